import Foundation
import GRDB
import Testing
import TrackerTesting

@testable import TrackerStore

/// Adds a category "Health" for the person and returns its id.
private func insertCategory(_ db: Database, userID: Int64) throws -> Int64 {
    try db.execute(
        sql: "INSERT INTO category (user_id, name, name_key, created_at) VALUES (?, 'Health', 'health', ?)",
        arguments: [userID, fixedNow]
    )
    return db.lastInsertedRowID
}

@Suite("Schema and settings")
struct SchemaTests {
    @Test func fileDatabaseUsesWALFullSyncAndForeignKeys() async throws {
        let database = try AppDatabase.open(path: try temporaryDatabasePath())
        #expect(try await database.pragma("journal_mode") == "wal")
        #expect(try await database.pragma("synchronous") == "2")  // FULL
        #expect(try await database.pragma("foreign_keys") == "1")
        #expect(try await database.pragma("cache_size") == "-1024")  // 1 MiB a connection
    }

    @Test func everyTableIsStrict() async throws {
        let database = try AppDatabase.inMemory()
        let tables = try database.writer.read { db in
            try Row.fetchAll(db, sql: "PRAGMA table_list").filter { ($0["schema"] as String) == "main" }
                .filter { !($0["name"] as String).hasPrefix("sqlite_") && ($0["name"] as String) != "grdb_migrations" }
        }
        let names = Set(tables.map { $0["name"] as String })
        #expect(
            names == [
                "user", "avatar", "session", "sign_in_limit", "known_device", "invite", "category", "tracker", "completion",
                "follow", "day_summary", "password_reset", "push_target", "reminder_delivery", "server_key", "pending_import",
                "note",
                "skip", "away",
                "chore_member", "chore_reminder",
                "managed_profile", "guardian", "device_link",
                "api_token", "progress_checkpoint",
            ]
        )
        for table in tables {
            #expect((table["strict"] as Int) == 1, "\(table["name"] as String) is not STRICT")
        }
    }

    /// Records decode rows by position, so `SELECT *` must give their columns in their order.
    @Test func tablesGiveTheirColumnsInTheOrderRecordsReadThem() async throws {
        let database = try AppDatabase.inMemory()
        for (table, columns) in [("tracker", Tracker.columns), ("user", User.columns), ("session", Session.columns), ("api_token", APIToken.columns)] {
            let names = try await database.writer.read { db in try db.columns(in: table).map(\.name) }
            #expect(Array(names.prefix(columns.count)) == columns, "\(table)")
        }
    }

    @Test func aDatabaseFromBeforeTheKeptCountsGetsThemRight() throws {
        // A file written by the first release: a habit marked twice, a measurable tracker with
        // one value under its target and one at it.
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v1-foundation")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO user (username, display_name, password_hash, role, time_zone, created_at)
                    VALUES ('anna', 'Anna', 'hash', 'owner', 'UTC', ?)
                    """,
                arguments: [fixedNow]
            )
            let anna = db.lastInsertedRowID
            let category = try insertCategory(db, userID: anna)
            for (name, target) in [("Run", nil), ("Water", 8.0)] as [(String, Double?)] {
                try db.execute(
                    sql: """
                        INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, unit, target, created_at, updated_at)
                        VALUES (?, ?, 'habit', ?, lower(?), '🙂', '#FD4C49', 127, '2026-11-01', ?, ?, ?, ?)
                        """,
                    arguments: [anna, category, name, name, target == nil ? nil : "glasses", target, fixedNow, fixedNow]
                )
                let tracker = db.lastInsertedRowID
                for (day, value) in [("2026-11-20", 3.0), ("2026-11-21", 8.0)] {
                    try db.execute(
                        sql: "INSERT INTO completion (tracker_id, day, value, created_at) VALUES (?, ?, ?, ?)",
                        arguments: [tracker, day, target == nil ? nil : value, fixedNow]
                    )
                }
            }
        }
        try Migrations.migrator.migrate(queue)
        let counts = try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT name, done_days FROM tracker ORDER BY name").map { "\($0["name"] as String) \($0["done_days"] as Int)" }
        }
        #expect(counts == ["Run 2", "Water 1"])
        // Nothing reads a data version any more: its column and its triggers are gone.
        let (columns, triggers) = try queue.read { db in
            (
                try db.columns(in: "user").map(\.name),
                try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'")
            )
        }
        #expect(!columns.contains("data_version"))
        #expect(!triggers.isEmpty && !triggers.contains { $0.hasSuffix("_versioned") })
    }

    @Test func aTrackerCannotUseAnotherPersonsCategory() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        try await database.writer.write { db in
            let category = try insertCategory(db, userID: anna.id)
            #expect(throws: DatabaseError.self) {
                try db.execute(
                    sql: """
                        INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, created_at, updated_at)
                        VALUES (?, ?, 'habit', 'Run', 'run', '🙂', '#FD4C49', 1, '2026-11-21', ?, ?)
                        """,
                    arguments: [boris.id, category, fixedNow, fixedNow]
                )
            }
        }
    }

    @Test func oneCompletionPerTrackerAndDayAndHistoryGoesWithTheTracker() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        try await database.writer.write { db in
            let category = try insertCategory(db, userID: anna.id)
            try db.execute(
                sql: """
                    INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, unit, target, created_at, updated_at)
                    VALUES (?, ?, 'habit', 'Water', 'water', '🙂', '#FD4C49', 127, '2026-11-21', 'glasses', 8, ?, ?)
                    """,
                arguments: [anna.id, category, fixedNow, fixedNow]
            )
            let tracker = db.lastInsertedRowID
            try db.execute(
                sql: "INSERT INTO completion (tracker_id, day, value, created_at) VALUES (?, '2026-11-21', 3, ?)",
                arguments: [tracker, fixedNow]
            )
            #expect(throws: DatabaseError.self) {
                try db.execute(
                    sql: "INSERT INTO completion (tracker_id, day, created_at) VALUES (?, '2026-11-21', ?)",
                    arguments: [tracker, fixedNow]
                )
            }
            #expect(throws: DatabaseError.self) {
                try db.execute(
                    sql: "INSERT INTO completion (tracker_id, day, created_at) VALUES (?, '21.11.2026', ?)",
                    arguments: [tracker, fixedNow]
                )
            }
            try db.execute(sql: "DELETE FROM tracker WHERE id = ?", arguments: [tracker])
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM completion") == 0)
        }
    }

    @Test func aHabitNeedsAWeekdayAndAnEventHasNone() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        try await database.writer.write { db in
            let category = try insertCategory(db, userID: anna.id)
            let insert = """
                INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, created_at, updated_at)
                VALUES (?, ?, ?, 'Run', 'run', '🙂', '#FD4C49', ?, '2026-11-21', ?, ?)
                """
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: insert, arguments: [anna.id, category, "habit", 0, fixedNow, fixedNow])
            }
            #expect(throws: DatabaseError.self) {
                try db.execute(sql: insert, arguments: [anna.id, category, "irregular", 5, fixedNow, fixedNow])
            }
            try db.execute(sql: insert, arguments: [anna.id, category, "irregular", 0, fixedNow, fixedNow])
        }
    }

    @Test func aBrokenFileIsRefusedWithSQLitesReason() throws {
        let path = try temporaryDatabasePath()
        try Data(repeating: 0x41, count: 4096).write(to: URL(fileURLWithPath: path))
        #expect(throws: DatabaseOpenError.self) { try AppDatabase.open(path: path) }
    }
}

@Suite("Backup")
struct BackupTests {
    @Test func aBackupIsAWorkingCopyAndNeverOverwrites() async throws {
        let database = try AppDatabase.open(path: try temporaryDatabasePath())
        _ = try await database.createOwner(newUser("anna"), now: fixedNow)
        let target = try temporaryDatabasePath()
        try database.backup(to: target)
        let copy = try AppDatabase.open(path: target)
        #expect(try await copy.user(username: "anna")?.role == .owner)
        #expect(throws: DatabaseOpenError.self) { try database.backup(to: target) }
    }
}

@Suite("Stored instants")
struct DatabaseTimeTests {
    @Test(arguments: [0.0, 1.5, 59.999, 86_399.9995, 1_795_305_600.123, 1_795_305_600.9999, -1.25, -86_400.0, 253_402_300_799.0])
    func theTextIsGRDBsOwn(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        #expect(date.databaseText == (date.databaseValue.storage.value as? String))
        // Read back, it is the instant GRDB reads from the same text (to the microsecond), and
        // it writes the same text again.
        let read = try #require(Date(databaseText: date.databaseText))
        let grdb = try #require(Date.fromDatabaseValue(date.databaseValue))
        #expect(abs(read.timeIntervalSince(grdb)) < 0.000_001)
        #expect(read.databaseText == date.databaseText)
    }

    @Test func boundTimesCompareWithStoredOnes() throws {
        let queue = try DatabaseQueue()
        let now = Date(timeIntervalSince1970: 1_795_305_600.5)
        let later = try queue.read { db in
            try Bool.fetchOne(db, sql: "SELECT ? > ?", arguments: [now.addingTimeInterval(0.001).databaseText, now])
        }
        #expect(later == true)
    }
}
