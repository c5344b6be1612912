import Hummingbird

/// The onboarding: shown on a browser's first visit; its button remembers that it was seen.
struct OnboardingController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.onboarding, use: show)
        routes.post(Paths.onboarding, use: finish)
    }

    /// The two onboarding pages.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        try services.renderer.response(OnboardingPage(context: context))
    }

    /// "Wow, technology!": remembers the onboarding as seen and leads on.
    @Sendable func finish(request: Request, context: AppRequestContext) async throws -> Response {
        var response = Response.redirect(to: Paths.home)
        response.setCookie(services.cookies.make(SiteCookies.onboarded, "1", maxAge: 10 * SiteCookies.year))
        return response
    }
}
