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
        // Not NSString's deletingLastPathComponent: on Linux it crashed on a one-letter name ("x").
        guard let slash = path.lastIndex(of: "/") else { return "backups" }
        return String(path[..<slash]) + "/backups"
    }
}
