/// The server flags as typed; `nil` means "not given".
public struct ConfigFlags: Sendable {
    public var host: String?
    public var port: Int?
    public var database: String?
    public var templates: String?
    public var publicDirectory: String?
    public var secureCookies = false
    public var publicURL: String?
    public var headerTimeout: Double?
    public var bodyTimeout: Double?
    public var idleTimeout: Double?
    public var maxConnections: Int?
    public var maxConnectionsPerClient: Int?
    public var backupDirectory: String?
    public var backupsKeep: Int?
    public var noBackups = false

    public init(
        host: String? = nil,
        port: Int? = nil,
        database: String? = nil,
        templates: String? = nil,
        publicDirectory: String? = nil,
        secureCookies: Bool = false,
        publicURL: String? = nil,
        headerTimeout: Double? = nil,
        bodyTimeout: Double? = nil,
        idleTimeout: Double? = nil,
        maxConnections: Int? = nil,
        maxConnectionsPerClient: Int? = nil,
        backupDirectory: String? = nil,
        backupsKeep: Int? = nil,
        noBackups: Bool = false
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.templates = templates
        self.publicDirectory = publicDirectory
        self.secureCookies = secureCookies
        self.publicURL = publicURL
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.maxConnectionsPerClient = maxConnectionsPerClient
        self.backupDirectory = backupDirectory
        self.backupsKeep = backupsKeep
        self.noBackups = noBackups
    }
}

/// A setting that could not be understood.
public struct ConfigError: Error, CustomStringConvertible {
    public let description: String
}

extension AppConfig {
    /// The configuration from flags, then `TRACKER_*` environment variables, then defaults.
    public init(flags: ConfigFlags, environment: [String: String]) throws {
        self.init()
        let settings = Settings(environment: environment)
        host = flags.host ?? environment["TRACKER_HOST"] ?? host
        port = try settings.number(flags.port, "TRACKER_PORT", "the port", default: port, in: 0...65535)
        databasePath = flags.database ?? environment["TRACKER_DB"] ?? databasePath
        templatesPath = flags.templates ?? environment["TRACKER_TEMPLATES"] ?? templatesPath
        publicPath = flags.publicDirectory ?? environment["TRACKER_PUBLIC"] ?? publicPath
        secureCookies = flags.secureCookies || environment["TRACKER_SECURE_COOKIES"] == "1"
        if let text = flags.publicURL ?? environment["TRACKER_PUBLIC_URL"], !text.isEmpty {
            guard let url = PublicURL(text) else {
                throw ConfigError(description: "the public URL must look like https://tracker.home, not \(text)")
            }
            publicURL = url
        }
        connections.headerTimeout = try settings.duration(
            flags.headerTimeout,
            "TRACKER_HEADER_TIMEOUT",
            "the header timeout",
            default: connections.headerTimeout
        )
        connections.bodyTimeout = try settings.duration(
            flags.bodyTimeout,
            "TRACKER_BODY_TIMEOUT",
            "the body timeout",
            default: connections.bodyTimeout
        )
        connections.idleTimeout = try settings.duration(
            flags.idleTimeout,
            "TRACKER_IDLE_TIMEOUT",
            "the idle timeout",
            default: connections.idleTimeout
        )
        // Tests check for due reminders every second; people have no need to change it.
        reminderCheck = try settings.duration(nil, "TRACKER_REMINDER_CHECK_SECONDS", "the reminder check", default: .seconds(60))
        connections.maxConnections = try settings.number(
            flags.maxConnections,
            "TRACKER_MAX_CONNECTIONS",
            "the connection cap",
            default: connections.maxConnections,
            in: 1...1_000_000
        )
        connections.maxConnectionsPerClient = try settings.number(
            flags.maxConnectionsPerClient,
            "TRACKER_MAX_CONNECTIONS_PER_CLIENT",
            "the per-client connection cap",
            default: connections.maxConnectionsPerClient,
            in: 1...1_000_000
        )
        backups = try BackupPlan(flags: flags, environment: environment, databasePath: databasePath, settings: settings)
    }
}

/// Reads numbers from a flag or else an environment variable, with one clear error for each.
struct Settings {
    let environment: [String: String]

    func number(
        _ flag: Int?,
        _ variable: String,
        _ what: String,
        default value: Int,
        in range: ClosedRange<Int>
    )
        throws -> Int
    {
        var result = value
        if let flag {
            result = flag
        } else if let text = environment[variable] {
            guard let number = Int(text) else { throw ConfigError(description: "\(variable) is not a number: \(text)") }
            result = number
        }
        guard range.contains(result) else {
            throw ConfigError(description: "\(what) must be \(range.lowerBound)–\(range.upperBound), not \(result)")
        }
        return result
    }

    func duration(_ flag: Double?, _ variable: String, _ what: String, default value: Duration) throws -> Duration {
        var seconds: Double? = flag
        if seconds == nil, let text = environment[variable] {
            guard let number = Double(text) else { throw ConfigError(description: "\(variable) is not a number: \(text)") }
            seconds = number
        }
        guard let seconds else { return value }
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw ConfigError(description: "\(what) must be more than 0 and at most 3600 seconds, not \(seconds)")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
