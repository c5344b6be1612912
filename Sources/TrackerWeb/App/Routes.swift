import Hummingbird

/// A route as registered: its method and path pattern (`/trackers/:id/done`).
public struct RouteEntry: Sendable, Equatable, Encodable {
    public let method: String
    public let path: String
}

/// Registers the controllers' routes on the router and keeps the list, so that tools and the
/// security sweeps can enumerate every route without anyone remembering to add it.
final class Routes {
    let router: Router<AppRequestContext>
    private(set) var entries: [RouteEntry] = []

    init(router: Router<AppRequestContext>) { self.router = router }

    typealias Handler = @Sendable (Request, AppRequestContext) async throws -> Response

    /// A page; `HEAD` is answered from the same handler by the router.
    func get(_ path: String, use handler: @escaping Handler) {
        entries.append(RouteEntry(method: "GET", path: path))
        router.get(RouterPath(path), use: handler)
    }

    /// A change, answered with `303 See Other` (or the form again with its errors).
    func post(_ path: String, use handler: @escaping Handler) {
        entries.append(RouteEntry(method: "POST", path: path))
        router.post(RouterPath(path), use: handler)
    }
}
