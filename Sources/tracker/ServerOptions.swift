import ArgumentParser
import Foundation
import TrackerWeb

/// The server's flags. Each falls back to an environment variable, then to a built-in default;
/// this is the only place that reads the environment.
struct ServerOptions: ParsableArguments {
    @Option(name: ServerSetting.host.option, help: ServerSetting.host.argumentHelp) var host: String?
    @Option(name: ServerSetting.port.option, help: ServerSetting.port.argumentHelp) var port: Int?
    @Option(name: ServerSetting.db.option, help: ServerSetting.db.argumentHelp) var db: String?
    @Option(name: ServerSetting.templates.option, help: ServerSetting.templates.argumentHelp) var templates: String?
    @Option(name: ServerSetting.locales.option, help: ServerSetting.locales.argumentHelp) var locales: String?
    @Option(name: ServerSetting.publicDirectory.option, help: ServerSetting.publicDirectory.argumentHelp) var publicDirectory: String?
    @Flag(name: ServerSetting.secureCookies.option, help: ServerSetting.secureCookies.argumentHelp) var secureCookies = false
    @Flag(name: ServerSetting.metrics.option, help: ServerSetting.metrics.argumentHelp) var metrics = false
    @Option(name: ServerSetting.publicURL.option, help: ServerSetting.publicURL.argumentHelp) var publicURL: String?
    @Option(name: ServerSetting.headerTimeout.option, help: ServerSetting.headerTimeout.argumentHelp) var headerTimeout: Double?
    @Option(name: ServerSetting.bodyTimeout.option, help: ServerSetting.bodyTimeout.argumentHelp) var bodyTimeout: Double?
    @Option(name: ServerSetting.idleTimeout.option, help: ServerSetting.idleTimeout.argumentHelp) var idleTimeout: Double?
    @Option(name: ServerSetting.maxConnections.option, help: ServerSetting.maxConnections.argumentHelp) var maxConnections: Int?
    @Option(name: ServerSetting.maxConnectionsPerClient.option, help: ServerSetting.maxConnectionsPerClient.argumentHelp)
    var maxConnectionsPerClient: Int?
    @Option(name: ServerSetting.backupDirectory.option, help: ServerSetting.backupDirectory.argumentHelp) var backupDirectory: String?
    @Option(name: ServerSetting.backupsKeep.option, help: ServerSetting.backupsKeep.argumentHelp) var backupsKeep: Int?
    @Flag(name: ServerSetting.noBackups.option, help: ServerSetting.noBackups.argumentHelp) var noBackups = false
    @Option(name: ServerSetting.trustedProxy.option, help: ServerSetting.trustedProxy.argumentHelp) var trustedProxy: String?
    @Option(name: ServerSetting.authHeader.option, help: ServerSetting.authHeader.argumentHelp) var authHeader: String?
    @Option(name: ServerSetting.writeTimeout.option, help: ServerSetting.writeTimeout.argumentHelp) var writeTimeout: Double?

    /// The configuration from flags, then environment, then defaults.
    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppConfig {
        var flags = ConfigFlags(
            host: host,
            port: port,
            database: db,
            templates: templates,
            locales: locales,
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
            noBackups: noBackups,
            trustedProxy: trustedProxy,
            authHeader: authHeader,
            writeTimeout: writeTimeout
        )
        flags.metrics = metrics
        do {
            return try AppConfig(flags: flags, environment: environment)
        } catch let error as ConfigError {
            throw ValidationError(error.description)
        }
    }
}

/// Only the database flag, for the account commands.
struct DatabaseOption: ParsableArguments {
    @Option(name: ServerSetting.db.option, help: ServerSetting.db.argumentHelp) var db: String?

    func config(environment: [String: String] = ProcessInfo.processInfo.environment) throws -> AppConfig {
        try AppConfig(flags: ConfigFlags(database: db), environment: environment)
    }
}

extension ServerSetting {
    /// The flag's name for ArgumentParser: `--port`.
    var option: NameSpecification { .customLong(name ?? environment) }

    /// The flag's help for ArgumentParser.
    var argumentHelp: ArgumentHelp { ArgumentHelp(help) }
}
