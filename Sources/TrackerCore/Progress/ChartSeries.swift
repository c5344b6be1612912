/// The points a tracker's chart draws.
public enum ChartSeries {
    /// The `count` days ending today, oldest first, each with the value recorded that day.
    public static func lastDays(_ history: TrackerHistory, today: Day, count: Int = 30) -> [ChartPoint] {
        guard count > 0 else { return [] }
        let recorded = history.recordedDays(through: today)
        return (0..<count).map { offset in
            let day = today.adding(days: offset - count + 1)
            return ChartPoint(day: day, value: recorded[day.ordinal] ?? nil)
        }
    }
}
