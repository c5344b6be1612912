import Foundation
import Logging
import NIOPosix
import ServiceLifecycle
import TrackerStore

/// Automatic backups, as a service of the application. A check takes a backup whenever the newest
/// one in the folder is `interval` old, or there is none: so a server started a day after its last
/// backup takes one at once, and then one every interval, across restarts too. After each check
/// only the newest `keep` backups remain. A failed backup is logged and tried again `retry`
/// later; it never stops the server.
struct BackupScheduler: Service {
    /// What one check did, and when the next one is.
    struct Check: Sendable, Equatable {
        var written: BackupFolder.Entry?
        var removed: [BackupFolder.Entry] = []
        var failure: String?
        var next: Date
    }

    let database: AppDatabase
    let folder: BackupFolder
    let keep: Int
    let interval: TimeInterval
    /// How long after a failure the next try is: an hour, or the interval when that is shorter.
    let retry: TimeInterval
    let now: @Sendable () -> Date
    let sleep: @Sendable (Duration) async throws -> Void
    let logger: Logger

    init(
        database: AppDatabase,
        folder: BackupFolder,
        keep: Int,
        interval: Duration,
        now: @escaping @Sendable () -> Date,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        logger: Logger
    ) {
        self.database = database
        self.folder = folder
        self.keep = max(keep, 1)
        let (seconds, attoseconds) = interval.components
        self.interval = max(Double(seconds) + Double(attoseconds) / 1e18, 0.1)
        self.retry = min(self.interval, 60 * 60)
        self.now = now
        self.sleep = sleep
        self.logger = logger
    }

    func run() async throws {
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                let check = await check(at: now())
                let wait = max(check.next.timeIntervalSince(now()), 0.01)
                do { try await sleep(.milliseconds(Int64((wait * 1000).rounded(.up)))) } catch { break }
            }
        }
    }

    /// One check at `instant`, on NIO's thread pool, as it reads and writes files.
    func check(at instant: Date) async -> Check {
        do {
            return try await NIOThreadPool.singleton.runIfActive { checkHere(at: instant) }
        } catch {
            logger.error("backup: could not run: \(error)")
            return Check(failure: "\(error)", next: instant.addingTimeInterval(retry))
        }
    }

    func checkHere(at instant: Date) -> Check {
        var check: Check
        do {
            // A backup dated in the future (the clock was turned back) delays the next by at most an interval.
            try folder.prepare()
            let newest = try folder.backups().last?.instant
            let due = newest.map { min($0, instant).addingTimeInterval(interval) } ?? instant
            if due > instant {
                check = Check(next: due)
            } else {
                let entry = try folder.write(database, at: instant)
                logger.info("backup: wrote \(entry.path)")
                check = Check(written: entry, next: instant.addingTimeInterval(interval))
            }
        } catch {
            logger.error("backup: failed, trying again in \(Int(retry)) s: \(error)")
            check = Check(failure: "\(error)", next: instant.addingTimeInterval(retry))
        }
        do {
            check.removed = try folder.prune(keeping: keep)
            for entry in check.removed { logger.info("backup: removed the old \(entry.path)") }
        } catch {
            logger.error("backup: could not remove old backups: \(error)")
        }
        return check
    }
}
