import Foundation
import GRDB
import Testing
import TrackerTesting

@testable import TrackerStore

/// Automatic backups' files: their names, writing one so that a half-written file never counts,
/// and keeping only the newest.
@Suite("Backup folder")
struct BackupFolderTests {
    /// 03:00:00 UTC on Wednesday 25 November 2026.
    let morning = Date(timeIntervalSince1970: 1_795_575_600)
    let day: TimeInterval = 24 * 60 * 60

    func folder() throws -> BackupFolder {
        let database = try temporaryDatabasePath()
        return BackupFolder(directory: FileSteps.folder(of: database) + "/backups", name: BackupName(database: database))
    }

    func files(_ folder: BackupFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.directory).sorted()
    }

    @Test func namesCarryTheDatabaseAndTheUTCSecond() {
        let name = BackupName(database: "./tracker.sqlite")
        #expect(name.fileName(at: morning) == "tracker-2026-11-25T030000Z.sqlite")
        #expect(name.fileName(at: morning.addingTimeInterval(3661.9)) == "tracker-2026-11-25T040101Z.sqlite")
        #expect(BackupName(database: "/srv/home.sqlite").fileName(at: morning) == "home-2026-11-25T030000Z.sqlite")
        #expect(name.instant(of: "tracker-2026-11-25T030000Z.sqlite") == morning)
        for other in [
            "tracker-2026-11-25T030000Z.sqlite.partial", "tracker-2026-11-25T030000Z.sqlite-journal", "home-2026-11-25T030000Z.sqlite",
            "tracker-2026-13-25T030000Z.sqlite", "tracker-2026-11-25T250000Z.sqlite", "tracker-latest.sqlite", "tracker.sqlite",
        ] {
            #expect(name.instant(of: other) == nil, "\(other)")
        }
    }

    @Test func aBackupIsAWholeSelfContainedCopy() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.createOwner(newUser("anna"), now: fixedNow)
        let folder = try folder()
        let entry = try folder.write(database, at: morning)
        #expect(entry.path.hasSuffix("/backups/test-2026-11-25T030000Z.sqlite"))
        #expect(try files(folder) == ["test-2026-11-25T030000Z.sqlite"])
        let permissions = try FileManager.default.attributesOfItem(atPath: folder.directory)[.posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o700)
        let copy = try DatabaseQueue(
            path: entry.path,
            configuration: {
                var c = Configuration()
                c.readonly = true
                return c
            }()
        )
        #expect(try await copy.read { try String.fetchAll($0, sql: "SELECT username FROM user") } == ["anna"])
        #expect(try await copy.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") } == "delete")
        try copy.close()
        #expect(try files(folder) == ["test-2026-11-25T030000Z.sqlite"])
    }

    @Test func anUnfinishedBackupNeverCountsAndIsClearedAway() async throws {
        let database = try AppDatabase.inMemory()
        let folder = try folder()
        try folder.prepare()
        let unfinished = folder.directory + "/test-2026-11-24T030000Z.sqlite.partial"
        #expect(FileManager.default.createFile(atPath: unfinished, contents: Data("half".utf8)))
        #expect(FileManager.default.createFile(atPath: unfinished + "-journal", contents: Data("half".utf8)))
        #expect(try folder.backups().isEmpty)
        try folder.write(database, at: morning)
        #expect(try files(folder) == ["test-2026-11-25T030000Z.sqlite"])
    }

    @Test func writingNeverReplacesABackup() async throws {
        let database = try AppDatabase.inMemory()
        let folder = try folder()
        try folder.write(database, at: morning)
        #expect(throws: BackupError.self) { try folder.write(database, at: morning.addingTimeInterval(0.5)) }
        #expect(try folder.backups().count == 1)
    }

    @Test func pruningRemovesTheOldestAndOnlyBackups() async throws {
        let database = try AppDatabase.inMemory()
        let folder = try folder()
        for days in 0..<5 { try folder.write(database, at: morning.addingTimeInterval(Double(days) * day)) }
        let others = ["notes.txt", "test-latest.sqlite", "home-2026-11-20T030000Z.sqlite"]
        for other in others { _ = FileManager.default.createFile(atPath: folder.directory + "/" + other, contents: Data()) }

        let removed = try folder.prune(keeping: 3)
        #expect(removed.map(\.instant) == [morning, morning.addingTimeInterval(day)])
        #expect(
            try files(folder)
                == (others + ["test-2026-11-27T030000Z.sqlite", "test-2026-11-28T030000Z.sqlite", "test-2026-11-29T030000Z.sqlite"]).sorted()
        )
        #expect(try folder.prune(keeping: 3).isEmpty)
    }

    @Test func aFolderThatIsAFileIsRefused() throws {
        let folder = try folder()
        #expect(FileManager.default.createFile(atPath: folder.directory, contents: Data()))
        #expect(throws: BackupError("\(folder.directory) is a file, not a directory")) { try folder.prepare() }
    }
}
