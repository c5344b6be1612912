import ArgumentParser
import Foundation
import TrackerStore
import TrackerWeb

/// `tracker restore FILE`: puts a backup in the database's place, once it has checked the file,
/// and only while no server uses the database. The database it replaces is kept beside it.
struct Restore: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Put a backup in place of the database; the server must be stopped.",
        discussion: """
            The file must pass SQLite's integrity check, be a Tracker database, and come from this version of \
            Tracker or an older one (the server brings an older one up to date when it starts). The database it \
            replaces is kept as DB.before-restore-<UTC time>.
            """
    )

    @OptionGroup var database: DatabaseOption
    @Argument(help: "The backup file to restore.") var backup: String

    func run() async throws {
        let path = try database.config().databasePath
        let outcome: DatabaseRestore.Outcome
        do {
            outcome = try DatabaseRestore.restore(from: backup, into: path, at: Date())
        } catch {
            Console.fail(error.description)
        }
        let kept = outcome.kept.map { "; the previous database is kept as \($0)" } ?? ""
        let pending = outcome.check.pending.isEmpty ? "" : "; the server brings it up to date when it next starts"
        print("restored \(path) from \(backup)\(kept)\(pending)")
    }
}
