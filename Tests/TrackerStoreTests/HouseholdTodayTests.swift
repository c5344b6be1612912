import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// "Today in the household" lists a followed member's shared trackers that their today shows,
/// as the shown rule decides (`TrackerTiming.isShown`): the query's own filter (start day and
/// weekday, read from the index) only passes over rows the rule would leave out.
@Suite("Household today")
struct HouseholdTodayTests {
    @Test func listsWhatTheShownRuleShowsOnEveryDayOfTwoWeeks() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createMember(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        try await database.follow(anna.id, by: boris.id, now: fixedNow)
        let category = try await database.createCategory(userID: anna.id, name: "Home", now: fixedNow).id
        let made: [NewTracker] = [
            .fixture("Monday and Wednesday", categoryID: category, days: [.monday, .wednesday], isPublic: true),
            .fixture("Weekends", categoryID: category, days: [.saturday, .sunday], isPublic: true),
            .fixture("Every day, from the 25th", categoryID: category, days: Weekday.allCases, start: "2026-11-25", isPublic: true),
            .fixture("Sunday, from the 29th", categoryID: category, days: [.sunday], start: "2026-11-29", isPublic: true),
            .fixture("Any day", kind: .irregular, categoryID: category, start: "2026-11-20", isPublic: true),
            .fixture("Any day, from the 24th", kind: .irregular, categoryID: category, start: "2026-11-24", isPublic: true),
            .fixture("Glasses", categoryID: category, days: [.tuesday, .friday], target: 8, isPublic: true),
            .fixture("Private", categoryID: category, days: Weekday.allCases, isPublic: false),
        ]
        var trackers: [(id: Int64, new: NewTracker)] = []
        for new in made { trackers.append((try await database.createTracker(userID: anna.id, new, now: fixedNow).id, new)) }
        let first = try #require(Day(iso: "2026-11-21"))  // fixedNow's day in UTC, anna's zone
        for offset in 0..<14 {
            let day = first.adding(days: offset)
            let now = fixedNow.addingTimeInterval(Double(offset) * 86_400)
            let expected = trackers.filter { tracker in
                tracker.new.isPublic
                    && TrackerTiming(kind: tracker.new.kind, schedule: tracker.new.schedule, startDay: tracker.new.startDay).isShown(on: day)
            }.map(\.id)
            let household = try await database.household(viewerID: boris.id, now: now)
            let listed = household.today.first { $0.person.id == anna.id }?.trackers.map(\.trackerID) ?? []
            #expect(Set(listed) == Set(expected), "\(day.iso)")
            #expect(listed.count == expected.count, "\(day.iso)")
        }
    }
}
