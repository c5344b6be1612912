import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// Skipped days and away ranges in the store (issue 32): after any mix of marks, skips and days
/// off, the statistics read from the day counts (less the skipped days) are those computed from
/// whole histories, which carry the skips and the away days.
@Suite("Skips and away in the store")
struct SkipsAndAwayStoreTests {
    let today = Day(iso: "2026-11-21")!

    @Test(arguments: [4, 5] as [UInt64])
    func statisticsAgreeWithHistoriesThroughSkipsAndDaysOff(seed: UInt64) async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: seed, today: today, trackersPerMember: 8, days: 60)
        _ = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        let users = try await database.userIDs(of: plan)
        var random = SeededRandom(seed: seed)
        var skips = 0
        for step in 0..<120 {
            let userID = users.randomElement(using: &random)!
            let trackers = try await database.histories(userID: userID)
            guard let tracker = trackers.randomElement(using: &random) else { continue }
            let day = today.adding(days: -Int.random(in: 0..<70, using: &random))
            let action: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                action = "skip \(tracker.id) on \(day)"
                if (try? await database.toggleSkip(trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)) != nil {
                    skips += 1
                }
            case 5..<7 where tracker.target == nil:
                action = "toggle \(tracker.id) on \(day)"
                _ = try? await database.toggleDone(trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 5..<7:
                action = "value for \(tracker.id) on \(day)"
                try? await database.setValue(3, trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 7..<9:
                let last = day.adding(days: Int.random(in: 0..<10, using: &random))
                action = "away \(day)–\(last)"
                _ = try? await database.addAway(userID: userID, first: day, last: last, now: fixedNow)
            default:
                action = "days off of \(userID) removed"
                for range in try await database.awayRanges(userID: userID) { try await database.removeAway(id: range.id, userID: userID) }
            }
            if step % 4 == 0 {
                try await DaySummaryCheck.expectTrue(database, users: users, days: [today, today.adding(days: -20)], "after step \(step): \(action)")
            }
        }
        try await DaySummaryCheck.expectTrue(database, users: users, days: [today, today.adding(days: -9)], "at the end")
        #expect(skips > 10)  // most tries hit an event or an unscheduled day
    }

    @Test func rangesNeverOverlapEvenWrittenDirectly() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        try await database.addAway(userID: anna.id, first: Day(iso: "2026-12-01")!, last: Day(iso: "2026-12-05")!, now: fixedNow)
        await #expect(throws: (any Error).self) {
            try await database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO away (user_id, first_day, last_day, created_at) VALUES (?, '2026-12-05', '2026-12-09', 'x')",
                    arguments: [anna.id])
            }
        }
        await #expect(throws: (any Error).self) {
            try await database.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO away (user_id, first_day, last_day, created_at) VALUES (?, '2026-12-09', '2026-12-08', 'x')",
                    arguments: [anna.id])
            }
        }
        #expect(try await database.awayRanges(userID: anna.id).count == 1)
    }
}
