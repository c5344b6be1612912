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
    @Option(name: .customLong("public-url"), help: ArgumentHelp(FlagHelp.publicURL)) var publicURL: String?
    @Option(help: ArgumentHelp(FlagHelp.headerTimeout)) var headerTimeout: Double?
    @Option(help: ArgumentHelp(FlagHelp.bodyTimeout)) var bodyTimeout: Double?
    @Option(help: ArgumentHelp(FlagHelp.idleTimeout)) var idleTimeout: Double?
    @Option(help: ArgumentHelp(FlagHelp.maxConnections)) var maxConnections: Int?
    @Option(help: ArgumentHelp(FlagHelp.maxConnectionsPerClient)) var maxConnectionsPerClient: Int?
    @Option(name: .customLong("backup-dir"), help: ArgumentHelp(FlagHelp.backupDirectory)) var backupDirectory: String?
    @Option(help: ArgumentHelp(FlagHelp.backupsKeep)) var backupsKeep: Int?
    @Flag(help: ArgumentHelp(FlagHelp.noBackups)) var noBackups = false

    /// The configuration from flags, then environment, then defaults.
    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppConfig {
        let flags = ConfigFlags(
            host: host,
            port: port,
            database: db,
            templates: templates,
            publicDirectory: publicDirectory,
            secureCookies: secureCookies,
            publicURL: publicURL,
            headerTimeout: headerTimeout,
            bodyTimeout: bodyTimeout,
            idleTimeout: idleTimeout,
            maxConnections: maxConnections,
            maxConnectionsPerClient: maxConnectionsPerClient,
            backupDirectory: backupDirectory,
            backupsKeep: backupsKeep,
            noBackups: noBackups
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

    static let publicURLEntry: Entry = ("--public-url <url>", "Address people use, for invite links.", "env TRACKER_PUBLIC_URL, default none")
    static let headerEntry: Entry = (
        "--header-timeout <s>", "Seconds a client has to send a request's headers.", "env TRACKER_HEADER_TIMEOUT, default 10"
    )
    static let bodyEntry: Entry = ("--body-timeout <s>", "Seconds a client has to send a request's body.", "env TRACKER_BODY_TIMEOUT, default 30")
    static let idleEntry: Entry = ("--idle-timeout <s>", "Seconds an idle keep-alive connection stays open.", "env TRACKER_IDLE_TIMEOUT, default 60")
    static let maxEntry: Entry = ("--max-connections <n>", "Open connections at most, overall.", "env TRACKER_MAX_CONNECTIONS, default 512")
    static let perClientEntry: Entry = (
        "--max-connections-per-client <n>", "Open connections at most from one address.", "env TRACKER_MAX_CONNECTIONS_PER_CLIENT, default 64"
    )
    static let backupDirectoryEntry: Entry = (
        "--backup-dir <dir>", "Directory of the daily backups.", "env TRACKER_BACKUP_DIR, default backups beside the database"
    )
    static let backupsKeepEntry: Entry = (
        "--backups-keep <n>", "How many backups to keep; older ones are removed.", "env TRACKER_BACKUPS_KEEP, default 7"
    )
    static let noBackupsEntry: Entry = ("--no-backups", "Take no automatic backups.", "env TRACKER_NO_BACKUPS=1")

    static var host: String { text(hostEntry) }
    static var port: String { text(portEntry) }
    static var db: String { text(dbEntry) }
    static var templates: String { text(templatesEntry) }
    static var `public`: String { text(publicEntry) }
    static var secureCookies: String { text(secureEntry) }
    static var publicURL: String { text(publicURLEntry) }
    static var headerTimeout: String { text(headerEntry) }
    static var bodyTimeout: String { text(bodyEntry) }
    static var idleTimeout: String { text(idleEntry) }
    static var maxConnections: String { text(maxEntry) }
    static var maxConnectionsPerClient: String { text(perClientEntry) }
    static var backupDirectory: String { text(backupDirectoryEntry) }
    static var backupsKeep: String { text(backupsKeepEntry) }
    static var noBackups: String { text(noBackupsEntry) }

    private static func text(_ entry: Entry) -> String { "\(entry.what) (\(entry.source))" }

    /// Every flag with its help, for `tracker --help`.
    static var summary: String {
        [
            hostEntry, portEntry, dbEntry, templatesEntry, publicEntry, secureEntry, publicURLEntry, headerEntry,
            bodyEntry, idleEntry, maxEntry, perClientEntry, backupDirectoryEntry, backupsKeepEntry, noBackupsEntry,
        ]
        .map { "  \($0.flag.padding(toLength: 34, withPad: " ", startingAt: 0))\($0.what)\n  \(String(repeating: " ", count: 34))(\($0.source))" }
        .joined(separator: "\n")
    }
}
