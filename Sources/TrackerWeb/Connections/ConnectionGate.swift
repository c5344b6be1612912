import Logging
import NIOConcurrencyHelpers
import NIOCore

/// Counts open connections, overall and per client address, for every event loop at once, and
/// says whether one more may open. Each admitted connection is let go exactly once.
final class ConnectionGate: Sendable {
    /// Why a connection was refused.
    enum Refusal: Error, Equatable {
        case overall
        case perClient
    }

    let maxConnections: Int
    let maxConnectionsPerClient: Int
    private let state = NIOLockedValueBox(State())

    /// The counts, and what is needed to warn about refusals at most once a minute.
    private struct State {
        var open = 0
        var openPerClient: [ClientAddress: Int] = [:]
        var refusedSinceWarning = 0
        var lastWarning: NIODeadline?
    }

    init(maxConnections: Int, maxConnectionsPerClient: Int) {
        self.maxConnections = max(1, maxConnections)
        self.maxConnectionsPerClient = max(1, maxConnectionsPerClient)
    }

    /// Counts the connection in, or says why it may not open. A trusted proxy's connections
    /// (`perClient` false) count against the overall cap only: their clients are counted per
    /// request, by the address the proxy names (`ForwardedClientMiddleware`).
    func admit(_ client: ClientAddress, perClient: Bool = true) -> Refusal? {
        state.withLockedValue { state in
            if state.open >= maxConnections { return .overall }
            guard perClient else {
                state.open += 1
                return nil
            }
            let fromClient = state.openPerClient[client, default: 0]
            if fromClient >= maxConnectionsPerClient { return .perClient }
            state.open += 1
            state.openPerClient[client] = fromClient + 1
            return nil
        }
    }

    /// Counts an admitted connection out, once it has closed (`perClient` as it was admitted).
    func release(_ client: ClientAddress, perClient: Bool = true) {
        state.withLockedValue { state in
            state.open -= 1
            guard perClient else { return }
            let fromClient = state.openPerClient[client, default: 1] - 1
            state.openPerClient[client] = fromClient > 0 ? fromClient : nil
        }
    }

    /// Open connections now, overall and from one client.
    func openCount(from client: ClientAddress? = nil) -> Int {
        state.withLockedValue { state in
            client.map { state.openPerClient[$0, default: 0] } ?? state.open
        }
    }

    /// Logs a refusal: each at debug level, and a warning with the count at most once a minute,
    /// so a flood of refused connections can't flood the log too.
    func log(_ refusal: Refusal, client: String, logger: Logger) {
        logger.debug("Connection refused", metadata: ["client": "\(client)", "cap": "\(refusal)"])
        let refused: Int? = state.withLockedValue { state in
            state.refusedSinceWarning += 1
            let now = NIODeadline.now()
            if let last = state.lastWarning, now - last < .minutes(1) { return nil }
            state.lastWarning = now
            defer { state.refusedSinceWarning = 0 }
            return state.refusedSinceWarning
        }
        guard let refused else { return }
        logger.warning(
            "Refusing connections: the server is at its connection cap",
            metadata: [
                "refused": "\(refused)",
                "maxConnections": "\(maxConnections)",
                "maxConnectionsPerClient": "\(maxConnectionsPerClient)",
                "latest": "\(refusal == .overall ? "overall" : "per client")",
            ]
        )
    }
}
