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
        limitMallocArenas()
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

/// glibc gives busy threads malloc arenas of their own, up to 8 per core. Two are plenty for a
/// household's server on NIO's few threads, and each arena left out is heap that stays mapped
/// while the server idles (about 0.25 MB in the benchmark; docs/DECISIONS.md, Performance).
/// `mallopt` is looked up at run time, as Swift's Glibc module leaves out `malloc.h`;
/// `M_ARENA_MAX` is -8 there.
private func limitMallocArenas() {
    #if canImport(Glibc)
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: MallocOption.self)(-8, 2)
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
