/// The server flags as typed; `nil` means "not given".
public struct ConfigFlags: Sendable {
    public var host: String?
    public var port: Int?
    public var database: String?
    public var templates: String?
    public var publicDirectory: String?
    public var secureCookies = false

    public init(
        host: String? = nil,
        port: Int? = nil,
        database: String? = nil,
        templates: String? = nil,
        publicDirectory: String? = nil,
        secureCookies: Bool = false
    ) {
        self.host = host
        self.port = port
        self.database = database
        self.templates = templates
        self.publicDirectory = publicDirectory
        self.secureCookies = secureCookies
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
        host = flags.host ?? environment["TRACKER_HOST"] ?? host
        if let port = flags.port {
            self.port = port
        } else if let text = environment["TRACKER_PORT"] {
            guard let value = Int(text) else { throw ConfigError(description: "TRACKER_PORT is not a number: \(text)") }
            port = value
        }
        guard (0...65535).contains(port) else { throw ConfigError(description: "the port must be 0–65535, not \(port)") }
        databasePath = flags.database ?? environment["TRACKER_DB"] ?? databasePath
        templatesPath = flags.templates ?? environment["TRACKER_TEMPLATES"] ?? templatesPath
        publicPath = flags.publicDirectory ?? environment["TRACKER_PUBLIC"] ?? publicPath
        secureCookies = flags.secureCookies || environment["TRACKER_SECURE_COOKIES"] == "1"
    }
}
