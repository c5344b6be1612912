import Hummingbird
import Logging

/// Behind a trusted proxy, takes the client's address from the proxy's headers
/// (`TrustedProxies.client`) for the sign-in limits and anything else that reads
/// `clientAddress`, and holds each such client to the per-client cap: the proxy's own
/// connections count against the overall cap only, so here at most `maxConnectionsPerClient`
/// requests from one forwarded address are served at once, and one more is answered 429 on a
/// connection then closed (the proxy opens another; the others carry on).
/// A request from any other peer passes untouched, whatever its headers say.
struct ForwardedClientMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let proxies: TrustedProxies
    /// Requests under way per forwarded client.
    let requests: ConnectionGate

    init(proxies: TrustedProxies, maxRequestsPerClient: Int) {
        self.proxies = proxies
        self.requests = ConnectionGate(maxConnections: .max, maxConnectionsPerClient: maxRequestsPerClient)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard let peer = IPAddress(context.peerAddress), proxies.contains(peer) else { return try await next(request, context) }
        let client = ClientAddress(proxies.client(peer: peer, headers: request.headers))
        var context = context
        context.forwardedClient = client
        if let refusal = requests.admit(client) {
            requests.log(refusal, client: client.ip, logger: context.logger)
            // `Connection: close` sends the answer without waiting for a body (`CloseAfterResponseHandler`).
            return Response(status: .tooManyRequests, headers: [.retryAfter: "1", .contentLength: "0", .connection: "close"])
        }
        defer { requests.release(client) }
        return try await next(request, context)
    }
}
