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

    public init(current: Int, best: Int, eligibleDays: Int, doneEligibleDays: Int) {
        self.current = current
        self.best = best
        self.eligibleDays = eligibleDays
        self.doneEligibleDays = doneEligibleDays
    }

    /// Done eligible days over eligible days, from 0 to 1; `nil` when no day was eligible yet.
    public var completionRate: Double? {
        eligibleDays == 0 ? nil : Double(doneEligibleDays) / Double(eligibleDays)
    }
}
