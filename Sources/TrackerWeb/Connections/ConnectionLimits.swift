/// How long the server waits for a client and how many connections it keeps, so that slow or
/// many clients can't use up the server. Each value has a flag; see docs/SECURITY.md.
public struct ConnectionLimits: Sendable, Equatable {
    /// Time allowed for a request's headers: from the connection's start, and on a kept-alive
    /// connection from the next request's first byte (until then the idle timeout applies, as
    /// in Go and nginx).
    public var headerTimeout: Duration
    /// Time allowed to receive a request's whole body once its headers are in.
    public var bodyTimeout: Duration
    /// Time a keep-alive connection may sit idle between requests.
    public var idleTimeout: Duration
    /// Open connections at most, overall; past it a new connection is closed at once.
    public var maxConnections: Int
    /// Open connections at most from one client address.
    public var maxConnectionsPerClient: Int
    /// Time a connection may stay unable to take more of a response (its client not reading)
    /// before it is closed.
    public var writeTimeout: Duration

    public init(
        headerTimeout: Duration = .seconds(10),
        bodyTimeout: Duration = .seconds(30),
        idleTimeout: Duration = .seconds(60),
        maxConnections: Int = 512,
        maxConnectionsPerClient: Int = 64,
        writeTimeout: Duration = .seconds(30)
    ) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.maxConnectionsPerClient = maxConnectionsPerClient
        self.writeTimeout = writeTimeout
    }
}
