/// Streaks of one tracker: runs of done days among the days it was due.
public enum Streaks {
    /// Current and best runs of done due days, and the completion rate, in O(days + completions).
    public static func summary(_ history: TrackerHistory, today: Day) -> StreakSummary {
        let timing = history.timing
        guard timing.startDay <= today else {
            return StreakSummary(current: 0, best: 0, eligibleDays: 0, doneEligibleDays: 0)
        }
        let recorded = history.recordedDays(through: today)
        let first = timing.startDay.ordinal
        let last = today.ordinal
        var run = 0
        var best = 0
        var eligible = 0
        var done = 0
        for ordinal in first...last {
            guard timing.isShown(on: Day(ordinal: ordinal)) else { continue }
            let isDone = recorded[ordinal].map(history.isDone) ?? false
            if isDone {
                run += 1
                best = max(best, run)
                eligible += 1
                done += 1
            } else if ordinal != last {
                // Today isn't over: not yet done neither breaks the run nor counts against the rate.
                run = 0
                eligible += 1
            }
        }
        return StreakSummary(current: run, best: best, eligibleDays: eligible, doneEligibleDays: done)
    }
}
