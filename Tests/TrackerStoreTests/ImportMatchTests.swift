import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// "Add" imports merge a file's tracker into one of the same name and kind, and of the same goal:
/// a limit's marks are slips, so they never become an "at least" habit's done days.
@Suite("Imports merge only trackers of the same goal")
struct ImportMatchTests {
    @Test func aLimitIsNotMergedIntoAHabitOfTheSameName() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let health = try await database.createCategory(userID: anna.id, name: "Health", now: fixedNow)
        let sweets = try await database.createTracker(
            userID: anna.id, .fixture("Sweets", categoryID: health.id, days: Weekday.allCases), now: fixedNow)
        var limit = NewTracker.fixture("sweets", categoryID: 0, days: Weekday.allCases)
        limit.goal = .atMost
        let slip = DayMark(day: Day(iso: "2026-11-20")!, value: nil)
        var habit = NewTracker.fixture("SWEETS", categoryID: 0, days: Weekday.allCases)
        habit.goal = .atLeast
        let done = DayMark(day: Day(iso: "2026-11-19")!, value: nil)
        let plan = ImportPlan(
            categories: ["Health"],
            trackers: [
                ImportedTracker(fields: limit, pinned: false, marks: [slip]),
                ImportedTracker(fields: habit, pinned: false, marks: [done]),
            ]
        )
        let preview = try await database.importPreview(userID: anna.id, plan: plan)
        #expect(preview.mergedTrackers == ["SWEETS"])
        _ = try await database.importData(userID: anna.id, plan: plan, mode: .add, applySettings: false, now: fixedNow)
        let histories = try await database.histories(userID: anna.id)
        let kept = try #require(histories.first { $0.id == sweets.id })
        #expect(kept.completions.map(\.day) == [done.day], "the habit gets its own done day, not the limit's slip")
        let limits = histories.filter { $0.timing.goal == .atMost }
        #expect(limits.count == 1 && limits[0].completions.map(\.day) == [slip.day])
    }
}
