/// Whether a tracker repeats on weekdays or is an irregular event.
public enum TrackerKind: String, Codable, CaseIterable, Sendable {
    case habit, irregular
}

/// The facts about a tracker that the day rules need.
public struct TrackerTiming: Hashable, Sendable {
    public let kind: TrackerKind
    public let schedule: Schedule
    public let startDay: Day

    public init(kind: TrackerKind, schedule: Schedule, startDay: Day) {
        self.kind = kind
        self.schedule = schedule
        self.startDay = startDay
    }

    /// A habit is scheduled on a weekday of its schedule, on or after its start day.
    /// An irregular event is never scheduled.
    public func isScheduled(on day: Day) -> Bool {
        kind == .habit && day >= startDay && schedule.contains(day.weekday)
    }

    /// Whether the tracker appears on a day: a habit on its scheduled days, an irregular event
    /// on every day from its start day on.
    public func isShown(on day: Day) -> Bool {
        switch kind {
        case .habit: return isScheduled(on: day)
        case .irregular: return day >= startDay
        }
    }

    /// The first day from `day` on that the tracker appears: its start day for an irregular event,
    /// the first scheduled weekday on or after it for a habit; nil for a habit with no weekday.
    public func nextShown(from day: Day) -> Day? {
        let first = max(day, startDay)
        return (0..<7).lazy.map { first.adding(days: $0) }.first(where: isShown)
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
}
