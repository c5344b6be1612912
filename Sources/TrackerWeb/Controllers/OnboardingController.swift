import Hummingbird
import TrackerStore

/// The onboarding's forms: where to go on, and whether it was "Sign in".
struct OnboardingForm: FormDecodable {
    var next: String?
    /// Sent by "Already have an account? Sign in".
    var sign_in: Bool
}

/// The onboarding: shown on a browser's first visit; its button, and its "Sign in" for a member
/// on a new browser, remember that it was seen.
struct OnboardingController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.onboarding, use: show)
        routes.add(Paths.finishOnboarding, use: finish)
    }

    /// The two onboarding pages; `?next=/join/TOKEN` when a new member comes by an invite.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        let next = Self.joinTarget(request.uri.queryParameters["next"].map(String.init))
        let hasAccounts = try await services.database.hasUsers()
        return try services.renderer.response(OnboardingPage(context: context, next: next, hasAccounts: hasAccounts), context)
    }

    /// "Wow, technology!": remembers the onboarding as seen and leads on: to the invite's join
    /// form when it came from one, else to the main page (setup or sign-in from there).
    /// "Sign in" posts here too (`sign_in=1`), and goes to the sign-in form.
    @Sendable func finish(request: Request, context: AppRequestContext, form: OnboardingForm) async throws -> Response {
        let target = form.sign_in ? Paths.signIn.path : Self.joinTarget(form.next) ?? Paths.home.path
        var response = Response.redirect(to: target)
        response.setCookie(services.cookies.make(SiteCookies.onboarded, "1", maxAge: 10 * SiteCookies.year))
        return response
    }

    /// `next` when it is an invite's join form on this site; nothing else is followed.
    static func joinTarget(_ next: String?) -> String? {
        guard let next, let local = Paths.local(next), local.hasPrefix("/join/"), !local.contains("?") else { return nil }
        return local
    }
}
