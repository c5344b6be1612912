import Testing

@testable import TrackerCore

/// A checkpoint taken on one day, then today's streak and strength computed from it with only the
/// days it needs, agree with the whole history's, for every kind of tracker (weekdays, quotas,
/// limits, events, skips and away), on checkpoints days to months old.
@Suite("Progress checkpoints: today from a checkpoint equals today from the whole history")
struct ProgressCheckpointTests {
    static let seeds: [UInt64] = (0..<60).map { 0xBEEF &+ UInt64($0) &* 104_729 }

    /// The history the store reads after a checkpoint: the days from `firstRead` on, skips included.
    private func since(_ history: TrackerHistory, _ first: Day) -> TrackerHistory {
        TrackerHistory(
            id: history.id, timing: history.timing, target: history.target,
            completions: history.completions.filter { $0.day >= first }, weekStart: history.weekStart, skipped: history.skipped)
    }

    @Test(arguments: seeds)
    func todayFromACheckpointMatchesTheWholeHistory(seed: UInt64) {
        let (trackers, today) = RandomHistories.make(seed: seed)
        var rng = SeededRandom(seed: seed)
        for history in trackers {
            let whole = CurrentProgress(history, today: today)
            #expect(whole.streak == Streaks.summary(history, today: today).current)
            #expect(whole.strength == HabitStrength.compute(history, today: today)?.today)
            for age in [0, 1, 2, 6, 7, 31, Int.random(in: 1...400, using: &rng)] {
                let taken = today.adding(days: -age)
                guard let checkpoint = ProgressCheckpoint.take(history, today: taken), checkpoint.through < today else { continue }
                let first = ProgressCheckpoint.firstRead(for: history.timing, through: checkpoint.through)
                let resumed = CurrentProgress(since(history, first), today: today, from: checkpoint)
                let label = "seed \(seed), tracker \(history.id), checkpoint through \(checkpoint.through.iso), today \(today.iso)"
                #expect(resumed.streak == whole.streak, "\(label)")
                switch (resumed.strength, whole.strength) {
                case (nil, nil): break
                case let (a?, b?): #expect(abs(a - b) < 1e-9, "\(label): \(a) vs \(b)")
                default: Issue.record("\(label): strength \(String(describing: resumed.strength)) vs \(String(describing: whole.strength))")
                }
            }
        }
    }

    /// A habit with a quota counts whole periods: its checkpoint ends the period before today's.
    @Test func aQuotaCheckpointEndsThePeriodBeforeToday() {
        let today = Day(year: 2026, month: 11, day: 26)!  // a Thursday
        let weekly = TrackerTiming(
            kind: .habit, schedule: .everyDay, startDay: Day(year: 2026, month: 1, day: 1)!, quota: Quota(times: 3, period: .week)!,
            goal: .atLeast)
        #expect(ProgressCheckpoint.day(for: weekly, weekStart: .monday, today: today) == Day(year: 2026, month: 11, day: 22)!)
        #expect(ProgressCheckpoint.day(for: weekly, weekStart: .sunday, today: today) == Day(year: 2026, month: 11, day: 21)!)
        let daily = TrackerTiming(kind: .habit, schedule: .everyDay, startDay: Day(year: 2026, month: 1, day: 1)!, quota: nil, goal: .atLeast)
        #expect(ProgressCheckpoint.day(for: daily, weekStart: .monday, today: today) == Day(year: 2026, month: 11, day: 25)!)
        // A tracker starting today has no past day to count through.
        let new = TrackerTiming(kind: .habit, schedule: .everyDay, startDay: today, quota: nil, goal: .atLeast)
        #expect(ProgressCheckpoint.day(for: new, weekStart: .monday, today: today) == nil)
    }
}
