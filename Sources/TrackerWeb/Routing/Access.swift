import Hummingbird
import TrackerCore
import TrackerStore

/// Who may call an endpoint. Printed by `tracker routes`, and read by the security sweeps.
public enum Access: String, Sendable, Encodable, CaseIterable {
    /// No session is asked for: the health check, and links whose address is the permission
    /// (the calendar feed, a notification's "Done").
    case anyone
    /// The pages of arriving: onboarding, setup, sign-in, joining, a reset link. No session is
    /// needed; their forms carry the visitor's CSRF token.
    case visitor
    /// A signed-in member; anyone else is sent to sign in.
    case member
    /// The household's owner; a member gets "not found" (members don't learn these pages exist),
    /// anyone else is sent to sign in.
    case owner
}

/// An access level as a type, so that a handler's context says what it may rely on: a member's
/// handler gets a context with the member in it, and never checks sign-in itself.
protocol AccessLevel: Sendable {
    associatedtype Context: SiteContext
    static var access: Access { get }
    /// Adds a handler in this level's context to a route group (see `Routes`).
    static func on(
        _ group: RouterGroup<AppRequestContext>,
        _ path: RouterPath,
        method: HTTPRequest.Method,
        use handler: @escaping @Sendable (Request, Context) async throws -> Response
    )
}

/// No session needed.
enum ForAnyone: AccessLevel {
    typealias Context = AppRequestContext
    static let access = Access.anyone
}

/// The pages of arriving.
enum ForVisitors: AccessLevel {
    typealias Context = AppRequestContext
    static let access = Access.visitor
}

/// A signed-in member.
enum ForMembers: AccessLevel, SignInRule {
    typealias Context = MemberContext
    static let access = Access.member
    static func admit(_ user: User) throws {}
}

/// The household's owner.
enum ForOwner: AccessLevel, SignInRule {
    typealias Context = OwnerContext
    static let access = Access.owner
    static func admit(_ user: User) throws {
        guard user.role == .owner else { throw StoreError.notFound }
    }
}

/// A member's handler's context.
typealias MemberContext = SignedInContext<ForMembers>
/// The owner's handler's context.
typealias OwnerContext = SignedInContext<ForOwner>

/// Who a signed-in context admits, beyond being signed in.
protocol SignInRule: Sendable {
    static func admit(_ user: User) throws
}

/// What every handler may read about the request, whoever may call it.
protocol SiteContext: RequestContext {
    /// The signed-in person and session, if any.
    var signedIn: SignedIn? { get }
    var language: Language { get }
    var csrfToken: String { get }
    var hasSeenOnboarding: Bool { get }
    var stylesheet: String { get }
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
    /// The signed-in person.
    let user: User
    /// Their session.
    let session: Session

    init(context: AppRequestContext) throws {
        guard let signedIn = context.signedIn else { throw SignInRequired() }
        try Rule.admit(signedIn.user)
        coreContext = context.coreContext
        visit = context
        user = signedIn.user
        session = signedIn.session
    }

    var signedIn: SignedIn? { visit.signedIn }
    var language: Language { visit.language }
    var csrfToken: String { visit.csrfToken }
    var hasSeenOnboarding: Bool { visit.hasSeenOnboarding }
    var stylesheet: String { visit.stylesheet }
    var form: FormBody? { visit.form }
    var upload: MultipartForm? { visit.upload }
    var clientAddress: String { visit.clientAddress }
}
