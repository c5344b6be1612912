import Foundation

/// How strong a habit is: Loop Habit Tracker's score (its `Score.compute` and `ScoreList`), as
/// PRODUCT.md ("Habit strength") writes it. Every habit is "N times in D days"; from its start,
/// every day, `score = previous × m + v × (1 − m)` with `m = 0.5 ^ (√f / 13)`, `f = N ÷ D`, and
/// `v` what the last D days earned against N, at most 1.
public struct HabitStrength: Sendable, Equatable {
    /// The day of `scores[0]`: the tracker's start (the day after the checkpoint computed from).
    public let first: Day
    /// The score at the end of each day from `first` through today, each from 0 to 1. Empty when
    /// the tracker starts after today.
    public let scores: [Double]
    /// The score before the first day: 0, or 1 for a limit (kept until it slips); the checkpoint's.
    public let initial: Double

    /// Today's score (the latest), from 0 to 1.
    public var today: Double { scores.last ?? initial }

    /// The score at the end of `day`: `initial` before the start, `nil` after today.
    public func score(on day: Day) -> Double? {
        let offset = day.ordinal - first.ordinal
        if offset < 0 { return initial }
        return offset < scores.count ? scores[offset] : nil
    }

    /// "N times in D days" for a habit, before Loop's doubling: every day 1 in 1, chosen
    /// weekdays their count in 7, N a week N in 7, N a month N in 30. `nil` for an irregular event.
    public static func frequency(_ timing: TrackerTiming) -> (times: Int, days: Int)? {
        guard timing.kind == .habit else { return nil }
        if let quota = timing.quota { return (quota.times, quota.period == .week ? 7 : 30) }
        let chosen = timing.schedule.weekdays.count
        guard chosen > 0 else { return nil }
        return chosen == 7 ? (1, 1) : (chosen, 7)
    }

    /// Loop's "N times in D days" after its smoothing: a habit less often than daily counts its
    /// times in twice the days. `nil` for an irregular event.
    static func window(_ timing: TrackerTiming) -> (times: Int, days: Int)? {
        guard let (times, days) = frequency(timing) else { return nil }
        return times < days ? (times * 2, days * 2) : (times, days)
    }

    /// The score of every day from the start through `today`; `nil` for an irregular event (it has
    /// no strength). Skipped and away days (the history's, and `skipped`) that are left out (see
    /// `TrackerHistory.isLeftOut`) leave the score as it was and earn nothing. With `over`, today
    /// is over and counts as any past day. From a `checkpoint` taken before today, the scores
    /// start the day after it, and the history need only hold the days from
    /// `ProgressCheckpoint.firstRead` on.
    public static func compute(
        _ history: TrackerHistory, today: Day, skipped: Set<Day> = [], over: Bool = false, from checkpoint: ProgressCheckpoint? = nil
    ) -> HabitStrength? {
        let history = history.skipping(skipped)
        let timing = history.timing
        guard let (times, days) = frequency(timing), let (n, d) = window(timing) else { return nil }
        let f = Double(times) / Double(days)
        let m = pow(0.5, f.squareRoot() / 13)
        let initial = checkpoint?.score ?? (timing.isLimit ? 1.0 : 0.0)
        let start = timing.startDay
        let firstDay = checkpoint.map { $0.through.adding(days: 1) } ?? start
        guard firstDay <= today else { return HabitStrength(first: firstDay, scores: [], initial: initial) }

        // Records from the start on only: the days before it have none.
        let recorded = DayRecords(history.completions, first: max(start.ordinal, firstDay.ordinal - d), last: today.ordinal)
        let count = today.ordinal - firstDay.ordinal + 1
        // What each day earns, for the window's running sum; the days before the first too, as far
        // back as the first window reaches (before the start they earn only for a limit: no slip
        // was recorded then). Read by ordinal, making a `Day` only where a skip is possible: this
        // runs for every day.
        let first = firstDay.ordinal
        let hasSkips = !history.skipped.isEmpty
        let earned = (-d..<count).map { offset -> Double in
            let ordinal = first + offset
            let record = recorded[ordinal]
            if hasSkips, history.isLeftOut(Day(ordinal: ordinal), record: record) { return 0 }
            return credit(history, weekday: Weekday(ordinal: ordinal), record: record)
        }
        var scores: [Double] = []
        scores.reserveCapacity(count)
        var previous = initial
        var window = earned[1..<(d + 1)].reduce(0, +)  // the D days ending on the start day
        for offset in 0..<count {
            if offset > 0 { window += earned[offset + d] - earned[offset] }
            let ordinal = first + offset
            let score = previous * m + min(1, window / Double(n)) * (1 - m)
            let record = recorded[ordinal]
            let isLeftOut = hasSkips && history.isLeftOut(Day(ordinal: ordinal), record: record)
            if !isLeftOut, over || ordinal < today.ordinal || entersToday(history, record: record) {
                previous = score
            }
            scores.append(previous)
        }
        return HabitStrength(first: firstDay, scores: scores, initial: initial)
    }

    /// What one day earns towards N, from 0 to 1. "At least": done (yes/no), or `min(1, value ÷
    /// target)`. A limit earns only on its chosen weekdays: a day without a slip (yes/no), or
    /// `clamp(1 − (value − target) ÷ target, 0, 1)` with no value as 0.
    static func credit(_ history: TrackerHistory, weekday: Weekday, record: Double??) -> Double {
        let value = record ?? nil
        switch history.timing.goal {
        case .atLeast:
            guard record != nil else { return 0 }
            guard let target = history.target else { return 1 }
            guard let value, target > 0 else { return target > 0 ? 0 : 1 }
            return min(1, max(0, value) / target)
        case .atMost:
            guard history.timing.schedule.contains(weekday) else { return 0 }
            guard let target = history.target else { return record == nil ? 1 : 0 }
            let amount = max(0, value ?? 0)
            guard target > 0 else { return amount > 0 ? 0 : 1 }
            return min(1, max(0, 1 - (amount - target) / target))
        }
    }

    /// Whether today enters the score before it is over: once done, or for a limit once it slipped
    /// (over the limit). An unmarked today never lowers the score.
    private static func entersToday(_ history: TrackerHistory, record: Double??) -> Bool {
        let success = history.isSuccess(record)
        return history.timing.isLimit ? !success : success
    }
}
