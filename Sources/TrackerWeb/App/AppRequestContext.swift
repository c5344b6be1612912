import Hummingbird
import NIOCore
import TrackerCore
import TrackerStore

/// The per-request state: who is signed in, in which language, and the CSRF token forms carry.
struct AppRequestContext: StylesheetContext, SiteContext {
    var coreContext: CoreRequestContextStorage
    /// The signed-in person and session, if any.
    var signedIn: SignedIn?
    /// The interface language for this request.
    var language: Language = .fallback
    /// The token every POST form must carry: the session's, or the visitor cookie's before sign-in.
    var csrfToken: String = ""
    /// Whether the browser has already seen the onboarding.
    var hasSeenOnboarding = false
    /// The stylesheets' addresses, named for their content (set by the static files' middleware).
    var stylesheets = Stylesheets()
    /// A POST's URL-encoded form, parsed once by the route group's form middleware.
    var form: FormBody?
    /// An upload's form (the avatar, a file to import), parsed once by the form middleware
    /// (which must read its token).
    var upload: MultipartForm?

    /// The connection the request came on, for the client's address.
    private let channel: any Channel

    init(source: Source) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }

    /// The client a trusted proxy named (`ForwardedClientMiddleware`); nil for a direct request.
    var forwardedClient: ClientAddress?
    /// Whether a trusted proxy's `--auth-header` decided who is signed in; the session cookie
    /// alone then decides nothing (`ForwardAuthMiddleware`).
    var signedInByProxy = false

    /// The peer of the connection: the client, or a proxy.
    var peerAddress: SocketAddress? { channel.remoteAddress }

    /// The client's address as the caps and sign-in limits count it: the peer's, or behind a
    /// trusted proxy the one it forwarded (an IPv6 address's /64, see `ClientAddress`).
    var clientAddress: String { (forwardedClient ?? ClientAddress(channel.remoteAddress)).ip }

    /// Bodies are read by the route groups' form middleware, within each endpoint's limit.
    var maxUploadSize: Int { BodyRule.formLimit }
}

/// Thrown by pages that need a person; the error middleware answers with a redirect to sign in.
struct SignInRequired: Error {}
