import Foundation
import Testing

@testable import TrackerCore

@Suite("When reminders ring")
struct ReminderTimesTests {
    let everyDay = TrackerTiming(kind: .habit, schedule: Schedule(mask: 127), startDay: Day(iso: "2026-01-01")!)

    func instant(_ text: String) -> Date { ISO8601DateFormatter().date(from: text)! }

    @Test func aReminderRingsAtItsTimeOnTheMembersWallClock() {
        let times = ReminderTimes(zone: TimeZone(identifier: "Europe/Berlin")!, dayStartMinute: 0)
        #expect(times.instant(minute: 8 * 60, for: Day(iso: "2026-11-24")!) == instant("2026-11-24T07:00:00Z"))
        #expect(times.instant(minute: 8 * 60, for: Day(iso: "2026-07-01")!) == instant("2026-07-01T06:00:00Z"))
    }

    @Test func beforeTheDayStartItRingsOnTheNextDate() {
        let times = ReminderTimes(zone: .gmt, dayStartMinute: 4 * 60)
        // Monday's 01:00 reminder rings early on Tuesday, and is Monday's.
        #expect(times.instant(minute: 60, for: Day(iso: "2026-11-23")!) == instant("2026-11-24T01:00:00Z"))
        #expect(times.dueDay(timing: everyDay, minute: 60, at: instant("2026-11-24T01:10:00Z"), within: 1800) == Day(iso: "2026-11-23"))
        #expect(times.end(of: Day(iso: "2026-11-23")!) == instant("2026-11-24T04:00:00Z"))
    }

    @Test func itIsDueForThirtyMinutesAfterItRings() {
        let times = ReminderTimes(zone: .gmt, dayStartMinute: 0)
        let day = Day(iso: "2026-11-24")!
        func due(_ at: String) -> Day? { times.dueDay(timing: everyDay, minute: 8 * 60, at: instant(at), within: 1800) }
        #expect(due("2026-11-24T07:59:59Z") == nil)
        #expect(due("2026-11-24T08:00:00Z") == day)
        #expect(due("2026-11-24T08:29:59Z") == day)
        #expect(due("2026-11-24T08:30:00Z") == nil)
        // A reminder at 23:50 is still due ten minutes into the next day, for its own day.
        #expect(times.dueDay(timing: everyDay, minute: 23 * 60 + 50, at: instant("2026-11-25T00:10:00Z"), within: 1800) == day)
    }

    @Test func onlyOnDaysTheTrackerIsShown() {
        let weekdays = TrackerTiming(kind: .habit, schedule: Schedule([.monday, .tuesday]), startDay: Day(iso: "2026-11-24")!)
        let times = ReminderTimes(zone: .gmt, dayStartMinute: 0)
        // 2026-11-24 is a Tuesday, the 25th a Wednesday, the 23rd a Monday before the start.
        #expect(times.dueDay(timing: weekdays, minute: 480, at: instant("2026-11-24T08:05:00Z"), within: 1800) != nil)
        #expect(times.dueDay(timing: weekdays, minute: 480, at: instant("2026-11-25T08:05:00Z"), within: 1800) == nil)
        #expect(times.dueDay(timing: weekdays, minute: 480, at: instant("2026-11-23T08:05:00Z"), within: 1800) == nil)
        let irregular = TrackerTiming(kind: .irregular, schedule: Schedule(mask: 0), startDay: Day(iso: "2026-11-24")!)
        #expect(times.dueDay(timing: irregular, minute: 480, at: instant("2026-11-25T08:05:00Z"), within: 1800) != nil)
    }

    @Test func summerTimeNeitherSkipsNorDoublesAReminder() {
        let times = ReminderTimes(zone: TimeZone(identifier: "Europe/Berlin")!, dayStartMinute: 0)
        // 02:30 doesn't happen on 29 March: it rings as the gap ends, at 03:00 CEST.
        #expect(times.instant(minute: 150, for: Day(iso: "2026-03-29")!) == instant("2026-03-29T01:00:00Z"))
        // It happens twice on 25 October: it rings the first time, once.
        let autumn = instant("2026-10-25T00:30:00Z")
        #expect(times.instant(minute: 150, for: Day(iso: "2026-10-25")!) == autumn)
        #expect(times.dueDay(timing: everyDay, minute: 150, at: autumn.addingTimeInterval(3600), within: 1800) == nil)
    }

    @Test func membersFarApartHaveTheirOwnDays() {
        let now = instant("2026-11-24T11:30:00Z")
        let kiritimati = ReminderTimes(zone: TimeZone(identifier: "Pacific/Kiritimati")!, dayStartMinute: 0)
        let bakerIsland = ReminderTimes(zone: TimeZone(identifier: "Etc/GMT+12")!, dayStartMinute: 0)
        // 01:30 on the 25th in UTC+14, 23:30 on the 23rd in UTC−12.
        #expect(kiritimati.dueDay(timing: everyDay, minute: 75, at: now, within: 1800) == Day(iso: "2026-11-25"))
        #expect(bakerIsland.dueDay(timing: everyDay, minute: 23 * 60 + 15, at: now, within: 1800) == Day(iso: "2026-11-23"))
    }
}
