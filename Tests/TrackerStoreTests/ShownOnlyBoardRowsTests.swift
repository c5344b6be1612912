import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// `boardRows(…, shownOnly: true)`, the JSON API's day list's read, leaves out in SQL only rows
/// the shown rule would drop: on every day, the rows it keeps that the rule shows are those
/// of the full read that the rule shows.
@Suite("Board rows: the shown-only filter")
struct ShownOnlyBoardRowsTests {
    @Test func theFilterDropsNoShownTracker() async throws {
        let database = try AppDatabase.inMemory()
        let today = Day(iso: "2026-11-21")!
        let plan = DemoPlan(seed: 7, today: today, trackersPerMember: 12, days: 120)
        _ = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        var dropped = 0
        for userID in try await database.userIDs(of: plan) {
            for back in stride(from: 0, through: 160, by: 3) {
                let day = today.adding(days: -back)
                func shown(_ rows: [BoardRow]) -> [Int64] {
                    rows.filter { $0.tracker.timing.isShown(on: day, periodDoneElsewhere: $0.periodDoneElsewhere) }.map(\.tracker.id)
                }
                let all = try await database.boardRows(userID: userID, day: day)
                let filtered = try await database.boardRows(userID: userID, day: day, shownOnly: true)
                #expect(shown(filtered) == shown(all), "\(userID) on \(day.iso)")
                #expect(Set(filtered.map(\.tracker.id)).isSubset(of: all.map(\.tracker.id)))
                dropped += all.count - filtered.count
            }
        }
        #expect(dropped > 100, "the filter leaves rows out (habits off their weekdays, trackers not started)")
    }
}
