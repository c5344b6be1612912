import NIOCore

/// Who a connection or request counts as, for the per-client connection cap and the sign-in
/// limits: an IPv4 address, or an IPv6 address's /64 (one household's or one host's share,
/// which can take new addresses in it at will). An IPv4 address mapped into IPv6
/// (`::ffff:192.168.1.20`) counts as that IPv4 address; Unix-socket and unknown peers all
/// share one count.
struct ClientAddress: Hashable, Sendable {
    /// `192.168.1.20`, `2001:db8:1:2::/64`, or `local`.
    let ip: String

    init(_ address: SocketAddress?) {
        self.init(IPAddress(address))
    }

    init(_ address: IPAddress?) {
        guard let address else {
            ip = "local"
            return
        }
        ip = address.isIPv4 ? address.description : "\(address.masked(to: 64))/64"
    }
}
