/// One tracker's timing and its completions, as the progress algorithms read them.
public struct TrackerHistory: Sendable, Equatable {
    public let id: Int64
    public let timing: TrackerTiming
    /// The daily target of a measurable tracker; `nil` for a yes/no tracker.
    public let target: Double?
    /// At most one per day, in any order.
    public let completions: [DayValue]
    /// The member's first weekday, where a "times a week" habit's weeks start.
    public let weekStart: Weekday

    public init(id: Int64, timing: TrackerTiming, target: Double?, completions: [DayValue], weekStart: Weekday = .monday) {
        self.id = id
        self.timing = timing
        self.target = target
        self.completions = completions
        self.weekStart = weekStart
    }

    /// Whether the tracker records a value against a target.
    public var isMeasurable: Bool { target != nil }

    /// The recorded value of each day from the start day to `today`, keyed by the day's ordinal.
    func recordedDays(through today: Day) -> [Int: Double?] {
        // Marks outside that range are dropped. Should a day have two, the larger value wins, so
        // the day is done when either one is.
        let first = timing.startDay.ordinal
        let last = today.ordinal
        var days: [Int: Double?] = [:]
        days.reserveCapacity(completions.count)
        for completion in completions {
            let ordinal = completion.day.ordinal
            guard ordinal >= first, ordinal <= last else { continue }
            if let existing = days[ordinal] {
                days[ordinal] = TrackerHistory.larger(existing, completion.value)
            } else {
                days[ordinal] = completion.value
            }
        }
        return days
    }

    /// Whether a recorded value makes its day done for this tracker (for a limit: a slip; see
    /// `isSuccess`).
    func isDone(_ value: Double?) -> Bool { Measure.isDone(value: value, target: target) }

    /// Whether a day with this record (`nil`: nothing recorded) counts for the tracker: done, or
    /// within a limit.
    func isSuccess(_ record: Double??) -> Bool {
        Measure.isSuccess(goal: timing.goal, hasMark: record != nil, value: record ?? nil, target: target)
    }

    private static func larger(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }
}
