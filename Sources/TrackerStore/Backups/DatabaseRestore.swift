import Foundation
import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `tracker restore`: puts a backup in the database's place. The backup is copied beside the
/// database and checked there (`RestoreCheck`); the current database is kept as
/// `<database>.before-restore-<UTC time>`, with its write-ahead log folded in; then the copy is
/// renamed into place. Nothing happens while a server holds the database's lock, and a failure
/// at any step leaves the database as it was.
public enum DatabaseRestore {
    /// What a restore did.
    public struct Outcome: Sendable, Equatable {
        /// Where the database that was replaced now is; nil when there was none.
        public let kept: String?
        public let check: RestoreCheck
    }

    public static func restore(from backup: String, into database: String, at instant: Date) throws(RestoreError) -> Outcome {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: backup, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw .missing(file: backup)
        }
        guard !sameFile(backup, database) else { throw .isTheDatabase(file: backup) }
        if let size = fileSize(backup + "-wal"), size > 0 { throw .hasLog(file: backup) }
        let folder = FileSteps.folder(of: database)
        guard FileSteps.isDirectory(folder) else { throw .failed(reason: "the directory \(folder) does not exist") }
        let lock: DatabaseLock?
        do { lock = try DatabaseLock.take(database: database) } catch { throw .failed(reason: error.description) }
        guard let lock else { throw .inUse(database: database) }
        defer { withExtendedLifetime(lock) {} }

        let staging = database + ".restoring"
        do {
            try removeFiles(of: staging)
            try FileManager.default.copyItem(atPath: backup, toPath: staging)
        } catch {
            try? removeFiles(of: staging)
            throw .failed(reason: "cannot copy \(backup) beside \(database): \(error.localizedDescription)")
        }
        do {
            let check = try RestoreCheck.check(staging, shown: backup)
            try standAlone(staging)
            let kept = try keepCurrent(database, at: instant)
            do {
                try FileSteps.move(staging, to: database)
                try FileSteps.sync(folder)
            } catch {
                if let kept { putBack(kept, as: database) }
                throw error
            }
            return Outcome(kept: kept, check: check)
        } catch {
            try? removeFiles(of: staging)
            if let error = error as? RestoreError { throw error }
            throw .failed(reason: "\(error)")
        }
    }

    /// Moves the current database aside, under a name with `instant`, after folding its
    /// write-ahead log into it. A log that could not be folded in (a damaged file) goes with it
    /// under the matching name, so nothing is lost and no stale log is left to meet the
    /// restored file. The shared-memory index is only a cache of the log, and is removed.
    private static func keepCurrent(_ database: String, at instant: Date) throws -> String? {
        let kept = "\(database).before-restore-\(BackupName.stamp(instant))"
        let companions = ["-wal", "-journal"]
        for suffix in [""] + companions where FileSteps.exists(kept + suffix) {
            throw BackupError("\(kept + suffix) already exists; try again in a second")
        }
        let existed = FileSteps.exists(database)
        if existed { try? checkpoint(database) }
        do {
            for suffix in [""] + companions where FileSteps.exists(database + suffix) {
                try FileSteps.move(database + suffix, to: kept + suffix)
            }
            try FileSteps.remove(database + "-shm")
        } catch {
            putBack(kept, as: database)
            throw error
        }
        return existed ? kept : nil
    }

    /// Undoes `keepCurrent` when a later step failed.
    private static func putBack(_ kept: String, as database: String) {
        for suffix in ["", "-wal", "-journal"] where FileSteps.exists(kept + suffix) {
            try? FileSteps.move(kept + suffix, to: database + suffix)
        }
    }

    /// Folds the database's write-ahead log into the file; SQLite removes the log when the
    /// last connection closes.
    private static func checkpoint(_ database: String) throws {
        let queue = try DatabaseQueue(path: database)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA wal_checkpoint(TRUNCATE)") }
        try queue.close()
    }

    /// Gives the copy a rollback journal, so it is one file with no log beside it, synced to
    /// the disk; the server turns WAL back on when it opens it.
    private static func standAlone(_ path: String) throws {
        let queue = try DatabaseQueue(path: path)
        try queue.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
        try queue.close()
        try FileSteps.sync(path)
    }

    private static func removeFiles(of path: String) throws {
        for suffix in ["", "-wal", "-shm", "-journal"] { try FileSteps.remove(path + suffix) }
    }

    private static func fileSize(_ path: String) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int
    }

    private static func sameFile(_ one: String, _ other: String) -> Bool {
        var first = stat()
        var second = stat()
        guard stat(one, &first) == 0, stat(other, &second) == 0 else { return false }
        return first.st_dev == second.st_dev && first.st_ino == second.st_ino
    }
}
