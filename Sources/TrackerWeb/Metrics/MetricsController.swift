import Hummingbird
import NIOCore

/// `GET /metrics`: the Prometheus text format, when `--metrics` is on and the request comes from
/// this machine (`MetricsAccess`); otherwise "not found", as for any unknown page. It needs no
/// session, sets no cookie and changes nothing.
struct MetricsController: Sendable {
    let services: Services

    /// The text format's content type (Prometheus 0.0.4).
    static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    func addRoutes(to routes: Routes) {
        routes.add(Paths.metrics, use: show)
    }

    /// Every metric's current value.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        guard let metrics = services.metrics, metrics.admits(peer: context.peerAddress) else { throw HTTPError(.notFound) }
        let text = await metrics.exposition(now: services.clock.now())
        var headers = HTTPFields()
        headers[.contentType] = Self.contentType
        headers[.cacheControl] = "no-store"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: text)))
    }
}
