import Foundation
import Logging
import NIOConcurrencyHelpers
import ServiceLifecycle
import Testing
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// A clock that moves only when the service sleeps, so a test goes through days at once.
final class BackupTestClock: Sendable {
    private let state: NIOLockedValueBox<(now: Date, sleeps: [Duration])>

    init(_ start: Date) { state = NIOLockedValueBox((start, [])) }

    var now: Date { state.withLockedValue { $0.now } }
    var sleeps: [Duration] { state.withLockedValue { $0.sleeps } }

    /// Moves the clock on by `duration`; returns how many sleeps there have been.
    func sleep(_ duration: Duration) -> Int {
        state.withLockedValue { state in
            state.sleeps.append(duration)
            state.now += Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            return state.sleeps.count
        }
    }
}

/// Automatic backups on an injected clock: when one is taken, what it is called, how many are
/// kept, that a failure is tried again, and that `--no-backups` runs no service.
@Suite("Automatic backups")
struct BackupSchedulerTests {
    /// 03:00:00 UTC on Wednesday 25 November 2026.
    let start = Date(timeIntervalSince1970: 1_795_575_600)
    let hour: TimeInterval = 60 * 60

    /// A database with Anna in it, and an empty folder for its backups.
    func setUp() async throws -> (AppDatabase, BackupFolder) {
        let database = try AppDatabase.inMemory()
        _ = try await database.createOwner(newUser("anna"), now: fixedNow)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("backups-\(UUID().uuidString)").path
        return (database, BackupFolder(directory: directory, name: BackupName(database: "/srv/tracker.sqlite")))
    }

    func scheduler(_ database: AppDatabase, _ folder: BackupFolder, keep: Int = 7, clock: BackupTestClock? = nil) -> BackupScheduler {
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        return BackupScheduler(
            database: database,
            folder: folder,
            keep: keep,
            interval: .seconds(24 * 60 * 60),
            now: { clock?.now ?? Date() },
            sleep: { _ in },
            logger: logger
        )
    }

    func names(_ folder: BackupFolder) throws -> [String] {
        try folder.backups().map { URL(fileURLWithPath: $0.path).lastPathComponent }
    }

    @Test func theFirstCheckBacksUpAtOnceThenOnceADay() async throws {
        let (database, folder) = try await setUp()
        let backups = scheduler(database, folder)
        let first = await backups.check(at: start)
        #expect(first.written?.path.hasSuffix("/tracker-2026-11-25T030000Z.sqlite") == true)
        #expect(first.failure == nil && first.next == start.addingTimeInterval(24 * hour))
        // A restart an hour later takes none, and waits for the day to be up.
        let restarted = await backups.check(at: start.addingTimeInterval(hour))
        #expect(restarted.written == nil && restarted.next == start.addingTimeInterval(24 * hour))
        let nextDay = await backups.check(at: start.addingTimeInterval(24 * hour + 5))
        #expect(nextDay.written != nil)
        #expect(try names(folder) == ["tracker-2026-11-25T030000Z.sqlite", "tracker-2026-11-26T030005Z.sqlite"])
    }

    @Test func aServerStartedADayAfterItsLastBackupTakesOneAtOnce() async throws {
        let (database, folder) = try await setUp()
        try folder.write(database, at: start.addingTimeInterval(-25 * hour))
        let check = await scheduler(database, folder).check(at: start)
        #expect(check.written?.instant == start)
    }

    @Test func onlyTheNewestAreKept() async throws {
        let (database, folder) = try await setUp()
        let backups = scheduler(database, folder, keep: 3)
        for day in 0..<5 { _ = await backups.check(at: start.addingTimeInterval(Double(day) * 24 * hour)) }
        #expect(
            try names(folder) == [
                "tracker-2026-11-27T030000Z.sqlite", "tracker-2026-11-28T030000Z.sqlite", "tracker-2026-11-29T030000Z.sqlite",
            ]
        )
    }

    @Test func aFailedBackupIsTriedAgainAndTheServiceGoesOn() async throws {
        let (database, folder) = try await setUp()
        // The folder's place is taken by a file, until the second wait.
        #expect(FileManager.default.createFile(atPath: folder.directory, contents: Data()))
        let clock = BackupTestClock(start)
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let service = BackupScheduler(
            database: database,
            folder: folder,
            keep: 7,
            interval: .seconds(24 * 60 * 60),
            now: { clock.now },
            sleep: { duration in
                switch clock.sleep(duration) {
                case 2: try FileManager.default.removeItem(atPath: folder.directory)
                case 3: throw CancellationError()
                default: break
                }
            },
            logger: logger
        )
        try await service.run()
        #expect(clock.sleeps == [.seconds(3600), .seconds(3600), .seconds(24 * 3600)])
        #expect(try names(folder) == ["tracker-2026-11-25T050000Z.sqlite"])
    }

    @Test func aBackupHoldsTheDataAsItWas() async throws {
        let (database, folder) = try await setUp()
        let entry = try #require(await scheduler(database, folder).check(at: start).written)
        _ = try await database.createMember(newUser("boris"), now: fixedNow)
        let copy = try AppDatabase.open(path: entry.path)
        #expect(try await copy.user(username: "anna") != nil)
        #expect(try await copy.user(username: "boris") == nil)
    }

    @Test func theServerRunsTheServiceUnlessBackupsAreOff() async throws {
        let (database, folder) = try await setUp()
        var config = testConfig()
        config.databasePath = "/srv/tracker.sqlite"
        let services = Services(
            config: config,
            database: database,
            renderer: try Renderer(directory: config.templatesPath),
            clock: AppClock { fixedNow }
        )
        let logger = Logger(label: "test")
        #expect(try backgroundServices(config: config, services: services, logger: logger).isEmpty)

        config.backups = BackupPlan(directory: folder.directory, keep: 3)
        let running = try backgroundServices(config: config, services: services, logger: logger).compactMap { $0 as? BackupScheduler }
        #expect(running.count == 1)
        #expect(running.first?.folder.directory == folder.directory && running.first?.folder.name.prefix == "tracker")
        #expect(running.first?.keep == 3 && running.first?.interval == 24 * hour)
        // The folder is made at start; a file in its place stops the start with one line.
        #expect(FileManager.default.fileExists(atPath: folder.directory))
        let file = folder.directory + "/not-a-folder"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        config.backups = BackupPlan(directory: file)
        #expect(throws: StartupError.self) { try backgroundServices(config: config, services: services, logger: logger) }
        #expect(StartupError.backupDirectory(reason: "\(file) is a file, not a directory").description.hasPrefix("cannot keep backups: /"))
    }
}
