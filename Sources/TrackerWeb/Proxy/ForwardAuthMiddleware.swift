import HTTPTypes
import Hummingbird
import TrackerCore
import TrackerStore

/// Forward auth (`--auth-header`): a request from a trusted proxy that carries the header is
/// signed in as the member it names, with no password. The header then decides alone: a
/// session cookie of that member is used as it is (so a guardian's switch and the CSRF token
/// carry on); otherwise a session is made for this browser, its cookie set, and any other
/// member's session in the cookie ended. A name that is no member's (a managed profile's
/// internal `profile:…` name included) signs no one in, and the cookie is not read. The same
/// header from any other peer is ignored entirely, as is a trusted request without it, and
/// a request to the API.
struct ForwardAuthMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    let header: HTTPField.Name
    let proxies: TrustedProxies
    let database: AppDatabase
    let clock: AppClock
    let cookies: SiteCookies

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // The API (`/api/`) signs in by token alone and sets no cookies.
        let names = request.headers[values: header]
        guard !names.isEmpty, proxies.contains(context.peerAddress), !request.uri.path.hasPrefix("/api/") else {
            return try await next(request, context)
        }
        var context = context
        context.signedInByProxy = true
        var newToken: String?
        // Two of them would mean a browser's own got past the proxy: no one is signed in.
        if names.count == 1, let user = try await member(named: names[0]) {
            let now = clock.now()
            let cookieToken = request.cookie(SiteCookies.session) ?? ""
            if !cookieToken.isEmpty, let current = try await database.signedIn(token: cookieToken, now: now), current.session.userId == user.id {
                context.signedIn = current
            } else {
                if !cookieToken.isEmpty { try await database.deleteSession(token: cookieToken) }
                let device = DeviceName.of(userAgent: request.headers[.userAgent])
                let (token, _) = try await database.createSession(userID: user.id, device: device, now: now)
                context.signedIn = try await database.signedIn(token: token, now: now)
                newToken = token
            }
        }
        var response = try await next(request, context)
        if let newToken {
            response.setCookie(cookies.make(SiteCookies.session, newToken, maxAge: Int(AppDatabase.sessionLifetime)))
        }
        return response
    }

    /// The member the header names, or nil: account names are lowercase and never hold `:`.
    private func member(named name: String) async throws -> User? {
        let username = name.trimmingWhitespace().lowercased()
        guard !username.isEmpty, !username.contains(":") else { return nil }
        return try await database.user(username: username)
    }
}

/// The proxy's middleware, when the configuration asks for it: forwarded client addresses with
/// `--trusted-proxy`, then the forward-auth sign-in with `--auth-header`. They go just before
/// the visitor middleware, which reads what they set.
func addProxyMiddleware(to router: Router<AppRequestContext>, config: AppConfig, services: Services) {
    guard !config.trustedProxies.isEmpty else { return }
    router.add(
        middleware: ForwardedClientMiddleware(
            proxies: config.trustedProxies,
            maxRequestsPerClient: config.connections.maxConnectionsPerClient
        )
    )
    if let name = config.authHeader.flatMap({ HTTPField.Name($0) }) {
        router.add(
            middleware: ForwardAuthMiddleware(
                header: name,
                proxies: config.trustedProxies,
                database: services.database,
                clock: services.clock,
                cookies: services.cookies
            )
        )
    }
}
