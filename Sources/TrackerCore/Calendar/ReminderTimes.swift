import Foundation

/// When a member's reminders ring: a tracker's reminder for day D rings at its time on D's wall
/// clock, or on the next calendar date when that time is earlier than the member's day start
/// (with days that start at 04:00, Monday's 01:00 reminder rings early on Tuesday). The calendar
/// feed and push reminders both follow this one rule.
public struct ReminderTimes: Sendable {
    public let zone: TimeZone
    public let dayStartMinute: Int
    private let days: DayClock

    public init(zone: TimeZone, dayStartMinute: Int) {
        self.zone = zone
        self.days = DayClock(timeZone: zone, dayStartMinute: dayStartMinute)
        self.dayStartMinute = days.dayStartMinute
    }

    /// Whether a reminder at `minute` rings on the calendar date after its day.
    public static func ringsNextDay(minute: Int, dayStart: Int) -> Bool { minute < dayStart }

    /// The instant the reminder at `minute` rings for `day`. A time that a change to summer time
    /// skips rings as the gap ends; a time that happens twice rings the first time.
    public func instant(minute: Int, for day: Day) -> Date {
        let date = Self.ringsNextDay(minute: minute, dayStart: dayStartMinute) ? day.adding(days: 1) : day
        return DayClock(timeZone: zone, dayStartMinute: minute).start(of: date)
    }

    /// The member's day whose reminder at `minute` rang in the `window` up to `now` (later than
    /// `now - window`, not later than `now`), on a day the tracker is shown; nil when none did.
    public func dueDay(timing: TrackerTiming, minute: Int, at now: Date, within window: TimeInterval) -> Day? {
        let today = days.day(at: now)
        for day in [today, today.adding(days: -1)] where timing.isShown(on: day) {
            let rings = instant(minute: minute, for: day)
            if rings <= now && rings > now.addingTimeInterval(-window) { return day }
        }
        return nil
    }

    /// The instant the member's `day` ends: where a "Done" link for it stops working.
    public func end(of day: Day) -> Date { days.start(of: day.adding(days: 1)) }

    /// The member's day at `instant`.
    public func day(at instant: Date) -> Day { days.day(at: instant) }
}
