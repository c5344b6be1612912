import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Signing in with a username and password, and signing out with a POST.
struct SignInController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.signIn, use: show)
        routes.add(Paths.submitSignIn, use: signIn)
        routes.add(Paths.signOut, use: signOut)
    }

    /// The form; a person already signed in goes to the Trackers page.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        if context.signedIn != nil { return .redirect(to: Paths.home.path) }
        let next = request.uri.queryParameters["next"].map(String.init) ?? ""
        let notice = request.uri.queryParameters["reset"] != nil ? Catalog.of(context.language).text("signin.reset-done") : nil
        return try services.renderer.response(SignInPage(context: context, next: Paths.local(next) ?? "", notice: notice), context)
    }

    /// Checks the password, once the attempt is allowed: a browser that signed in to the
    /// account before draws from its own allowance, anyone else from the username's and the
    /// address's (`SignInLimits`). The attempt is counted before bcrypt runs, so parallel
    /// guesses can't pass the limit, and given back when the password was right: only failures
    /// use up an allowance, and a household behind one address signs in on any number of browsers.
    @Sendable func signIn(request: Request, context: AppRequestContext, form: SignInForm) async throws -> Response {
        let catalog = Catalog.of(context.language)
        let now = services.clock.now()
        let username = form.username.trimmingWhitespace().lowercased()
        let next = Paths.local(form.next) ?? ""
        func page(_ error: String) -> SignInPage {
            SignInPage(context: context, username: form.username, next: next, error: error)
        }

        let user = try await services.database.user(username: username)
        let allowances = try await services.passwordAllowances(username: username, userID: user?.id, request: request, context: context)
        if let until = try await services.database.reserveSignInAttempt(allowances, now: now) {
            services.metrics?.signInRefused(.rateLimited)
            let seconds = max(1, Int(until.timeIntervalSince(now).rounded(.up)))
            let minutes = String((seconds + 59) / 60)
            var response = try services.renderer.response(
                page(catalog.text("signin.limited", ["minutes": minutes])),
                context,
                status: .tooManyRequests
            )
            response.headers[.retryAfter] = String(seconds)
            return response
        }
        let valid: Bool
        do {
            if let user {
                valid = try await services.passwords.verify(form.password, hash: user.passwordHash)
            } else {
                try await services.passwords.burnTime(form.password)
                valid = false
            }
        } catch is ServerBusy {
            services.metrics?.signInRefused(.busy)
            var response = try services.renderer.response(page(catalog.text("signin.busy")), context, status: .serviceUnavailable)
            response.headers[.retryAfter] = "5"
            return response
        }
        guard valid, let user else {
            services.metrics?.signInRefused(.wrongPassword)
            return try services.renderer.response(page(catalog.text("signin.failed")), context, status: .unprocessableContent)
        }
        try await services.database.releaseSignInAttempt(allowances, reservedAt: now)
        let deviceToken = request.cookie(SiteCookies.device)
        let device = try await services.database.rememberDevice(token: deviceToken, userID: user.id, now: now)
        var response = try await services.startSession(for: user, request: request, redirectTo: next.isEmpty ? Paths.home.path : next)
        response.setCookie(services.cookies.make(SiteCookies.device, device, maxAge: SiteCookies.year))
        return response
    }

    /// Ends the session and forgets its cookie.
    @Sendable func signOut(request: Request, context: AppRequestContext) async throws -> Response {
        if let token = request.cookie(SiteCookies.session) {
            try await services.database.deleteSession(token: token)
        }
        var response = Response.redirect(to: Paths.signIn.path)
        response.setCookie(services.cookies.expire(SiteCookies.session))
        return response
    }
}

/// The sign-in form as posted.
struct SignInForm: FormDecodable {
    var username: String
    var password: String
    var next: String?
}
