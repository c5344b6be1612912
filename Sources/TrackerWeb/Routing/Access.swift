import Hummingbird
import TrackerCore
import TrackerStore

/// Who may call an endpoint. Printed by `tracker routes`, and read by the security sweeps.
public enum Access: String, Sendable, Encodable, CaseIterable {
    /// No session is asked for: the health check, and links whose address is the permission
    /// (the calendar feed, a notification's "Done").
    case anyone
    /// This machine only, with no session: the metrics (`--metrics`, issue 34). Anyone else, and
    /// everyone while the metrics are off, gets "not found".
    case local
    /// The pages of arriving: onboarding, setup, sign-in, joining, a reset link. No session is
    /// needed; their forms carry the visitor's CSRF token.
    case visitor
    /// Anyone signed in: a member as themselves, a guardian switched to a profile, or a child's
    /// own session (issue 33). The context's `user` is the person tracked (the child, when
    /// switched); anyone else is sent to sign in.
    case member
    /// Whoever may shape the trackers: a member as themselves, or a guardian switched to a
    /// profile; a child's own session is refused (403).
    case manager
    /// A member as themselves: not switched, not a child's session (Settings, password, devices,
    /// members, invites, data, profiles); anyone signed in otherwise is refused (403).
    case adult
    /// The household's owner as themselves; a member gets "not found" (members don't learn these
    /// pages exist), a switched owner or a child is refused, anyone else is sent to sign in.
    case owner
    /// The JSON API's reads: any API token (`Authorization: Bearer trk_…`), never a cookie (issue 34).
    case tokenRead = "token-read"
    /// The JSON API's changes: a read-and-write API token; a read token is refused (403).
    case tokenWrite = "token-write"
}

/// An access level as a type, so that a handler's context says what it may rely on: a member's
/// handler gets a context with the member in it, and never checks sign-in itself.
protocol AccessLevel: Sendable {
    associatedtype Context: SiteContext
    static var access: Access { get }
    /// Refuses a request the level does not admit, once its context is made (403, or "not found").
    static func admit(_ context: Context) throws
    /// Adds a handler in this level's context to a route group (see `Routes`).
    static func on(
        _ group: RouterGroup<AppRequestContext>,
        _ path: RouterPath,
        method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Response
    )
}

extension AccessLevel {
    static func admit(_ context: Context) throws {}
}

/// No session needed.
enum ForAnyone: AccessLevel {
    typealias Context = AppRequestContext
    static let access = Access.anyone
}

/// This machine only (the handler asks `MetricsAccess`); no session needed.
enum ForLocal: AccessLevel {
    typealias Context = AppRequestContext
    static let access = Access.local
}

/// The pages of arriving.
enum ForVisitors: AccessLevel {
    typealias Context = AppRequestContext
    static let access = Access.visitor
}

/// Anyone signed in, a child's session too.
enum ForMembers: AccessLevel, SignInRule {
    typealias Context = MemberContext
    static let access = Access.member
    static func admit(_ signedIn: SignedIn) throws {}
}

/// A member as themselves or a guardian switched to a profile; not a child's session. Its
/// handlers get a member's context (the admission runs before them).
enum ForManagers: AccessLevel {
    typealias Context = MemberContext
    static let access = Access.manager
    static func admit(_ context: MemberContext) throws {
        if context.isChild { throw Refused(language: context.language, child: true) }
    }
}

/// A member as themselves.
enum ForAdults: AccessLevel {
    typealias Context = MemberContext
    static let access = Access.adult
    static func admit(_ context: MemberContext) throws {
        try ForManagers.admit(context)
        if context.guardian != nil { throw Refused(language: context.language, child: false) }
    }
}

/// The household's owner, as themselves.
enum ForOwner: AccessLevel, SignInRule {
    typealias Context = OwnerContext
    static let access = Access.owner
    static func admit(_ signedIn: SignedIn) throws {
        guard signedIn.person.role == .owner else { throw StoreError.notFound }
        if signedIn.isChild || signedIn.guardian != nil {
            throw Refused(language: signedIn.person.language ?? .fallback, child: signedIn.isChild)
        }
    }
}

/// A signed-in request its level refuses: a child's session asking for an adult's page, or a
/// switched guardian asking for their own (403, in the person's language).
struct Refused: Error, HTTPResponseError {
    let language: Language
    /// Whether a child asked ("Ask a grown-up"), or a switched guardian ("Switch back first").
    let child: Bool
    var status: HTTPResponse.Status { .forbidden }
    var page: PageError {
        PageError(
            status: .forbidden,
            titleKey: child ? "refused.child.title" : "refused.switched.title",
            textKey: child ? "refused.child.text" : "refused.switched.text"
        )
    }
    func response(from request: Request, context: some RequestContext) throws -> Response { Response(status: .forbidden) }
}

/// A member's handler's context.
typealias MemberContext = SignedInContext<ForMembers>
/// The owner's handler's context.
typealias OwnerContext = SignedInContext<ForOwner>

/// Who a signed-in context admits, beyond being signed in.
protocol SignInRule: Sendable {
    static func admit(_ signedIn: SignedIn) throws
}

/// What every handler may read about the request, whoever may call it.
protocol SiteContext: RequestContext {
    /// The signed-in person and session, if any.
    var signedIn: SignedIn? { get }
    var language: Language { get }
    var csrfToken: String { get }
    var hasSeenOnboarding: Bool { get }
    var stylesheets: Stylesheets { get }
    /// The request's form, parsed once by the form middleware (POST only).
    var form: FormBody? { get }
    /// An upload's form (the avatar, a file to import), parsed once by the form middleware.
    var upload: MultipartForm? { get }
    var clientAddress: String { get }
}

/// The context of a route for signed-in people: made from the visitor's context by the route
/// group, which sends anyone else to sign in (or, for the owner's routes, answers "not found").
struct SignedInContext<Rule: SignInRule>: ChildRequestContext, SiteContext {
    var coreContext: CoreRequestContextStorage
    /// The request as the visitor middleware saw it.
    let visit: AppRequestContext
    /// The person tracked: the profile a guardian switched to, else the signed-in person.
    let user: User
    /// The signed-in adult while they act as one of their profiles; nil otherwise.
    let guardian: User?
    /// Their session.
    let session: Session

    init(context: AppRequestContext) throws {
        guard let signedIn = context.signedIn else { throw SignInRequired() }
        try Rule.admit(signedIn)
        coreContext = context.coreContext
        visit = context
        user = signedIn.user
        guardian = signedIn.guardian
        session = signedIn.session
    }

    /// Whether this is a child's own session (a child-device link's).
    var isChild: Bool { session.child }
    /// The one who signed in: the guardian while switched, else the person tracked.
    var person: User { guardian ?? user }

    var signedIn: SignedIn? { visit.signedIn }
    var language: Language { visit.language }
    var csrfToken: String { visit.csrfToken }
    var hasSeenOnboarding: Bool { visit.hasSeenOnboarding }
    var stylesheets: Stylesheets { visit.stylesheets }
    var form: FormBody? { visit.form }
    var upload: MultipartForm? { visit.upload }
    var clientAddress: String { visit.clientAddress }
}
