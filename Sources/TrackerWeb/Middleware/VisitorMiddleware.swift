import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Works out who is asking: the signed-in person from the session cookie, the language, the
/// CSRF token their forms carry, and whether they have seen the onboarding.
struct VisitorMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let database: AppDatabase
    let clock: AppClock
    let cookies: SiteCookies

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        // The JSON API reads no cookie and sets none: its token is its only credential (issue 34).
        if APIProblem.covers(request.uri.path) { return try await next(request, context) }
        var context = context
        if !context.signedInByProxy, let token = request.cookie(SiteCookies.session), !token.isEmpty {
            context.signedIn = try await database.signedIn(token: token, now: clock.now())
        }
        let preferred = Language.preferred(acceptLanguage: request.headers[.acceptLanguage])
        // A switched guardian reads the pages in their own language (issue 33).
        context.language = context.signedIn?.person.language ?? preferred
        context.hasSeenOnboarding = request.cookie(SiteCookies.onboarded) != nil

        // Before sign-in, forms are protected by a random visitor cookie that the form must echo.
        var newVisitorToken: String?
        if let signedIn = context.signedIn {
            context.csrfToken = signedIn.session.csrfToken
        } else if let visitor = request.cookie(SiteCookies.visitor), visitor.count >= 32 {
            context.csrfToken = visitor
        } else {
            let token = SecretToken.make()
            context.csrfToken = token
            newVisitorToken = token
        }

        var response = try await next(request, context)
        // Only a page can hold a form, so only a page needs the visitor cookie.
        if let newVisitorToken, response.headers[.contentType]?.hasPrefix("text/html") == true {
            response.setCookie(cookies.make(SiteCookies.visitor, newVisitorToken, maxAge: SiteCookies.year))
        }
        return response
    }
}
