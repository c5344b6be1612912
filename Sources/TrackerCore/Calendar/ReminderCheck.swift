/// Whether a tracker's reminder for a day still goes out, read from the marks at the moment it
/// rings (push only; a calendar feed can't know the marks):
/// - "at least" (a habit on weekdays, an irregular event): while the day is not done;
/// - N times a week or month: while the day is not done and fewer than N of its period's days
///   are (the period holding the day; a week starts on the member's first weekday), that is,
///   while the habit is *due*;
/// - a limit: while the day is within the limit (no slip, or a value at most the target). A
///   reminder after the day is lost would only nag.
public enum ReminderCheck: Sendable, Hashable {
    /// Done days from `first` to `last` (the reminder's day among them) must stay below
    /// `times`, and the reminder's day must not be done.
    case short(times: Int, first: Day, last: Day)
    /// The reminder's day must be within the limit.
    case withinLimit

    /// The check for a reminder of `timing` on `day`.
    public static func of(_ timing: TrackerTiming, on day: Day, weekStart: Weekday) -> ReminderCheck {
        if timing.isLimit { return .withinLimit }
        guard let quota = timing.quota else { return .short(times: 1, first: day, last: day) }
        let bounds = quota.period.bounds(of: day, weekStart: weekStart)
        return .short(times: quota.times, first: bounds.first, last: bounds.last)
    }

    /// Whether the reminder goes, given the done days in the check's range and whether the
    /// reminder's own day is done (for a limit: `dayLost`, a slip or a value over the target).
    public func allows(doneInRange: Int, dayDone: Bool, dayLost: Bool) -> Bool {
        switch self {
        case .short(let times, _, _): !dayDone && doneInRange < times
        case .withinLimit: !dayLost
        }
    }
}
