import ArgumentParser
import Foundation
import TrackerWeb

/// The server's flags. Each falls back to an environment variable, then to a built-in default;
/// this is the only place that reads the environment.
struct ServerOptions: ParsableArguments {
    @Option(help: ArgumentHelp(FlagHelp.host)) var host: String?
    @Option(help: ArgumentHelp(FlagHelp.port)) var port: Int?
    @Option(help: ArgumentHelp(FlagHelp.db)) var db: String?
    @Option(help: ArgumentHelp(FlagHelp.templates)) var templates: String?
    @Option(name: .customLong("public"), help: ArgumentHelp(FlagHelp.public)) var publicDirectory: String?
    @Flag(help: ArgumentHelp(FlagHelp.secureCookies)) var secureCookies = false

    /// The configuration from flags, then environment, then defaults.
    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppConfig {
        let flags = ConfigFlags(
            host: host,
            port: port,
            database: db,
            templates: templates,
            publicDirectory: publicDirectory,
            secureCookies: secureCookies
        )
        do {
            return try AppConfig(flags: flags, environment: environment)
        } catch let error as ConfigError {
            throw ValidationError(error.description)
        }
    }
}

/// Only the database flag, for the account commands.
struct DatabaseOption: ParsableArguments {
    @Option(help: ArgumentHelp(FlagHelp.db)) var db: String?

    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppConfig {
        try AppConfig(flags: ConfigFlags(database: db), environment: environment)
    }
}

/// The help of each server flag, written once for the flags and for the top-level help.
enum FlagHelp {
    typealias Entry = (flag: String, what: String, source: String)

    static let hostEntry: Entry = ("--host <host>", "Address to listen on; 0.0.0.0 serves the whole LAN.", "env TRACKER_HOST, default 127.0.0.1")
    static let portEntry: Entry = ("--port <port>", "Port to listen on.", "env TRACKER_PORT, default 8080")
    static let dbEntry: Entry = ("--db <db>", "SQLite database file; created if missing.", "env TRACKER_DB, default ./tracker.sqlite")
    static let templatesEntry: Entry = ("--templates <dir>", "Directory of the page templates.", "env TRACKER_TEMPLATES, default ./Templates")
    static let publicEntry: Entry = ("--public <dir>", "Directory of static files.", "env TRACKER_PUBLIC, default ./Public")
    static let secureEntry: Entry = ("--secure-cookies", "Mark cookies Secure, for a TLS proxy in front.", "env TRACKER_SECURE_COOKIES=1")

    static var host: String { text(hostEntry) }
    static var port: String { text(portEntry) }
    static var db: String { text(dbEntry) }
    static var templates: String { text(templatesEntry) }
    static var `public`: String { text(publicEntry) }
    static var secureCookies: String { text(secureEntry) }

    private static func text(_ entry: Entry) -> String { "\(entry.what) (\(entry.source))" }

    /// Every flag with its help, for `tracker --help`.
    static var summary: String {
        [hostEntry, portEntry, dbEntry, templatesEntry, publicEntry, secureEntry]
            .map { "  \($0.flag.padding(toLength: 20, withPad: " ", startingAt: 0))\($0.what)\n  \(String(repeating: " ", count: 20))(\($0.source))" }
            .joined(separator: "\n")
    }
}
