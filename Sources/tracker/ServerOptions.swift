import ArgumentParser
import Foundation
import TrackerWeb

/// The server's flags. Each falls back to an environment variable, then to a built-in default;
/// this is the only place that reads the environment.
struct ServerOptions: ParsableArguments {
    @Option(help: "Address to listen on; 0.0.0.0 serves the whole LAN. (env TRACKER_HOST, default 127.0.0.1)")
    var host: String?

    @Option(help: "Port to listen on. (env TRACKER_PORT, default 8080)")
    var port: Int?

    @Option(help: "SQLite database file; created if missing. (env TRACKER_DB, default ./tracker.sqlite)")
    var db: String?

    @Option(help: "Directory of the page templates. (env TRACKER_TEMPLATES, default ./Templates)")
    var templates: String?

    @Option(name: .customLong("public"), help: "Directory of static files. (env TRACKER_PUBLIC, default ./Public)")
    var publicDirectory: String?

    @Flag(help: "Mark cookies Secure, for a TLS proxy in front of Tracker. (env TRACKER_SECURE_COOKIES=1)")
    var secureCookies = false

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
    @Option(help: "SQLite database file. (env TRACKER_DB, default ./tracker.sqlite)")
    var db: String?

    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppConfig {
        try AppConfig(flags: ConfigFlags(database: db), environment: environment)
    }
}
