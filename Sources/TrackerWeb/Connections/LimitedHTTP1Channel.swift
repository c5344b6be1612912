import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 channel behind the connection caps and with read deadlines. A
/// connection past a cap is closed as soon as it is accepted, before any HTTP handler is set
/// up; an admitted one is counted until its channel closes.
struct LimitedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let http1: HTTP1Channel
    let gate: ConnectionGate
    /// Proxies whose connections count against the overall cap only.
    var trustedProxies = TrustedProxies.none
    /// How long the connection may stay unable to take more of a response.
    var writeTimeout: TimeAmount?

    /// Why a refused connection's setup fails; nothing reports it, the channel is just closed.
    struct Refused: Error {
        let reason: ConnectionGate.Refusal
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let remoteAddress = channel.remoteAddress
        let client = ClientAddress(remoteAddress)
        let perClient = !trustedProxies.contains(remoteAddress)
        if let refusal = gate.admit(client, perClient: perClient) {
            channel.close(promise: nil)
            gate.log(refusal, client: remoteAddress.map(String.init(describing:)) ?? "?", logger: logger)
            return channel.eventLoop.makeFailedFuture(Refused(reason: refusal))
        }
        channel.closeFuture.whenComplete { [gate] _ in gate.release(client, perClient: perClient) }
        let writeTimeout = writeTimeout
        return http1.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let deadlines = try pipeline.handler(type: ReadDeadlineHandler.self)
            deadlines.logger = logger
            try pipeline.addHandler(RequestStartHandler(deadlines: deadlines), position: .first)
            if let writeTimeout { try pipeline.addHandler(WriteTimeoutHandler(timeout: writeTimeout, logger: logger), position: .first) }
            return value
        }.flatMapErrorThrowing { error in
            // A failed setup leaves the accepted channel open and never registered; closing it
            // frees the descriptor and counts the connection out.
            channel.close(promise: nil)
            throw error
        }
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
