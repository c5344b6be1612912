import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Signing in with a username and password, and signing out with a POST.
struct SignInController: Sendable {
    let services: Services

    /// The sign-in form as posted.
    struct Form: Decodable {
        var username: String
        var password: String
        var next: String?
    }

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get(RouterPath(Paths.signIn), use: show)
        router.post(RouterPath(Paths.signIn), use: signIn)
        router.post(RouterPath(Paths.signOut), use: signOut)
    }

    /// The form; a person already signed in goes to the Trackers page.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        if context.signedIn != nil { return .redirect(to: Paths.home) }
        let next = request.uri.queryParameters["next"].map(String.init) ?? ""
        return try services.renderer.response(SignInPage(context: context, next: Paths.local(next) ?? ""))
    }

    /// Checks the password; repeated failures lock the username for a growing while.
    @Sendable func signIn(request: Request, context: AppRequestContext) async throws -> Response {
        let form = try await request.decode(as: Form.self, context: context)
        let catalog = Catalog.of(context.language)
        let now = services.clock.now()
        let username = form.username.trimmingWhitespace().lowercased()
        let next = Paths.local(form.next) ?? ""

        if let until = try await services.database.signInLockedUntil(username: username, now: now) {
            let seconds = String(max(1, Int(until.timeIntervalSince(now).rounded(.up))))
            let page = SignInPage(
                context: context,
                username: form.username,
                next: next,
                error: catalog.text("signin.locked", ["seconds": seconds])
            )
            return try services.renderer.response(page, status: .tooManyRequests)
        }
        let user = try await services.database.user(username: username)
        let valid: Bool
        if let user {
            valid = try await services.passwords.verify(form.password, hash: user.passwordHash)
        } else {
            try await services.passwords.burnTime(form.password)
            valid = false
        }
        guard valid, let user else {
            try await services.database.recordSignInFailure(username: username, now: now)
            let page = SignInPage(
                context: context,
                username: form.username,
                next: next,
                error: catalog.text("signin.failed")
            )
            return try services.renderer.response(page, status: .unprocessableContent)
        }
        try await services.database.clearSignInFailures(username: username)
        return try await services.startSession(for: user, redirectTo: next.isEmpty ? Paths.home : next)
    }

    /// Ends the session and forgets its cookie.
    @Sendable func signOut(request: Request, context: AppRequestContext) async throws -> Response {
        if let token = request.cookies[SiteCookies.session]?.value {
            try await services.database.deleteSession(token: token)
        }
        var response = Response.redirect(to: Paths.signIn)
        response.setCookie(services.cookies.expire(SiteCookies.session))
        return response
    }
}
