import ArgumentParser
import TrackerStore
import TrackerWeb

/// `tracker backup FILE`: a consistent copy of the database, safe while the server runs.
struct Backup: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Copy the database to a new file, consistently, even while the server runs."
    )

    @OptionGroup var database: DatabaseOption
    @Argument(help: "The new file to write; it must not exist yet.") var destination: String

    func run() async throws {
        let db = Console.openDatabase(try database.config())
        do {
            try db.backup(to: destination)
            print("backed up to \(destination)")
        } catch let error as DatabaseOpenError {
            Console.fail("backup failed: \(error.reason)")
        }
    }
}
