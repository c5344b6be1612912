import GRDB

/// What a file must be to be restored: whole (`PRAGMA integrity_check` says "ok"), a Tracker
/// database (GRDB's migrations table lists Tracker's first migration, and the core tables are
/// there), and not from a newer Tracker (no migration this build doesn't know). An older one is
/// fine: the server runs the missing migrations when it next starts.
public struct RestoreCheck: Sendable, Equatable {
    /// This build's migrations that the file has not had yet.
    public let pending: [String]

    /// Checks the database file at `path`; errors name it `shown`, the file the person gave.
    public static func check(_ path: String, shown: String) throws(RestoreError) -> RestoreCheck {
        do {
            let queue = try DatabaseQueue(path: path)
            defer { try? queue.close() }
            return try queue.read { db in try check(db, shown: shown) }
        } catch let error as RestoreError {
            throw error
        } catch let error as DatabaseError where error.resultCode == .SQLITE_NOTADB {
            throw .notSQLite(file: shown)
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
            throw .damaged(file: shown, problem: error.message ?? "malformed")
        } catch {
            throw .failed(reason: "cannot read \(shown): \(error)")
        }
    }

    private static func check(_ db: Database, shown: String) throws -> RestoreCheck {
        let problems = try String.fetchAll(db, sql: "PRAGMA integrity_check")
        guard problems == ["ok"] else { throw RestoreError.damaged(file: shown, problem: problems.first ?? "no answer") }
        let tables = try Set(String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'"))
        let migrator = Migrations.migrator
        guard tables.isSuperset(of: ["grdb_migrations", "user", "tracker", "completion"]),
            let first = migrator.migrations.first, try migrator.appliedIdentifiers(db).contains(first)
        else { throw RestoreError.notTracker(file: shown) }
        guard try !migrator.hasBeenSuperseded(db) else {
            let unknown = try migrator.appliedIdentifiers(db).subtracting(migrator.migrations).sorted()
            throw RestoreError.newer(file: shown, unknown: unknown)
        }
        let applied = try migrator.appliedIdentifiers(db)
        return RestoreCheck(pending: migrator.migrations.filter { !applied.contains($0) })
    }
}
