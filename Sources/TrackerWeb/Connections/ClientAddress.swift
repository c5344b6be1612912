import NIOCore

/// The address a connection comes from, without its port: what the per-client cap counts by.
/// An IPv4 address mapped into IPv6 (`::ffff:192.168.1.20`) counts as that IPv4 address;
/// Unix-socket and unknown peers all share one count.
struct ClientAddress: Hashable, Sendable {
    let ip: String

    init(_ address: SocketAddress?) {
        let ip = address?.ipAddress ?? "local"
        if ip.hasPrefix("::ffff:"), ip.contains(".") {
            self.ip = String(ip.dropFirst("::ffff:".count))
        } else {
            self.ip = ip
        }
    }
}
