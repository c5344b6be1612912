import Foundation
import GRDB

extension Migrations {
    /// The schema's side of `TextRule`: stored text is 1 to 1024 bytes (the rule's `byteCap`),
    /// with no NUL, no other C0 control character and no DEL. Until now the CHECKs counted
    /// characters with `length()`, which stops at a NUL and counts combining marks one by one,
    /// so text that the forms accepted could break them. Reminder times are `00:00`–`23:59`.
    /// SQLite can't change a CHECK in place, so the three tables are rebuilt with their data.
    static func checkText(_ db: Database) throws {
        func text(_ column: String) -> String {
            """
            length(CAST(\(column) AS BLOB)) BETWEEN 1 AND 1024 AND instr(CAST(\(column) AS BLOB), X'00') = 0 \
            AND \(column) NOT GLOB '*[' || char(1) || '-' || char(31) || char(127) || ']*'
            """
        }
        try rebuild(
            db,
            table: "user",
            replacing: ["length(display_name) BETWEEN 1 AND 200": text("display_name")]
        )
        try rebuild(db, table: "category", replacing: ["length(name) BETWEEN 1 AND 400": text("name")])
        try rebuild(
            db,
            table: "tracker",
            replacing: [
                "length(name) BETWEEN 1 AND 400": text("name"),
                "length(unit) BETWEEN 1 AND 100": text("unit"),
                "reminder_time GLOB '[0-2][0-9]:[0-5][0-9]'":
                    "reminder_time GLOB '[01][0-9]:[0-5][0-9]' OR reminder_time GLOB '2[0-3]:[0-5][0-9]'",
            ]
        )
    }

    /// Rebuilds `table` from its own `CREATE TABLE` text with some CHECKs replaced, keeping its
    /// rows, indexes and the schema's triggers (SQLite's documented twelve steps; the migrator
    /// turns foreign keys off around it and checks them after).
    static func rebuild(_ db: Database, table: String, replacing: [String: String]) throws {
        guard
            var create = try String.fetchOne(
                db,
                sql: "SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?",
                arguments: [table]
            )
        else { throw DatabaseError(message: "no table \(table) to rebuild") }
        for (old, new) in replacing {
            guard create.contains(old) else { throw DatabaseError(message: "\(table) has no CHECK \(old)") }
            create = create.replacingOccurrences(of: old, with: new)
        }
        // A table renamed by an earlier rebuild reads `CREATE TABLE "user" (`.
        guard let prefix = ["CREATE TABLE \(table) (", "CREATE TABLE \"\(table)\" ("].first(where: create.hasPrefix) else {
            throw DatabaseError(message: "unexpected schema of \(table)")
        }
        create = "CREATE TABLE new_\(table) (" + create.dropFirst(prefix.count)
        let kept = try String.fetchAll(
            db,
            sql: """
                SELECT sql FROM sqlite_master
                WHERE sql IS NOT NULL AND (type = 'trigger' OR (type = 'index' AND tbl_name = ?))
                """,
            arguments: [table]
        )
        let triggers = try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'")
        for trigger in triggers { try db.execute(sql: "DROP TRIGGER \(trigger)") }
        try db.execute(sql: create)
        try db.execute(sql: "INSERT INTO new_\(table) SELECT * FROM \(table)")
        try db.execute(sql: "DROP TABLE \(table)")
        try db.execute(sql: "ALTER TABLE new_\(table) RENAME TO \(table)")
        for statement in kept { try db.execute(sql: statement) }
    }
}
