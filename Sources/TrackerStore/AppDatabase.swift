import CSQLiteSetup
import Foundation
import GRDB

/// The one owner of the database: it migrates on creation and offers methods named for what they do.
/// Every write runs in one transaction.
public struct AppDatabase: Sendable {
    let writer: any DatabaseWriter
    /// Connections of the threads that read in place; nil: every read goes through `writer`.
    private(set) var threadReaders: ThreadReaders?

    /// Wraps a database connection and brings its schema up to date.
    public init(_ writer: any DatabaseWriter) throws {
        self.writer = writer
        try Migrations.migrator.migrate(writer)
    }

    /// This database, with reads made on the calling thread, over a read-only connection of its
    /// own, whenever `inPlace` holds there (the server passes "this is an event loop"). Only for a
    /// database in a file: a private in-memory one has no second connection to open.
    public func readingInPlace(when inPlace: @escaping @Sendable () -> Bool) -> AppDatabase {
        guard let pool = writer as? DatabasePool else { return self }
        var copy = self
        copy.threadReaders = ThreadReaders(path: pool.path, inPlace: inPlace)
        return copy
    }

    /// Opens (or creates) the database file as a WAL pool.
    ///
    /// Durability: `synchronous = FULL`. In WAL mode, NORMAL may lose the last commits on a power
    /// cut or OS crash; FULL syncs the WAL on every commit, so an acknowledged write survives
    /// both. The cost is one fsync per write, which a household's load easily affords.
    public static func open(path: String) throws -> AppDatabase {
        do {
            let pool = try DatabasePool(path: path, configuration: configuration())
            return try AppDatabase(pool)
        } catch let error as DatabaseError {
            throw DatabaseOpenError(reason: error.message ?? error.description)
        }
    }

    /// A fresh private in-memory database, for tests and one-off tools. `onStatement`, if
    /// given, hears every SQL statement run, so tests can count queries.
    public static func inMemory(onStatement: (@Sendable (String) -> Void)? = nil) throws -> AppDatabase {
        var config = configuration()
        if let onStatement {
            config.prepareDatabase { db in db.trace(options: .statement) { onStatement($0.description) } }
        }
        return try AppDatabase(DatabaseQueue(configuration: config))
    }

    static func configuration() -> Configuration {
        _ = sqliteSetUp
        var config = Configuration()
        config.foreignKeysEnabled = true
        config.busyMode = .timeout(5)
        // Memory stays small and bounded: each connection caches at most 1 MiB of pages (the
        // operating system caches the file too), and four readers are plenty for two cores.
        config.maximumReaderCount = 4
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
            try db.execute(sql: "PRAGMA cache_size = -1024")
        }
        return config
    }

    /// SQLite set up once for the process, before its first connection opens: without its count
    /// of allocated memory (which nothing here reads), so its allocations take no lock shared by
    /// every connection; the server's two threads queued on that lock (docs/DECISIONS.md, "One
    /// lock fewer"). Where SQLite already started (a test that opened another database first),
    /// the setting is refused and changes nothing else.
    private static let sqliteSetUp: Void = { _ = tracker_sqlite_skip_memory_statistics() }()

    /// A read in one transaction, so its statements see one state of the database.
    func read<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        if let connection = try threadReaders?.connection() { return try ThreadReaders.read(connection, body) }
        return try await writer.read(body)
    }

    /// A read of one statement. SQLite runs a statement in a snapshot of its own, so it needs no
    /// transaction around it: GRDB's would add a `BEGIN` and a `COMMIT`, compiled anew each
    /// time. For the reads every page makes (the session, the main page).
    func readStatement<T: Sendable>(_ body: @Sendable (Database) throws -> T) async throws -> T {
        if let connection = try threadReaders?.connection() { return try ThreadReaders.readStatement(connection, body) }
        return try await writer.unsafeRead(body)
    }

    /// Reads a pragma's value, so tests and operators can see the settings in force.
    public func pragma(_ name: String) async throws -> String? {
        try await read { db in try String.fetchOne(db, sql: "PRAGMA \(name)") }
    }
}

/// Why the database file could not be opened, in SQLite's words ("file is not a database").
public struct DatabaseOpenError: Error, CustomStringConvertible {
    public let reason: String
    public var description: String { reason }
}

extension AppDatabase {
    /// Writes a consistent copy of the whole database to a new file, while the server keeps running:
    /// SQLite's online backup copies one snapshot, and writes go on meanwhile. The copy is one
    /// self-contained file, synced to the disk when this returns.
    public func backup(to path: String) throws {
        guard !FileManager.default.fileExists(atPath: path) else {
            throw DatabaseOpenError(reason: "\(path) already exists; choose a new file name")
        }
        do {
            var config = Configuration()
            // The copy passes through this connection's page cache: keep it small.
            config.prepareDatabase { db in try db.execute(sql: "PRAGMA cache_size = -256") }
            let copy = try DatabaseQueue(path: path, configuration: config)
            try writer.backup(to: copy)
            // The copy carries the source's WAL mode in its header; a rollback journal makes it
            // one file that opens on its own, even read-only, and leaves no -wal beside it.
            try copy.writeWithoutTransaction { db in try db.execute(sql: "PRAGMA journal_mode = DELETE") }
            try copy.close()
        } catch let error as DatabaseError {
            throw DatabaseOpenError(reason: error.message ?? error.description)
        }
    }
}
