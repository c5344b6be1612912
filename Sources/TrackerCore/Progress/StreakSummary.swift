/// What a streak counts: days, or the weeks or months of a habit with a quota.
public enum StreakUnit: String, Sendable, Equatable {
    case days, weeks, months
}

/// One tracker's streaks and how often it was done on the days it was due.
public struct StreakSummary: Sendable, Equatable {
    /// Done eligible days in a row, ending today if today is done, else at the last eligible day before.
    public let current: Int
    /// The longest run of done eligible days ever.
    public let best: Int
    /// Eligible days so far; today counts only once it is done.
    public let eligibleDays: Int
    /// Of those, the days that were done.
    public let doneEligibleDays: Int
    /// Days, or periods for a habit with a quota (then the counts above are periods too).
    public let unit: StreakUnit

    public init(current: Int, best: Int, eligibleDays: Int, doneEligibleDays: Int, unit: StreakUnit = .days) {
        self.current = current
        self.best = best
        self.eligibleDays = eligibleDays
        self.doneEligibleDays = doneEligibleDays
        self.unit = unit
    }

    /// Done eligible days over eligible days, from 0 to 1; `nil` when no day was eligible yet.
    public var completionRate: Double? {
        eligibleDays == 0 ? nil : Double(doneEligibleDays) / Double(eligibleDays)
    }
}
