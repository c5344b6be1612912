/// A stretch of days a habit counts its times in: a week starting on the member's first weekday,
/// or a calendar month.
public enum Period: String, CaseIterable, Codable, Sendable {
    case week, month

    /// The most times a habit may ask for in one period: a week's habit that wants all seven days
    /// is an "every day" habit, and a month's stops at 27 so that every month can meet it with a day
    /// to spare (Loop's rule).
    public var maximumTimes: Int {
        switch self {
        case .week: 6
        case .month: 27
        }
    }

    /// The first and last day of the period that holds `day`.
    public func bounds(of day: Day, weekStart: Weekday) -> (first: Day, last: Day) {
        switch self {
        case .week:
            let back = (day.weekday.rawValue - weekStart.rawValue + 7) % 7
            let first = day.adding(days: -back)
            return (first, first.adding(days: 6))
        case .month:
            let (year, month, date) = day.parts
            let first = day.adding(days: 1 - date)
            return (first, first.adding(days: Day.daysIn(month: month, year: year) - 1))
        }
    }

    /// A number that grows by one from each period to the next, for telling periods apart and in order.
    public func index(of day: Day, weekStart: Weekday) -> Int {
        switch self {
        case .week:
            // Day 0 (1970-01-01) was a Thursday, weekday 3.
            let shifted = day.ordinal + 3 - weekStart.rawValue
            return shifted >= 0 ? shifted / 7 : (shifted - 6) / 7
        case .month:
            let (year, month, _) = day.parts
            return year * 12 + month - 1
        }
    }
}

/// "N times a week" or "N times a month": a habit done on any N days of each period.
public struct Quota: Hashable, Sendable, Codable {
    public let times: Int
    public let period: Period

    /// A quota within its period's range (1–6 a week, 1–27 a month); nil otherwise.
    public init?(times: Int, period: Period) {
        guard (1...period.maximumTimes).contains(times) else { return nil }
        self.times = times
        self.period = period
    }
}

/// Whether a tracker aims for at least its mark (done, or the target reached) or at most (a limit).
public enum Goal: String, CaseIterable, Codable, Sendable {
    case atLeast = "at-least"
    case atMost = "at-most"

    /// The goal stored as the `is_limit` flag: a limit aims for at most.
    public init(isLimit: Bool) { self = isLimit ? .atMost : .atLeast }
}
