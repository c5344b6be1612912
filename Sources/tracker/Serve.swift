import ArgumentParser
import Foundation
import Hummingbird
import Logging
import TrackerStore
import TrackerWeb

#if canImport(Glibc)
import Glibc
#endif

/// `tracker serve`: runs the web server until SIGINT or SIGTERM, then shuts down gracefully.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Run the web server (the default command).")

    @OptionGroup var options: ServerOptions

    func run() async throws {
        try await Server.run(options: options)
    }
}

/// Starting the server, shared by `tracker` and `tracker serve`.
enum Server {
    static func run(options: ServerOptions) async throws {
        tuneMalloc()
        let config = try options.config()
        let logger = Logger(label: "tracker")
        let app: any ApplicationProtocol
        let lock: DatabaseLock
        do {
            lock = try lockDatabase(config: config)
            let database = try openDatabase(config: config)
            app = try await buildApplication(config: config, database: database, logger: logger)
        } catch let error as StartupError {
            Console.fail(error.description)
        }
        logger.info("Tracker on http://\(config.host):\(config.port) with database \(config.databasePath)")
        if let backups = config.backups {
            logger.info("Backups \(backups.summary)")
        }
        defer { withExtendedLifetime(lock) {} }
        try await runServer(app)
    }
}

/// Two settings of glibc's malloc, for the memory a server holds while it idles
/// (docs/DECISIONS.md, Performance):
/// - busy threads get malloc arenas of their own, up to 8 per core. Two are plenty for a
///   household's server on NIO's few threads, and each arena left out is heap that stays mapped
///   (about 0.25 MB in the benchmark);
/// - a block of 1 MB or more gets a mapping of its own, returned when it is freed, and the heap
///   keeps at most 2 MB free at its top. By default glibc raises that line to the largest block
///   freed: after the static files' gzip compressors (3 MB each, at start), every block up to 3 MB
///   came from the heap, which then kept 6 MB free untrimmed (0.5 MB more resident at idle).
/// `mallopt` is looked up at run time, as Swift's Glibc module leaves out `malloc.h`, whose
/// `M_ARENA_MAX`, `M_MMAP_THRESHOLD` and `M_TRIM_THRESHOLD` are -8, -3 and -1.
private func tuneMalloc() {
    #if canImport(Glibc)
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    let mallopt = unsafeBitCast(symbol, to: MallocOption.self)
    _ = mallopt(-8, 2)
    _ = mallopt(-3, 1 << 20)
    _ = mallopt(-1, 2 << 20)
    #endif
}

/// Messages for the person at the terminal.
enum Console {
    /// Prints one line to standard error and exits with status 1.
    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("tracker: \(message)\n".utf8))
        exit(1)
    }

    /// Opens the database for a command, or stops with one clear line.
    static func openDatabase(_ config: AppConfig) -> AppDatabase {
        do { return try TrackerWeb.openDatabase(config: config) } catch let error as StartupError {
            fail(error.description)
        } catch { fail("\(error)") }
    }
}
