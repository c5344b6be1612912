import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// A database written before quotas and limits (v13) keeps its statistics when it moves to v14.
@Suite("Migration to quotas and limits")
struct FrequenciesMigrationTests {
    let today = Day(iso: "2026-11-21")!

    /// Two people with habits on weekdays, measurable ones and events, marked at random over
    /// three months, written with the v13 schema's own columns.
    private func fillAtV13(_ db: Database) throws -> [Int64] {
        var random = SeededRandom(seed: 1331)
        var users: [Int64] = []
        for name in ["anna", "boris"] {
            try db.execute(
                sql: "INSERT INTO user (username, display_name, password_hash, role, time_zone, created_at) VALUES (?, ?, 'hash', ?, 'UTC', ?)",
                arguments: [name, name.capitalized, users.isEmpty ? "owner" : "member", fixedNow]
            )
            let user = db.lastInsertedRowID
            users.append(user)
            try db.execute(
                sql: "INSERT INTO category (user_id, name, name_key, created_at) VALUES (?, 'Health', 'health', ?)",
                arguments: [user, fixedNow]
            )
            let category = db.lastInsertedRowID
            for index in 0..<8 {
                let isEvent = index % 4 == 3
                let target: Double? = index % 3 == 0 ? Double(Int.random(in: 2...8, using: &random)) : nil
                let start = today.adding(days: -Int.random(in: 0...90, using: &random))
                try db.execute(
                    sql: """
                        INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, unit, target, created_at, updated_at)
                        VALUES (?, ?, ?, ?, lower(?), '🙂', '#FD4C49', ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        user, category, isEvent ? "irregular" : "habit", "T\(index)", "T\(index)",
                        isEvent ? 0 : Int.random(in: 1...127, using: &random), start, target == nil ? nil : "glasses", target,
                        fixedNow, fixedNow,
                    ]
                )
                let tracker = db.lastInsertedRowID
                for offset in 0...95 where Double.random(in: 0..<1, using: &random) < 0.7 {
                    let value = target.map { _ in Double(Int.random(in: 1...9, using: &random)) }
                    try db.execute(
                        sql: "INSERT INTO completion (tracker_id, day, value, created_at) VALUES (?, ?, ?, ?)",
                        arguments: [tracker, today.adding(days: -offset), value, fixedNow]
                    )
                }
            }
        }
        return users
    }

    /// The statistics as v13 read them: its kept counts (done and scheduled done) over the
    /// trackers' timings, which had no quotas or limits then.
    private func statisticsAtV13(_ db: Database, userID: Int64, on day: Day) throws -> Statistics {
        let trackers = try Row.fetchAll(db, sql: "SELECT kind, schedule, start_day FROM tracker WHERE user_id = ?", arguments: [userID])
        let timings = trackers.map { row in
            TrackerTiming(kind: TrackerKind(rawValue: row[0])!, schedule: Schedule(mask: row[1]), startDay: Day(iso: row[2] as String)!)
        }
        var sweep = Statistics.Sweep(trackers: timings, today: day)
        for row in try Row.fetchAll(db, sql: "SELECT day, done, scheduled_done FROM day_summary WHERE user_id = ? AND day <= ?", arguments: [userID, day]) {
            sweep.addDay(ordinal: Day(iso: row[0] as String)!.ordinal, done: row[1], scheduledDone: row[2])
        }
        return sweep.statistics
    }

    @Test func theStatisticsStayTheSame() async throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v13-pending-imports")
        let users = try await queue.write { db in try fillAtV13(db) }
        let days = [today, today.adding(days: -30)]
        let (before, keptBefore) = try await queue.read { db in
            var before: [String: Statistics] = [:]
            var kept: [Int64: [String: [Int]]] = [:]
            for user in users {
                for day in days { before["\(user) \(day)"] = try statisticsAtV13(db, userID: user, on: day) }
                let rows = try Row.fetchAll(db, sql: "SELECT day, done, scheduled_done FROM day_summary WHERE user_id = ?", arguments: [user])
                kept[user] = Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as String, [$0[1] as Int, $0[2] as Int, 0]) })
            }
            return (before, kept)
        }

        let database = try AppDatabase(queue)
        for user in users {
            #expect(before["\(user) \(today)"]?.trackersCompleted ?? 0 > 50, "person \(user) has a history to keep")
            #expect(try DaySummaryCheck.kept(database, userID: user) == keptBefore[user], "person \(user)")
            for day in days {
                #expect(try await database.statistics(userID: user, today: day) == before["\(user) \(day)"], "person \(user) on \(day)")
            }
            let histories = try await database.histories(userID: user)
            #expect(histories.allSatisfy { $0.timing.quota == nil && $0.timing.goal == .atLeast && $0.weekStart == .monday })
        }
        try await DaySummaryCheck.expectTrue(database, users: users, days: days, "after migrating")
    }
}
