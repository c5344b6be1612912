import Foundation
import Testing
import TrackerCore

@Suite("DayClock")
struct DayClockTests {
    let utc = TimeZone(identifier: "UTC")!

    private func instant(_ text: String) -> Date {
        try! Date(text, strategy: .iso8601)
    }

    @Test func dayStartsAtMidnightByDefault() {
        let clock = DayClock(timeZone: utc)
        #expect(clock.day(at: instant("2026-11-24T00:30:00Z")).iso == "2026-11-24")
        #expect(clock.day(at: instant("2026-11-23T23:59:59Z")).iso == "2026-11-23")
    }

    @Test func aMarkBeforeTheDayStartCountsForThePreviousDay() {
        let clock = DayClock(timeZone: utc, dayStartMinute: 4 * 60)
        // 01:30 on Tuesday is still Monday.
        #expect(clock.day(at: instant("2026-11-24T01:30:00Z")).iso == "2026-11-23")
        #expect(clock.day(at: instant("2026-11-24T03:59:00Z")).iso == "2026-11-23")
        #expect(clock.day(at: instant("2026-11-24T04:00:00Z")).iso == "2026-11-24")
        let halfPast = DayClock(timeZone: utc, dayStartMinute: 5 * 60 + 30)
        #expect(halfPast.day(at: instant("2026-11-24T05:29:00Z")).iso == "2026-11-23")
        #expect(halfPast.day(at: instant("2026-11-24T05:30:00Z")).iso == "2026-11-24")
    }

    @Test func usesThePersonsTimeZone() {
        let moscow = DayClock(timeZone: TimeZone(identifier: "Europe/Moscow")!)
        #expect(moscow.day(at: instant("2026-11-23T22:30:00Z")).iso == "2026-11-24")
        let newYork = DayClock(timeZone: TimeZone(identifier: "America/New_York")!)
        #expect(newYork.day(at: instant("2026-11-24T03:30:00Z")).iso == "2026-11-23")
    }

    @Test func twoMembersAtTheSameMomentCanHaveDifferentTodays() {
        let moment = instant("2026-11-23T11:30:00Z")
        let kiritimati = DayClock(timeZone: TimeZone(identifier: "Pacific/Kiritimati")!)  // UTC+14
        let bakerIsland = DayClock(timeZone: TimeZone(secondsFromGMT: -12 * 3600)!)  // UTC−12
        #expect(kiritimati.day(at: moment).iso == "2026-11-24")
        #expect(bakerIsland.day(at: moment).iso == "2026-11-22")
    }

    @Test func theDayStartOnADaylightSavingDayFollowsTheWallClock() {
        let newYork = TimeZone(identifier: "America/New_York")!
        // 8 March 2026: clocks jump from 02:00 to 03:00. A day that starts at 02:30 starts at 03:00.
        let gap = DayClock(timeZone: newYork, dayStartMinute: 2 * 60 + 30)
        #expect(gap.day(at: instant("2026-03-08T06:59:00Z")).iso == "2026-03-07")  // 01:59 EST
        #expect(gap.day(at: instant("2026-03-08T07:00:00Z")).iso == "2026-03-08")  // 03:00 EDT
        #expect(gap.start(of: Day(iso: "2026-03-08")!) == instant("2026-03-08T07:00:00Z"))
        // 1 November 2026: 01:00 to 02:00 happens twice. A day that starts at 01:30 starts at the first.
        let twice = DayClock(timeZone: newYork, dayStartMinute: 90)
        #expect(twice.day(at: instant("2026-11-01T05:29:00Z")).iso == "2026-10-31")  // 01:29 EDT
        #expect(twice.day(at: instant("2026-11-01T05:30:00Z")).iso == "2026-11-01")  // 01:30 EDT
        #expect(twice.day(at: instant("2026-11-01T06:15:00Z")).iso == "2026-11-01")  // 01:15 EST, again
        // At 04:00, the day that holds the change is 25 hours long in autumn and 23 in spring.
        let four = DayClock(timeZone: newYork, dayStartMinute: 4 * 60)
        let fall = four.start(of: Day(iso: "2026-11-01")!).timeIntervalSince(four.start(of: Day(iso: "2026-10-31")!))
        let spring = four.start(of: Day(iso: "2026-03-08")!).timeIntervalSince(four.start(of: Day(iso: "2026-03-07")!))
        #expect(fall == 25 * 3600)
        #expect(spring == 23 * 3600)
    }

    /// The oracle: a day has begun once the zone's wall clock has reached that day's start at
    /// some instant so far. Its wall clock is read from the zone's offset alone (no calendar),
    /// and its running maximum, less the day start, floored to whole days, is the day.
    /// Sampled every minute for 30 hours around each change of offset and every hour elsewhere,
    /// across 2026, in zones with changes in spring and autumn (north and south), one that
    /// changes at midnight, and one with no changes.
    @Test(arguments: ["America/New_York", "Europe/Berlin", "Australia/Sydney", "America/Santiago", "Asia/Kolkata"])
    func everyInstantOfAYearHasExactlyOneDay(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        let yearStart = instant("2026-01-01T00:00:00Z").timeIntervalSince1970
        let yearEnd = instant("2027-01-01T00:00:00Z").timeIntervalSince1970
        var changes: [TimeInterval] = []
        var cursor = Date(timeIntervalSince1970: yearStart - 86400)
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next.timeIntervalSince1970 < yearEnd + 86400 {
            changes.append(next.timeIntervalSince1970)
            cursor = next
        }
        #expect(zoneName == "Asia/Kolkata" ? changes.isEmpty : changes.count == 2)
        var samples: [TimeInterval] = []
        var t = yearStart
        while t < yearEnd {
            samples.append(t)
            let near = changes.contains { abs($0 - t) < 30 * 3600 }
            t += near ? 60 : 3600
        }
        for startMinute in [0, 90, 150, 4 * 60, 23 * 60 + 30] {
            let clock = DayClock(timeZone: zone, dayStartMinute: startMinute)
            var highestWall = -Double.infinity
            var previous: Day?
            var seen = 0
            for t in samples {
                let date = Date(timeIntervalSince1970: t)
                highestWall = max(highestWall, t + Double(zone.secondsFromGMT(for: date)))
                let expected = Day(ordinal: Int(((highestWall - Double(startMinute * 60)) / 86400).rounded(.down)))
                let day = clock.day(at: date)
                if day != expected {
                    Issue.record("\(zoneName) starting at \(ClockTime.text(minutes: startMinute)): \(date) is \(day), expected \(expected)")
                    return
                }
                if let previous, day != previous {
                    #expect(day == previous.adding(days: 1), "\(zoneName): \(previous) is followed by \(day)")
                    seen += 1
                }
                previous = day
            }
            #expect(seen == 364 || seen == 365, "\(zoneName): \(seen) changes of day in a year")
        }
    }
}
