import NIOCore

/// Who may read `/metrics`: a connection from this machine (127.0.0.0/8 or ::1). Everyone else
/// gets "not found", as for an unknown page, so the metrics don't say they exist.
enum MetricsAccess {
    /// Whether a connection whose peer is `peer` may read the metrics under `config`: the
    /// connection's own address, never a forwarded header's, as a header can say anything. (The
    /// trusted proxies of `--trusted-proxy` are to be admitted here too.)
    static func admits(_ config: AppConfig, peer: SocketAddress?) -> Bool {
        guard var address = peer?.ipAddress else { return false }
        if address.hasPrefix("::ffff:") { address.removeFirst("::ffff:".count) }
        return isLoopback(address)
    }

    /// 127.0.0.0/8 or ::1, written as the socket gives them.
    static func isLoopback(_ address: String) -> Bool {
        if address == "::1" { return true }
        let parts = address.split(separator: ".", omittingEmptySubsequences: false)
        return parts.count == 4 && parts.allSatisfy { UInt8($0) != nil } && parts[0] == "127"
    }
}
