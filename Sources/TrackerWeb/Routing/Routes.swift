import HTTPTypes
import Hummingbird

/// A route as declared: its method, path pattern, who may call it, its CSRF policy, the most
/// body it reads, its form, and what each path parameter names. `tracker routes` prints these,
/// and the security sweeps read them.
public struct RouteEntry: Sendable, Equatable, Encodable {
    public let method: String
    public let path: String
    public let access: Access
    public let csrf: CSRFPolicy
    /// Bytes; 0 for a page.
    public let bodyLimit: Int
    /// The form type the handler gets, if any.
    public let form: String?
    /// Each `:name` in the path and what it names.
    public let parameters: [String: ParameterKind]
    /// A link to the endpoint, built as pages build theirs, with example parameters.
    let example: String

    enum CodingKeys: String, CodingKey {
        case method, path, access, csrf, bodyLimit, form, parameters
    }
}

/// Registers the declared endpoints on the router and keeps their list, so that tools and the
/// security sweeps enumerate every route without anyone remembering to add it.
///
/// Each endpoint goes into the route group for its policy. The group's middleware reads the
/// body once and checks the CSRF token (`FormMiddleware`); for members' and the owner's routes
/// the group then makes the signed-in context, or sends the visitor to sign in. The handler gets
/// that context, its typed path parameters and its decoded form, and checks none of it itself.
final class Routes {
    let router: Router<AppRequestContext>
    private(set) var entries: [RouteEntry] = []
    private var groups: [String: RouterGroup<AppRequestContext>] = [:]
    /// For the route test: each endpoint answers only with its own name (`X-Endpoint`).
    private let naming: Bool

    init(router: Router<AppRequestContext>, naming: Bool = false) {
        self.router = router
        self.naming = naming
    }

    /// The header a naming router answers with: `POST /trackers/:id/done`.
    static let endpointHeader = HTTPField.Name("X-Endpoint")!

    func add<A, P, F>(
        _ endpoint: Endpoint<A, P, F>,
        use handler: @escaping @Sendable (Request, A.Context, P, F) async throws -> Response
    ) {
        let entry = endpoint.entry
        entries.append(entry)
        if naming {
            router.on(RouterPath(endpoint.pattern), method: endpoint.method) { _, _ in
                Response(status: .ok, headers: [Self.endpointHeader: entry.method + " " + entry.path])
            }
            return
        }
        A.on(group(for: endpoint), RouterPath(endpoint.pattern), method: endpoint.method) { request, context in
            let parameters = try P(context.parameters)
            let form = try FormDecoder.decode(F.self, from: context.form ?? FormBody.empty)
            return try await handler(request, context, parameters, form)
        }
    }

    func add<A, P>(
        _ endpoint: Endpoint<A, P, NoForm>,
        use handler: @escaping @Sendable (Request, A.Context, P) async throws -> Response
    ) {
        add(endpoint) { request, context, parameters, _ in try await handler(request, context, parameters) }
    }

    func add<A, F>(
        _ endpoint: Endpoint<A, NoParameters, F>,
        use handler: @escaping @Sendable (Request, A.Context, F) async throws -> Response
    ) {
        add(endpoint) { request, context, _, form in try await handler(request, context, form) }
    }

    func add<A>(
        _ endpoint: Endpoint<A, NoParameters, NoForm>,
        use handler: @escaping @Sendable (Request, A.Context) async throws -> Response
    ) {
        add(endpoint) { request, context, _, _ in try await handler(request, context) }
    }

    /// The group for an endpoint's policy, made the first time it is asked for.
    private func group<A, P, F>(for endpoint: Endpoint<A, P, F>) -> RouterGroup<AppRequestContext> {
        let middleware = FormMiddleware(csrf: endpoint.csrf, body: endpoint.body, access: A.access)
        if let group = groups[middleware.key] { return group }
        let group = router.group().add(middleware: middleware)
        groups[middleware.key] = group
        return group
    }
}

extension AccessLevel where Context == AppRequestContext {
    /// Routes anyone may call run in the visitor's context.
    static func on(
        _ group: RouterGroup<AppRequestContext>,
        _ path: RouterPath,
        method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Response
    ) {
        group.on(path, method: method, use: handler)
    }
}

extension AccessLevel where Context: ChildRequestContext, Context.ParentContext == AppRequestContext {
    /// Routes for signed-in people run in a context the group makes from the visitor's, which
    /// fails (to sign in, or "not found") for anyone the level does not admit.
    static func on(
        _ group: RouterGroup<AppRequestContext>,
        _ path: RouterPath,
        method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Response
    ) {
        group.group(context: Context.self).on(path, method: method) { request, context in
            try admit(context)
            return try await handler(request, context)
        }
    }
}
