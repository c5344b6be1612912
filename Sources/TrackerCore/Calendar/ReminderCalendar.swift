import Foundation

/// A tracker's daily reminder, as the calendar feed shows it.
public struct Reminder: Sendable, Hashable {
    public var trackerID: Int64
    public var name: String
    public var emoji: String
    public var timing: TrackerTiming
    /// The reminder's time, in minutes after midnight on the member's wall clock.
    public var minute: Int
    /// When the tracker last changed: the event's `DTSTAMP`.
    public var updatedAt: Date
    /// Days with no reminder: skipped, or the member away (the feed's `EXDATE`s).
    public var skippedDays: [Day] = []

    public init(trackerID: Int64, name: String, emoji: String, timing: TrackerTiming, minute: Int, updatedAt: Date) {
        self.trackerID = trackerID
        self.name = name
        self.emoji = emoji
        self.timing = timing
        self.minute = minute
        self.updatedAt = updatedAt
    }
}

/// A member's reminders as an iCalendar document (RFC 5545) that a phone's calendar subscribes
/// to: for each tracker with a reminder time, one event that repeats on the days it is shown
/// (weekly on a habit's weekdays, a limit's too; daily for an irregular event and for N times a
/// week or month) from its first such day, at the reminder time in the member's zone, with an
/// alarm at that time unless `alarms` is off. A feed can't know which days will be done, so a
/// quota habit's event is on every day of its periods; push follows "due" exactly.
///
/// A reminder earlier than the member's day start belongs to the day before on the wall clock
/// (`ReminderTimes`).
public enum ReminderCalendar {
    /// How long each event lasts in the calendar.
    public static let eventLength = "PT15M"
    /// How far ahead the zone's changes of offset are written out.
    static let zoneYears = 5

    public struct Member: Sendable {
        public var calendarName: String
        public var zone: TimeZone
        public var dayStartMinute: Int
        public var alarms: Bool

        public init(calendarName: String, zone: TimeZone, dayStartMinute: Int, alarms: Bool) {
            self.calendarName = calendarName
            self.zone = zone
            self.dayStartMinute = dayStartMinute
            self.alarms = alarms
        }
    }

    /// The document. `uidDomain` makes event identifiers unique to this site; `link` gives the
    /// address of a reminder's tracker (nil when the site's address isn't known), and
    /// `description` the event's text around that address.
    public static func document(
        for member: Member,
        reminders: [Reminder],
        uidDomain: String,
        now: Date,
        link: (Reminder) -> String?,
        description: (String?) -> String
    ) -> String {
        var text = ICalendarText()
        text.add("BEGIN", "VCALENDAR")
        text.add("VERSION", "2.0")
        text.add("PRODID", "-//Tracker//Reminders//EN")
        text.add("CALSCALE", "GREGORIAN")
        text.add("METHOD", "PUBLISH")
        text.add("X-WR-CALNAME", ICalendarText.escaped(member.calendarName))
        text.add("X-WR-TIMEZONE", member.zone.identifier)
        text.add("REFRESH-INTERVAL;VALUE=DURATION", "PT1H")
        text.add("X-PUBLISHED-TTL", "PT1H")
        let events = reminders.compactMap { reminder in first(reminder, dayStart: member.dayStartMinute).map { (reminder, $0) } }
        let clock = DayClock(timeZone: member.zone)
        let earliest = events.map(\.1).min() ?? clock.day(at: now)
        let from = clock.start(of: earliest.adding(days: -1))
        TimeZoneRules.add(member.zone, from: from, to: now.addingTimeInterval(Double(zoneYears) * 366 * 86_400), to: &text)
        for (reminder, day) in events {
            let summary = ICalendarText.escaped(reminder.emoji + " " + reminder.name)
            text.add("BEGIN", "VEVENT")
            text.add("UID", "tracker-\(reminder.trackerID)@\(uidDomain)")
            text.add("DTSTAMP", ICalendarText.utc(reminder.updatedAt))
            text.add("DTSTART;TZID=\(member.zone.identifier)", ICalendarText.local(day, minute: reminder.minute))
            text.add("DURATION", eventLength)
            text.add("RRULE", rule(reminder, dayStart: member.dayStartMinute))
            for skipped in exceptions(reminder, first: day, dayStart: member.dayStartMinute) {
                text.add("EXDATE;TZID=\(member.zone.identifier)", ICalendarText.local(skipped, minute: reminder.minute))
            }
            text.add("SUMMARY", summary)
            let address = link(reminder)
            text.add("DESCRIPTION", ICalendarText.escaped(description(address)))
            if let address { text.add("URL", address) }
            text.add("TRANSP", "TRANSPARENT")
            if member.alarms {
                text.add("BEGIN", "VALARM")
                text.add("ACTION", "DISPLAY")
                text.add("DESCRIPTION", summary)
                text.add("TRIGGER", "PT0S")
                text.add("END", "VALARM")
            }
            text.add("END", "VEVENT")
        }
        text.add("END", "VCALENDAR")
        return text.document
    }

    /// The wall-clock days of the reminder's skipped days from its first on, each once and in
    /// order (a day later when it rings before the day starts).
    static func exceptions(_ reminder: Reminder, first: Day, dayStart: Int) -> [Day] {
        let shift = ringsNextDay(reminder, dayStart: dayStart) ? 1 : 0
        return Set(reminder.skippedDays.map { $0.adding(days: shift) }).filter { $0 >= first }.sorted()
    }

    /// Whether the reminder's time falls on the next calendar day after its tracker's day.
    static func ringsNextDay(_ reminder: Reminder, dayStart: Int) -> Bool {
        ReminderTimes.ringsNextDay(minute: reminder.minute, dayStart: dayStart)
    }

    /// The wall-clock day of the first reminder: the tracker's first shown day, or the day after
    /// when the reminder rings before the day starts; nil when it is never shown.
    static func first(_ reminder: Reminder, dayStart: Int) -> Day? {
        guard let day = reminder.timing.nextShown(from: reminder.timing.startDay) else { return nil }
        return ringsNextDay(reminder, dayStart: dayStart) ? day.adding(days: 1) : day
    }

    /// `FREQ=WEEKLY;BYDAY=…` on a habit's weekdays (moved a day on for an early reminder), or
    /// `FREQ=DAILY` for an irregular event and a habit with a quota.
    static func rule(_ reminder: Reminder, dayStart: Int) -> String {
        guard reminder.timing.kind == .habit, reminder.timing.quota == nil else { return "FREQ=DAILY" }
        let shift = ringsNextDay(reminder, dayStart: dayStart) ? 1 : 0
        let codes = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]
        let days = reminder.timing.schedule.weekdays.map { codes[($0.rawValue + shift) % 7] }
        let ordered = codes.filter(days.contains)
        return "FREQ=WEEKLY;BYDAY=" + ordered.joined(separator: ",")
    }
}
