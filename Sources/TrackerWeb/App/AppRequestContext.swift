import Hummingbird
import NIOCore
import TrackerCore
import TrackerStore

/// The per-request state: who is signed in, in which language, and the CSRF token forms carry.
public struct AppRequestContext: StylesheetContext {
    public var coreContext: CoreRequestContextStorage
    /// The signed-in person and session, if any.
    public var signedIn: SignedIn?
    /// The interface language for this request.
    public var language: Language = .fallback
    /// The token every POST form must carry: the session's, or the visitor cookie's before sign-in.
    public var csrfToken: String = ""
    /// Whether the browser has already seen the onboarding.
    public var hasSeenOnboarding = false
    /// The stylesheet's address, named for its content (set by the static files' middleware).
    public var stylesheet = Paths.stylesheet
    /// An upload's form (the avatar, a file to import), parsed once by the CSRF middleware (which must read its token).
    var upload: MultipartForm?

    /// The connection the request came on, for the client's address.
    private let channel: any Channel

    public init(source: Source) {
        self.coreContext = .init(source: source)
        self.channel = source.channel
    }

    /// The client's IP address, as the connection caps count it (a proxy's, behind a proxy).
    var clientAddress: String { ClientAddress(channel.remoteAddress).ip }

    /// Forms arrive URL-encoded; a missing field becomes a 400, not a 500.
    public var requestDecoder: URLEncodedFormDecoder { URLEncodedFormDecoder() }

    /// Forms are small; anything larger than this is refused with 413 before it is read.
    public var maxUploadSize: Int { 64 * 1024 }

    /// The signed-in person, or an error that sends the browser to sign in.
    public func requireUser() throws -> User {
        guard let user = signedIn?.user else { throw SignInRequired() }
        return user
    }
}

extension AppRequestContext {
    /// The `:id` in the address; one that is not a number finds nothing (404).
    func recordID() throws -> Int64 {
        guard let id = parameters.get("id", as: Int64.self) else { throw HTTPError(.notFound) }
        return id
    }
}

/// Thrown by pages that need a person; the error middleware answers with a redirect to sign in.
public struct SignInRequired: Error {}
