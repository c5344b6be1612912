import Foundation
import Testing

@testable import TrackerCore

@Suite("Day")
struct DayTests {
    @Test func parsesAndPrintsISODates() throws {
        let day = try #require(Day(iso: "2024-02-29"))
        #expect(day.year == 2024 && day.month == 2 && day.day == 29)
        #expect(day.iso == "2024-02-29")
    }

    @Test(arguments: ["2023-02-29", "2024-13-01", "2024-00-10", "2024-1-01", "24-01-01", "2024/01/01", "", "2024-01-32", "２０２４-01-01"])
    func refusesBrokenDates(_ text: String) {
        #expect(Day(iso: text) == nil)
    }

    @Test func codesAsItsISOText() throws {
        let day = try #require(Day(iso: "2024-02-29"))
        let json = try JSONEncoder().encode([day])
        #expect(String(decoding: json, as: UTF8.self) == #"["2024-02-29"]"#)
        #expect(try JSONDecoder().decode([Day].self, from: json) == [day])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([Day].self, from: Data(#"["2023-02-29"]"#.utf8)) }
    }

    @Test func ordinalRoundTripsAcrossCenturies() {
        for ordinal in stride(from: -800_000, through: 800_000, by: 997) {
            #expect(Day(ordinal: ordinal).ordinal == ordinal)
        }
        #expect(Day(ordinal: 0).iso == "1970-01-01")
    }

    @Test func addingDaysCrossesMonthsAndLeapDays() throws {
        let day = try #require(Day(iso: "2024-02-28"))
        #expect(day.adding(days: 1).iso == "2024-02-29")
        #expect(day.adding(days: 2).iso == "2024-03-01")
        #expect(try #require(Day(iso: "2023-12-31")).adding(days: 1).iso == "2024-01-01")
    }

    @Test func weekdaysAreMondayFirst() throws {
        #expect(try #require(Day(iso: "2026-11-21")).weekday == .saturday)
        #expect(try #require(Day(iso: "2026-11-23")).weekday == .monday)
        #expect(try #require(Day(iso: "1970-01-01")).weekday == .thursday)
    }

    @Test func schedulesKeepTheirWeekdays() {
        let schedule = Schedule([.monday, .wednesday, .friday])
        #expect(schedule.weekdays == [.monday, .wednesday, .friday])
        #expect(!schedule.contains(.tuesday))
        #expect(Schedule.everyDay.weekdays.count == 7)
        #expect(Schedule(mask: 0).isEmpty)
    }
}
