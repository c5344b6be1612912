import Foundation
import GRDB
import Testing
import TrackerTesting

@testable import TrackerStore

/// `tracker restore`: which files it takes, and that a refused or failed restore leaves the
/// database as it was.
@Suite("Restore")
struct RestoreTests {
    let now = fixedNow

    /// A database file with Anna, its backup, then Boris added to the database only.
    func databaseAndBackup() async throws -> (database: String, backup: String) {
        let path = try temporaryDatabasePath()
        let database = try AppDatabase.open(path: path)
        _ = try await database.createOwner(newUser("anna"), now: now)
        let backup = FileSteps.folder(of: path) + "/backup.sqlite"
        try database.backup(to: backup)
        _ = try await database.createMember(newUser("boris"), now: now)
        return (path, backup)
    }

    func usernames(_ path: String) throws -> [String] {
        let queue = try DatabaseQueue(path: path)
        defer { try? queue.close() }
        return try queue.read { try String.fetchAll($0, sql: "SELECT username FROM user ORDER BY username") }
    }

    func siblings(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: FileSteps.folder(of: path)).sorted()
    }

    /// Refused with `error`, with the database and the files beside it as they were.
    func expectRefused(_ backup: String, into database: String, _ error: RestoreError) throws {
        let before = try siblings(database)
        #expect(throws: error) { try DatabaseRestore.restore(from: backup, into: database, at: now) }
        #expect(try usernames(database) == ["anna", "boris"])
        #expect(try siblings(database).filter { $0 != "test.sqlite.lock" } == before.filter { $0 != "test.sqlite.lock" })
    }

    @Test func aBackupReplacesTheDatabaseWhichIsKept() async throws {
        let (database, backup) = try await databaseAndBackup()
        let outcome = try DatabaseRestore.restore(from: backup, into: database, at: now)
        #expect(try usernames(database) == ["anna"])
        let kept = database + ".before-restore-2026-11-21T100000Z"
        #expect(outcome == DatabaseRestore.Outcome(kept: kept, check: RestoreCheck(pending: [])))
        #expect(try usernames(kept) == ["anna", "boris"])
        // The old database's log was folded into the kept file, and no log is left beside the new one.
        #expect(try siblings(database) == ["backup.sqlite", "test.sqlite", "test.sqlite.before-restore-2026-11-21T100000Z", "test.sqlite.lock"])
        // The restored file opens as the server opens it.
        #expect(try await AppDatabase.open(path: database).user(username: "anna") != nil)
    }

    @Test func theFileOfAStoppedServerCanBeRestored() async throws {
        // Copied with `cp` after the server stopped: its header still says WAL, with no log beside it.
        let (database, _) = try await databaseAndBackup()
        let copied = FileSteps.folder(of: database) + "/copied.sqlite"
        try FileManager.default.copyItem(atPath: database, toPath: copied)
        let target = FileSteps.folder(of: database) + "/new/tracker.sqlite"
        try FileManager.default.createDirectory(atPath: FileSteps.folder(of: target), withIntermediateDirectories: true)
        #expect(try DatabaseRestore.restore(from: copied, into: target, at: now).kept == nil)
        #expect(try usernames(target) == ["anna", "boris"])
        #expect(try siblings(target) == ["tracker.sqlite", "tracker.sqlite.lock"])
        #expect(try siblings(copied).contains("copied.sqlite-wal") == false)
    }

    @Test func aLostDatabaseIsRestoredWithNothingToKeep() async throws {
        let (database, backup) = try await databaseAndBackup()
        for suffix in ["", "-wal", "-shm"] { try FileSteps.remove(database + suffix) }
        let outcome = try DatabaseRestore.restore(from: backup, into: database, at: now)
        #expect(outcome.kept == nil)
        #expect(try usernames(database) == ["anna"])
    }

    @Test func anOlderBackupIsTakenAndMigratedAtTheNextStart() async throws {
        let path = try temporaryDatabasePath()
        let old = FileSteps.folder(of: path) + "/old.sqlite"
        let queue = try DatabaseQueue(path: old)
        try Migrations.migrator.migrate(queue, upTo: "v5-sign-in-limits")
        try queue.close()
        let outcome = try DatabaseRestore.restore(from: old, into: path, at: now)
        #expect(outcome.check.pending == Array(Migrations.migrator.migrations.drop(while: { $0 != "v6-no-data-version" })))
        #expect(try await AppDatabase.open(path: path).hasUsers() == false)
    }

    @Test func aDamagedFileIsRefused() async throws {
        let (database, backup) = try await databaseAndBackup()
        // Garbage over the pages after the first: the header still says SQLite.
        let handle = try #require(FileHandle(forUpdatingAtPath: backup))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: 4096)
        handle.write(Data((0..<Int(size) - 4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }))
        try handle.close()
        #expect(throws: RestoreError.self) { try RestoreCheck.check(backup, shown: backup) }
        do {
            _ = try RestoreCheck.check(backup, shown: backup)
        } catch {
            guard case .damaged = error else {
                Issue.record("\(error)")
                return
            }
        }
        let before = try siblings(database) + ["test.sqlite.lock"]
        #expect(throws: RestoreError.self) { try DatabaseRestore.restore(from: backup, into: database, at: now) }
        #expect(try usernames(database) == ["anna", "boris"] && siblings(database) == before.sorted())
    }

    @Test func aFileThatIsNotSQLiteOrNotTrackerIsRefused() async throws {
        let (database, _) = try await databaseAndBackup()
        let folder = FileSteps.folder(of: database)
        let text = folder + "/notes.txt"
        #expect(FileManager.default.createFile(atPath: text, contents: Data(String(repeating: "not a database\n", count: 400).utf8)))
        try expectRefused(text, into: database, .notSQLite(file: text))

        let other = folder + "/other.sqlite"
        let queue = try DatabaseQueue(path: other)
        try await queue.write { try $0.execute(sql: "CREATE TABLE user (name TEXT); CREATE TABLE grdb_migrations (identifier TEXT)") }
        try queue.close()
        try expectRefused(other, into: database, .notTracker(file: other))
    }

    @Test func aBackupFromANewerTrackerIsRefused() async throws {
        let (database, backup) = try await databaseAndBackup()
        let queue = try DatabaseQueue(path: backup)
        try await queue.write { try $0.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')") }
        try queue.close()
        try expectRefused(backup, into: database, .newer(file: backup, unknown: ["v99-from-the-future"]))
        #expect(
            RestoreError.newer(file: "b.sqlite", unknown: ["v99-from-the-future"]).description
                == "b.sqlite comes from a newer Tracker (migration v99-from-the-future is unknown to this one); update Tracker, then restore"
        )
    }

    @Test func nothingIsRestoredWhileAServerHoldsTheLock() async throws {
        let (database, backup) = try await databaseAndBackup()
        var server = try DatabaseLock.take(database: database)
        #expect(server != nil)
        #expect(try DatabaseLock.take(database: database) == nil)
        try expectRefused(backup, into: database, .inUse(database: database))
        #expect(RestoreError.inUse(database: "t.sqlite").description == "a Tracker server is using t.sqlite; stop it first")
        server = nil
        #expect(try DatabaseRestore.restore(from: backup, into: database, at: now).kept != nil)
        #expect(try usernames(database) == ["anna"])
    }

    @Test func aMissingFileOrTheDatabaseItselfIsRefused() async throws {
        let (database, _) = try await databaseAndBackup()
        try expectRefused(database + ".nope", into: database, .missing(file: database + ".nope"))
        try expectRefused(database, into: database, .isTheDatabase(file: database))
    }
}
