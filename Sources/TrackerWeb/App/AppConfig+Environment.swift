/// The server flags as typed; `nil` means "not given".
public struct ConfigFlags: Sendable {
    public var host: String?
    public var port: Int?
    public var database: String?
    public var templates: String?
    public var locales: String?
    public var publicDirectory: String?
    public var secureCookies = false
    public var metrics = false
    public var publicURL: String?
    public var headerTimeout: Double?
    public var bodyTimeout: Double?
    public var idleTimeout: Double?
    public var maxConnections: Int?
    public var maxConnectionsPerClient: Int?
    public var backupDirectory: String?
    public var backupsKeep: Int?
    public var noBackups = false
    public var trustedProxy: String?
    public var authHeader: String?
    public var writeTimeout: Double?

    public init(
        host: String? = nil,
        port: Int? = nil,
        database: String? = nil,
        templates: String? = nil,
        locales: String? = nil,
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
        noBackups: Bool = false,
        trustedProxy: String? = nil,
        authHeader: String? = nil,
        writeTimeout: Double? = nil
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.templates = templates
        self.locales = locales
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
        self.trustedProxy = trustedProxy
        self.authHeader = authHeader
        self.writeTimeout = writeTimeout
    }
}

/// A setting that could not be understood.
public struct ConfigError: Error, CustomStringConvertible {
    public let description: String
}

extension AppConfig {
    /// The configuration from flags, then `TRACKER_*` environment variables, then defaults:
    /// each setting of `ServerSetting.all` is read in turn.
    public init(flags: ConfigFlags, environment: [String: String]) throws {
        self.init()
        for setting in ServerSetting.all + ServerSetting.testOnly {
            try setting.read(&self, SettingInput(setting: setting, flags: flags, environment: environment))
        }
    }
}
