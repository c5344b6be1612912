import Foundation

/// Automatic backups: where they go, how many are kept, and how often one is taken.
public struct BackupPlan: Sendable, Equatable {
    public var directory: String
    public var keep: Int
    public var interval: Duration

    public init(directory: String, keep: Int = 7, interval: Duration = .seconds(24 * 60 * 60)) {
        self.directory = directory
        self.keep = keep
        self.interval = interval
    }

    /// "every 24 h into ./backups, keeping the newest 7", for the start-up log.
    public var summary: String {
        let seconds = Int(interval.components.seconds)
        let every = seconds % 3600 == 0 ? "\(seconds / 3600) h" : "\(seconds) s"
        return "every \(every) into \(directory), keeping the newest \(keep)"
    }

    /// The folder `backups` beside the database file: `./backups` for `./tracker.sqlite`,
    /// whatever the current directory.
    public static func defaultDirectory(database path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "backups" : (folder as NSString).appendingPathComponent("backups")
    }
}

extension BackupPlan {
    /// The plan from `--no-backups`, `--backup-dir` and `--backups-keep`, then their
    /// environment variables, then the defaults; nil when backups are off.
    init?(flags: ConfigFlags, environment: [String: String], databasePath: String, settings: Settings) throws {
        if flags.noBackups || environment["TRACKER_NO_BACKUPS"] == "1" { return nil }
        let directory = flags.backupDirectory ?? environment["TRACKER_BACKUP_DIR"] ?? ""
        self.init(directory: directory.isEmpty ? Self.defaultDirectory(database: databasePath) : directory)
        keep = try settings.number(flags.backupsKeep, "TRACKER_BACKUPS_KEEP", "the number of backups kept", default: keep, in: 1...10_000)
        // The browser and security suites take a backup every few seconds; people have no need
        // to change it. Names are to the second, so backups can't come closer than that.
        interval = try settings.duration(nil, "TRACKER_BACKUP_INTERVAL_SECONDS", "the backup interval", default: interval)
        guard interval >= .seconds(1) else {
            throw ConfigError(description: "the backup interval must be at least 1 second")
        }
    }
}
