/// Whether a tracker repeats on weekdays or is an irregular event.
public enum TrackerKind: String, Codable, CaseIterable, Sendable {
    case habit, irregular
}

/// The facts about a tracker that the day rules need.
public struct TrackerTiming: Hashable, Sendable {
    public let kind: TrackerKind
    /// The weekdays of a habit on chosen weekdays; every day for a habit with a quota (it may be
    /// done on any day); none for an irregular event.
    public let schedule: Schedule
    public let startDay: Day
    /// "N times a week or month"; nil for a habit on chosen weekdays and an irregular event.
    public let quota: Quota?
    /// At least (the usual) or at most: a limit, whose marks are slips.
    public let goal: Goal

    public init(kind: TrackerKind, schedule: Schedule, startDay: Day, quota: Quota? = nil, goal: Goal = .atLeast) {
        self.kind = kind
        self.schedule = schedule
        self.startDay = startDay
        self.quota = kind == .habit ? quota : nil
        self.goal = goal
    }

    /// Whether the tracker is a limit ("at most").
    public var isLimit: Bool { goal == .atMost }

    /// A habit on chosen weekdays is scheduled on a weekday of its schedule, on or after its start
    /// day. An irregular event, and a habit with a quota, is never scheduled: it is due while its
    /// period's count is short (see `isDue`).
    public func isScheduled(on day: Day) -> Bool {
        kind == .habit && quota == nil && day >= startDay && schedule.contains(day.weekday)
    }

    /// Whether the tracker appears on a day, given how many other days of the day's period were
    /// done (only a habit with a quota reads it): a habit on its scheduled days, a habit with a
    /// quota while its period is short, an irregular event on every day from its start day on.
    public func isShown(on day: Day, periodDoneElsewhere: Int = 0) -> Bool {
        switch kind {
        case .habit:
            guard let quota else { return isScheduled(on: day) }
            return day >= startDay && periodDoneElsewhere < quota.times
        case .irregular: return day >= startDay
        }
    }

    /// Whether the tracker is expected on a day: a habit on its scheduled days, a habit with a quota
    /// while its period is short; never an irregular event.
    public func isDue(on day: Day, periodDoneElsewhere: Int = 0) -> Bool {
        kind == .habit && isShown(on: day, periodDoneElsewhere: periodDoneElsewhere)
    }

    /// The first day from `day` on that the tracker appears: its start day for an irregular event,
    /// the first scheduled weekday on or after it for a habit; nil for a habit with no weekday.
    public func nextShown(from day: Day) -> Day? {
        let first = max(day, startDay)
        return (0..<7).lazy.map { first.adding(days: $0) }.first { isShown(on: $0) }
    }

    /// The first day from `day` on that the tracker appears, for a habit with a quota given the
    /// done days of `day`'s period other than `day`: `day` while the period is short, else the
    /// next period's first day.
    public func nextShown(from day: Day, periodDoneElsewhere: Int, weekStart: Weekday) -> Day? {
        guard let quota, day >= startDay else { return nextShown(from: day) }
        if isShown(on: day, periodDoneElsewhere: periodDoneElsewhere) { return day }
        return quota.period.bounds(of: day, weekStart: weekStart).last.adding(days: 1)
    }

    /// Whether a mark may be made on `day` when today is `today`: never in the future, never
    /// before the start day.
    public func canMark(_ day: Day, today: Day) -> Bool {
        day <= today && day >= startDay
    }
}

/// A measurable tracker's rule: done on a day when the value reaches the target.
public enum Measure {
    /// Whether a day's completion counts as done: a yes/no tracker is done by having one;
    /// a measurable one needs its value to reach the target.
    public static func isDone(value: Double?, target: Double?) -> Bool {
        guard let target else { return true }
        guard let value else { return false }
        return value >= target
    }

    /// Whether a limit's day is a success: a yes/no limit has no mark (a mark is a slip); a
    /// measurable one's value, 0 when none was entered, is at most the target.
    public static func isWithinLimit(hasMark: Bool, value: Double?, target: Double?) -> Bool {
        guard let target else { return !hasMark }
        return (value ?? 0) <= target
    }

    /// Whether a day counts for the tracker: done for an "at least" tracker, within the limit for
    /// a limit.
    public static func isSuccess(goal: Goal, hasMark: Bool, value: Double?, target: Double?) -> Bool {
        switch goal {
        case .atLeast: hasMark && isDone(value: value, target: target)
        case .atMost: isWithinLimit(hasMark: hasMark, value: value, target: target)
        }
    }
}
