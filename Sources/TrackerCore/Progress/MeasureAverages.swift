/// A measurable tracker's mean value per due day over the last week, month and year.
public struct MeasureAverages: Sendable, Equatable {
    public let last7: Double?
    public let last30: Double?
    public let last365: Double?

    public init(last7: Double?, last30: Double?, last365: Double?) {
        self.last7 = last7
        self.last30 = last30
        self.last365 = last365
    }

    /// Mean value per due day in the last 7, 30 and 365 days; a due day without a value counts as 0.
    public static func compute(_ history: TrackerHistory, today: Day) -> MeasureAverages {
        guard history.isMeasurable else { return MeasureAverages(last7: nil, last30: nil, last365: nil) }
        let recorded = history.recordedDays(through: today)
        return MeasureAverages(
            last7: mean(history, recorded, today: today, days: 7),
            last30: mean(history, recorded, today: today, days: 30),
            last365: mean(history, recorded, today: today, days: 365)
        )
    }

    private static func mean(_ history: TrackerHistory, _ recorded: DayRecords, today: Day, days: Int) -> Double? {
        let last = today.ordinal
        let first = max(last - days + 1, history.timing.startDay.ordinal)
        guard first <= last else { return nil }
        var sum = 0.0
        var counted = 0
        for ordinal in first...last {
            guard history.timing.isShown(on: Day(ordinal: ordinal)) else { continue }
            let value = recorded[ordinal] ?? nil
            // Today isn't over, so it counts only once something is entered.
            if ordinal == last && value == nil { continue }
            sum += value ?? 0
            counted += 1
        }
        return counted == 0 ? nil : sum / Double(counted)
    }
}
