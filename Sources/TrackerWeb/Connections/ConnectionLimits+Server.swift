import HummingbirdCore
import NIOCore

extension ConnectionLimits {
    /// The HTTP/1 server with these limits, for `Application(router:server:…)`:
    ///
    /// - a connection past `maxConnections` open, or past `maxConnectionsPerClient` from its
    ///   address, is closed as soon as it is accepted (not left queued in the backlog);
    /// - a request's head must arrive within `headerTimeout`, its body within `bodyTimeout`;
    /// - a kept-alive connection idle for `idleTimeout` is closed (Hummingbird's own timer);
    /// - a connection whose client stops reading the response is closed after `writeTimeout`;
    /// - a connection from one of `trustedProxies` counts against `maxConnections` only.
    ///
    /// `additionalChannelHandlers` go where Hummingbird's go, after the read deadlines. Call
    /// `applyingFileDescriptorLimit(logger:)` first so the cap fits the descriptors there are.
    func serverBuilder(
        trustedProxies: TrustedProxies = .none,
        additionalChannelHandlers: @escaping @Sendable () -> [any RemovableChannelHandler] = { [] }
    ) -> HTTPServerBuilder {
        let limits = self
        return HTTPServerBuilder { responder in
            let configuration = HTTP1Channel.Configuration(
                additionalChannelHandlers: [limits.readDeadlineHandler() as any RemovableChannelHandler]
                    + additionalChannelHandlers(),
                idleTimeout: TimeAmount(limits.idleTimeout)
            )
            return LimitedHTTP1Channel(
                http1: HTTP1Channel(responder: responder, configuration: configuration),
                gate: ConnectionGate(
                    maxConnections: limits.maxConnections,
                    maxConnectionsPerClient: limits.maxConnectionsPerClient
                ),
                trustedProxies: trustedProxies,
                writeTimeout: TimeAmount(limits.writeTimeout)
            )
        }
    }

    func readDeadlineHandler() -> ReadDeadlineHandler {
        ReadDeadlineHandler(headerTimeout: TimeAmount(headerTimeout), bodyTimeout: TimeAmount(bodyTimeout))
    }
}
