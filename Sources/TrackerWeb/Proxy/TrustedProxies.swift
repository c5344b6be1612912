import HTTPTypes
import NIOCore

/// The proxies whose word Tracker takes about who is asking (`--trusted-proxy`): only a
/// connection from one of these ranges may name its client in `X-Forwarded-For` or
/// `Forwarded`, or sign a member in with `--auth-header`. Empty, as by default, trusts no one.
public struct TrustedProxies: Sendable, Equatable {
    public let ranges: [IPRange]

    public static let none = TrustedProxies(ranges: [])

    public init(ranges: [IPRange]) { self.ranges = ranges }

    /// Reads a list of ranges separated by commas or spaces (`127.0.0.1/32, fd00::/8`); throws
    /// a clear error naming the first that is not a range.
    public init(parsing list: String) throws {
        var ranges: [IPRange] = []
        for item in list.split(whereSeparator: { $0 == "," || $0 == " " || $0 == "\t" }) {
            guard let range = IPRange(item) else {
                throw ConfigError(
                    description: "a trusted proxy must be an address or a range such as 192.168.1.0/24 or fd00::/8, not \(item)"
                )
            }
            ranges.append(range)
        }
        self.init(ranges: ranges)
    }

    public var isEmpty: Bool { ranges.isEmpty }

    /// Whether the address is one of the trusted proxies.
    public func contains(_ address: IPAddress) -> Bool {
        ranges.contains { $0.contains(address) }
    }

    /// Whether a connection's peer is one of the trusted proxies (a Unix socket's is not).
    public func contains(_ address: SocketAddress?) -> Bool {
        guard let address = IPAddress(address) else { return false }
        return contains(address)
    }

    /// Whether a connection's peer is on this machine (loopback) or a trusted proxy: who may
    /// read what is kept from everyone else, such as `/metrics`.
    public func isLoopbackOrTrusted(_ address: SocketAddress?) -> Bool {
        guard let address = IPAddress(address) else { return false }
        return address.isLoopback || contains(address)
    }

    /// The client a request speaks for. From an untrusted peer that is the peer, whatever its
    /// headers say. From a trusted proxy it is the right-most address of `X-Forwarded-For`
    /// (or, when there is none, of `Forwarded`'s `for=`) that is not itself a trusted proxy:
    /// entries to its left were written by whoever the proxy heard from, and may be made up.
    /// A chain of trusted proxies only gives its left-most address; an entry that is not an
    /// address ends the chain at the proxy that wrote it.
    public func client(peer: IPAddress?, headers: HTTPFields) -> IPAddress? {
        guard let peer, contains(peer) else { return peer }
        var chain = ForwardedHeaders.xForwardedFor(headers[values: ForwardedHeaders.xForwardedForName])
        if chain.isEmpty { chain = ForwardedHeaders.forwardedFor(headers[values: .forwarded]) }
        var nearest = peer
        for entry in chain.reversed() {
            guard let address = entry else { return nearest }
            if !contains(address) { return address }
            nearest = address
        }
        return nearest
    }
}

extension IPAddress {
    /// A socket's address, when it is an IP one.
    public init?(_ address: SocketAddress?) {
        guard let text = address?.ipAddress, let parsed = IPAddress(text) else { return nil }
        self = parsed
    }
}

extension HTTPField.Name {
    /// RFC 7239's `Forwarded`.
    static let forwarded = HTTPField.Name("Forwarded")!
}
