import Foundation

/// Everything the server is told at start, built once by the command line and passed down.
public struct AppConfig: Sendable {
    public var host: String
    public var port: Int
    public var databasePath: String
    public var templatesPath: String
    public var localesPath: String
    public var publicPath: String
    /// bcrypt's work factor: 12 in production; tests lower it to stay fast.
    public var bcryptCost: UInt8
    /// Adds `Secure` to cookies; set it when a TLS proxy sits in front of Tracker.
    public var secureCookies: Bool
    /// The address people reach Tracker at (`https://tracker.home`), for links shown to be
    /// copied, such as invites. Without it, a request's `Host` is used only when it names
    /// this server.
    public var publicURL: PublicURL?
    /// Time limits and connection caps.
    public var connections: ConnectionLimits
    /// How often push reminders are looked for (each check falls on a multiple of it, so at the
    /// start of each minute by default); nil runs no push scheduler (the route tests).
    public var reminderCheck: Duration?
    /// Serves Prometheus metrics at `/metrics` to this machine (`--metrics`); off by default.
    public var metrics = false
    /// Automatic backups while serving; nil takes none (`--no-backups`, and tests unless they
    /// ask for them).
    public var backups: BackupPlan?
    /// Requests a minute one API token may make, in a burst of as many (issue 34).
    public var apiRequestsPerMinute = 60
    /// Proxies whose forwarded client addresses are believed (`--trusted-proxy`); none by default.
    public var trustedProxies = TrustedProxies.none
    /// The header in which a trusted proxy names the member signed in (`--auth-header`).
    public var authHeader: String?

    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        databasePath: String = "./tracker.sqlite",
        templatesPath: String = "./Templates",
        localesPath: String = "./Locales",
        publicPath: String = "./Public",
        bcryptCost: UInt8 = 12,
        secureCookies: Bool = false,
        publicURL: PublicURL? = nil,
        connections: ConnectionLimits = ConnectionLimits(),
        reminderCheck: Duration? = .seconds(60),
        backups: BackupPlan? = nil
    ) {
        self.host = host
        self.port = port
        self.databasePath = databasePath
        self.templatesPath = templatesPath
        self.localesPath = localesPath
        self.publicPath = publicPath
        self.bcryptCost = bcryptCost
        self.secureCookies = secureCookies
        self.publicURL = publicURL
        self.connections = connections
        self.reminderCheck = reminderCheck
        self.backups = backups
    }
}

/// What time it is; tests fix it.
public struct AppClock: Sendable {
    public let now: @Sendable () -> Date

    public init(now: @escaping @Sendable () -> Date) { self.now = now }

    public static let system = AppClock { Date() }
}
