import NIOCore

/// Who may read `/metrics`: a connection from this machine (127.0.0.0/8 or ::1) or from one of
/// the trusted proxies of `--trusted-proxy` (a Prometheus scraping through it). Everyone else
/// gets "not found", as for an unknown page, so the metrics don't say they exist.
enum MetricsAccess {
    /// Whether a connection whose peer is `peer` may read the metrics under `config`: the
    /// connection's own address, never a forwarded header's, as a header can say anything.
    static func admits(_ config: AppConfig, peer: SocketAddress?) -> Bool {
        config.trustedProxies.isLoopbackOrTrusted(peer)
    }
}
