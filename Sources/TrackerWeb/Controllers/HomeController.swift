import Hummingbird
import TrackerCore
import TrackerStore

/// `/`: the Trackers page (the main page) for a signed-in person; everyone else is sent where they belong
/// (onboarding on a first visit, then setup while there is no account, else sign-in).
struct HomeController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.home, use: show)
        routes.get(Paths.health) { request, context in "ok".response(from: request, context: context) }
    }

    /// Shows today's trackers, or redirects a visitor who is not signed in.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        guard let user = context.signedIn?.user else {
            if !context.hasSeenOnboarding { return .redirect(to: Paths.onboarding) }
            let hasUsers = try await services.database.hasUsers()
            return .redirect(to: hasUsers ? Paths.signIn : Paths.setup)
        }
        let today = user.dayClock.day(at: services.clock.now())
        let query = try BoardQuery(uri: request.uri, today: today)
        let board = BoardKey(
            person: PersonData(user),
            query: query,
            today: today,
            language: context.language,
            csrf: context.csrfToken
        )
        let renderer = services.renderer
        return try await renderer.page(for: board, request: request) {
            let rows = try await services.database.boardRows(userID: user.id, day: query.day)
            let body = try renderer.render(BoardView(board, rows: rows, renderer: renderer), template: BoardView.template)
            let title = Catalog.of(context.language).text("trackers.title")
            return try renderer.render(
                BodyPage(layout: Layout(context: context, title: title, section: .trackers), body: body),
                template: BodyPage.template
            )
        }
    }
}
