import Foundation
import Testing

@testable import TrackerCore

@Suite("Reminder calendar (iCalendar)")
struct ReminderCalendarTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)  // 2026-11-18

    func reminder(
        _ id: Int64,
        _ name: String,
        kind: TrackerKind = .habit,
        days: [Weekday] = [.monday, .wednesday],
        start: String = "2026-11-02",
        at time: String = "08:30",
        quota: Quota? = nil,
        goal: Goal = .atLeast
    ) -> Reminder {
        let schedule = kind == .irregular ? Schedule(mask: 0) : quota == nil ? Schedule(days) : .everyDay
        return Reminder(
            trackerID: id,
            name: name,
            emoji: "🏃",
            timing: TrackerTiming(kind: kind, schedule: schedule, startDay: Day(iso: start)!, quota: quota, goal: goal),
            minute: ClockTime.minutes(time)!,
            updatedAt: now
        )
    }

    func document(_ reminders: [Reminder], zone: String = "Europe/Berlin", dayStart: Int = 0, alarms: Bool = true) -> String {
        ReminderCalendar.document(
            for: .init(calendarName: "Tracker: Anna", zone: TimeZone(identifier: zone)!, dayStartMinute: dayStart, alarms: alarms),
            reminders: reminders,
            uidDomain: "tracker.home",
            now: now,
            link: { "https://tracker.home/#tracker-\($0.trackerID)" },
            description: { link in "Mark it done: " + (link ?? "") }
        )
    }

    /// The content lines, unfolded.
    func lines(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test func aHabitRepeatsWeeklyOnItsWeekdaysFromItsFirstScheduledDay() {
        // 2026-11-03 is a Tuesday: the first Monday or Wednesday from it is the 4th.
        let text = document([reminder(7, "Run, then; stretch", start: "2026-11-03")])
        let all = lines(text)
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
        #expect(all.contains("DTSTART;TZID=Europe/Berlin:20261104T083000"))
        #expect(all.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE"))
        #expect(all.contains("SUMMARY:🏃 Run\\, then\\; stretch"))
        #expect(all.contains("UID:tracker-7@tracker.home"))
        #expect(all.contains("URL:https://tracker.home/#tracker-7"))
        #expect(all.contains("TRIGGER:PT0S"))
        #expect(all.contains("BEGIN:VTIMEZONE") && all.contains("TZID:Europe/Berlin"))
        // Berlin's summer time: the change in March 2027 is listed, from +0100 to +0200.
        #expect(all.contains("TZOFFSETTO:+0200"))
        #expect(all.contains { $0.hasPrefix("RDATE:2027") || $0 == "DTSTART:20270328T020000" })
    }

    @Test func anIrregularEventRepeatsDailyAndTheSwitchOffDropsTheAlarms() {
        let all = lines(document([reminder(3, "Water", kind: .irregular, start: "2026-11-05", at: "19:00")], alarms: false))
        #expect(all.contains("RRULE:FREQ=DAILY"))
        #expect(all.contains("DTSTART;TZID=Europe/Berlin:20261105T190000"))
        #expect(!all.contains("BEGIN:VALARM"))
    }

    @Test func aReminderBeforeTheDayStartsRingsOnTheNextCalendarDay() {
        // Days start at 04:00: Sunday's 01:00 reminder rings early on Monday.
        let all = lines(document([reminder(5, "Sleep", days: [.sunday, .friday], start: "2026-11-01", at: "01:00")], dayStart: 240))
        #expect(all.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,SA"))
        #expect(all.contains("DTSTART;TZID=Europe/Berlin:20261102T010000"))
    }

    @Test func aQuotaHabitRingsEveryDayFromItsStartWithItsAlarm() {
        // A feed can't know which days will be done: "3 times a week" rings on every day.
        let all = lines(document([reminder(4, "Swim", start: "2026-11-03", quota: Quota(times: 3, period: .week))]))
        #expect(all.contains("RRULE:FREQ=DAILY"))
        #expect(all.contains("DTSTART;TZID=Europe/Berlin:20261103T083000"))
        #expect(all.contains("BEGIN:VALARM") && all.contains("TRIGGER:PT0S"))
        // Before the day starts, "2 times a month" rings early on the next calendar day.
        let early = lines(document([reminder(6, "Call", start: "2026-11-03", at: "01:00", quota: Quota(times: 2, period: .month))], dayStart: 240))
        #expect(early.contains("RRULE:FREQ=DAILY"))
        #expect(early.contains("DTSTART;TZID=Europe/Berlin:20261104T010000"))
    }

    @Test func aLimitRepeatsOnItsWeekdaysLikeAHabit() {
        let all = lines(document([reminder(8, "No sweets", days: [.friday, .saturday], goal: .atMost)]))
        #expect(all.contains("RRULE:FREQ=WEEKLY;BYDAY=FR,SA"))
        #expect(all.contains("DTSTART;TZID=Europe/Berlin:20261106T083000"))
        #expect(all.contains("BEGIN:VALARM"))
    }

    @Test func aZoneWithoutSummerTimeHasOneObservance() {
        let all = lines(document([reminder(1, "Run")], zone: "Asia/Tokyo"))
        #expect(all.filter { $0 == "BEGIN:STANDARD" }.count == 1)
        #expect(!all.contains("BEGIN:DAYLIGHT"))
        #expect(all.contains("TZOFFSETTO:+0900"))
    }

    @Test func longLinesAreFoldedWithoutSplittingACharacter() {
        let name = String(repeating: "ё", count: 60)
        let text = document([reminder(2, name)])
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75, "\(line)")
        }
        #expect(lines(text).contains("SUMMARY:🏃 " + name))
        #expect(ICalendarText.escaped("a\\b\nc") == "a\\\\b\\nc")
    }
}
