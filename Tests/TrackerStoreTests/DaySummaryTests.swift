import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// The day summary the statistics page reads is kept by triggers; after any mix of writes it must
/// hold what a count from the completions gives, and the statistics read from it must be those
/// computed from whole histories.
@Suite("Day summary")
struct DaySummaryTests {
    let today = Day(iso: "2026-11-21")!

    @Test(arguments: [1, 2, 3] as [UInt64])
    func itStaysTrueThroughRandomWrites(seed: UInt64) async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: seed, today: today, trackersPerMember: 8, days: 60)
        _ = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        let users = try await database.userIDs(of: plan)
        var random = SeededRandom(seed: seed)
        try await expectTrue(database, users: users, "as written")
        for step in 0..<160 {
            let userID = users.randomElement(using: &random)!
            let trackers = try await database.histories(userID: userID)
            guard let tracker = trackers.randomElement(using: &random) else { continue }
            let day = today.adding(days: -Int.random(in: 0..<70, using: &random))
            let action: String
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<8 where tracker.target == nil:
                action = "toggle \(tracker.id) on \(day)"
                _ = try? await database.toggleDone(trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 0..<8:
                let value = Bool.random(using: &random) ? nil : Double(Int.random(in: 0...20, using: &random))
                action = "value \(value.map { "\($0)" } ?? "cleared") for \(tracker.id) on \(day)"
                try? await database.setValue(value, trackerID: tracker.id, userID: userID, day: day, today: today, now: fixedNow)
            case 8..<10:
                let mask = Int.random(in: 1...127, using: &random)
                action = "schedule \(mask) for \(tracker.id)"
                try await sql(database, "UPDATE tracker SET schedule = ? WHERE id = ? AND kind = 'habit'", [mask, tracker.id])
            case 10..<12:
                action = "start \(day) for \(tracker.id)"
                try await sql(database, "UPDATE tracker SET start_day = ? WHERE id = ?", [day.iso, tracker.id])
            case 12..<14:
                let target = Double(Int.random(in: 1...15, using: &random))
                action = "target \(target) for \(tracker.id)"
                try await sql(database, "UPDATE tracker SET target = ? WHERE id = ? AND target IS NOT NULL", [target, tracker.id])
            case 14:
                action = "kind of \(tracker.id) switched"
                try await sql(
                    database,
                    """
                    UPDATE tracker SET kind = iif(kind = 'habit', 'irregular', 'habit'),
                        schedule = iif(kind = 'habit', 0, 127) WHERE id = ?
                    """,
                    [tracker.id]
                )
            case 15:
                action = "a mark of \(tracker.id) moved a day on"
                try? await sql(
                    database,
                    "UPDATE completion SET day = date(day, '+1 day') WHERE id = (SELECT min(id) FROM completion WHERE tracker_id = ?)",
                    [tracker.id]
                )
            case 16:
                action = "tracker \(tracker.id) deleted"
                try await database.deleteTracker(id: tracker.id, userID: userID)
            case 17:
                let categories = try await database.categories(userID: userID)
                guard let category = categories.randomElement(using: &random) else { continue }
                action = "category \(category.category.id) deleted with its trackers"
                try await database.deleteCategory(id: category.category.id, userID: userID, moveTo: nil)
            default:
                action = "several marks of \(tracker.id) deleted at once"
                try await sql(database, "DELETE FROM completion WHERE tracker_id = ? AND id % 3 = 0", [tracker.id])
            }
            try await expectTrue(database, users: users, "after step \(step): \(action)")
        }
        try await sql(database, "DELETE FROM user WHERE id = ?", [users[1]])
        try await expectTrue(database, users: users, "after a person was deleted")
        let orphans = try await database.writer.read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM day_summary WHERE user_id NOT IN (SELECT id FROM user)")
        }
        #expect(orphans == 0)
    }

    @Test func aDatabaseFromBeforeTheSummaryGetsItFilledIn() async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: 9, today: today, trackersPerMember: 6, days: 40)
        _ = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        // Back to the schema before the summary, with the data kept; then migrate again.
        try await database.writer.write { db in
            for trigger in ["completion_summed", "completion_unsummed", "completion_resummed", "tracker_unsummed", "tracker_resummed"] {
                try db.execute(sql: "DROP TRIGGER \(trigger)")
            }
            try db.execute(sql: "DROP TABLE day_summary")
            try db.execute(sql: "DELETE FROM grdb_migrations WHERE identifier = 'v7-day-summary'")
        }
        try Migrations.migrator.migrate(database.writer)
        // v14 counts slips too: its part of the summary runs again over the refilled table.
        try await database.writer.write { db in try Migrations.summarizeDaysWithLimits(db) }
        let users = try await database.userIDs(of: plan)
        try await expectTrue(database, users: users, "after migrating")
    }

    private func sql(_ database: AppDatabase, _ sql: String, _ arguments: StatementArguments) async throws {
        try await database.writer.write { db in try db.execute(sql: sql, arguments: arguments) }
    }

    private func expectTrue(_ database: AppDatabase, users: [Int64], _ when: String) async throws {
        try await DaySummaryCheck.expectTrue(database, users: users, days: [today, today.adding(days: -20)], when)
    }
}
