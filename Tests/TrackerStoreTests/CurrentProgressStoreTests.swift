import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// Today's streak and strength as the JSON API reads them (from each tracker's checkpoint and the
/// days since) are always those of the whole history: through marks today and on past days,
/// values, skips, days off, a changed schedule or start, a changed first weekday, and days passing.
@Suite("Current progress from checkpoints")
struct CurrentProgressStoreTests {
    @Test(arguments: [11, 12] as [UInt64])
    func checkpointsNeverDisagreeWithWholeHistories(seed: UInt64) async throws {
        let database = try AppDatabase.inMemory()
        var today = Day(iso: "2026-11-21")!
        let plan = DemoPlan(seed: seed, today: today, trackersPerMember: 8, days: 120)
        _ = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        let users = try await database.userIDs(of: plan)
        var random = SeededRandom(seed: seed)
        var checkpointsUsed = 0
        for step in 0..<90 {
            let userID = users.randomElement(using: &random)!
            let trackers = try await database.boardRows(userID: userID, day: today).map(\.tracker)
            guard let tracker = trackers.randomElement(using: &random) else { continue }
            let day = today.adding(days: -[0, 0, 1, 3, 20, 90].randomElement(using: &random)!)
            let action: String
            switch Int.random(in: 0..<12, using: &random) {
            case 0..<4 where tracker.target == nil:
                action = "toggle \(tracker.id) on \(day.iso)"
                _ = try? await database.toggleDone(trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 0..<4:
                action = "value for \(tracker.id) on \(day.iso)"
                try? await database.setValue(
                    Double(Int.random(in: 0...9, using: &random)), trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 4..<6:
                action = "skip \(tracker.id) on \(day.iso)"
                _ = try? await database.toggleSkip(trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 6:
                action = "away from \(day.iso) of \(userID)"
                _ = try? await database.addAway(userID: userID, first: day, last: day.adding(days: 4), now: fixedNow)
            case 7:
                action = "days off of \(userID) removed"
                for range in try await database.awayRanges(userID: userID) { try await database.removeAway(id: range.id, userID: userID) }
            case 8 where tracker.kind == .habit && tracker.quota == nil:
                let schedule = Int.random(in: 1...127, using: &random)
                action = "schedule of \(tracker.id) changed to \(schedule)"
                try await database.writer.write { db in
                    try db.execute(sql: "UPDATE tracker SET schedule = ? WHERE id = ?", arguments: [schedule, tracker.id])
                }
            case 9:
                action = "first weekday of \(userID) changed"
                try await database.writer.write { db in
                    try db.execute(sql: "UPDATE user SET first_weekday = 6 - first_weekday WHERE id = ?", arguments: [userID])
                }
            case 10:
                today = today.adding(days: [1, 2, 6, 9].randomElement(using: &random)!)
                action = "days passed: today is \(today.iso)"
            default:
                action = "nothing"
            }
            for userID in users {
                let trackers = try await database.boardRows(userID: userID, day: today).map(\.tracker)
                let kept = try await database.writer.read { db in
                    try Int.fetchOne(db, sql: "SELECT count(*) FROM progress_checkpoint JOIN tracker ON tracker.id = tracker_id WHERE user_id = ?", arguments: [userID]) ?? 0
                }
                checkpointsUsed += kept
                let progress = try await database.currentProgress(userID: userID, trackers: trackers, today: today)
                // A day's list asks for some of the member's trackers: the same for those.
                let some = trackers.filter { _ in Bool.random(using: &random) }
                let someProgress = try await database.currentProgress(userID: userID, trackers: some, today: today)
                #expect(some.allSatisfy { someProgress[$0.id] == progress[$0.id] }, "step \(step) (\(action)), some of \(userID)'s trackers")
                let whole = Dictionary(uniqueKeysWithValues: try await database.histories(userID: userID).map { ($0.id, $0) })
                for tracker in trackers {
                    let expected = CurrentProgress(try #require(whole[tracker.id]), today: today)
                    let found = try #require(progress[tracker.id])
                    let label = "step \(step) (\(action)), tracker \(tracker.id) of \(userID)"
                    #expect(found.streak == expected.streak, "\(label)")
                    #expect(abs((found.strength ?? -1) - (expected.strength ?? -1)) < 1e-9, "\(label): \(String(describing: found.strength)) vs \(String(describing: expected.strength))")
                }
            }
        }
        #expect(checkpointsUsed > 500)  // most reads went through a kept checkpoint
    }
}
