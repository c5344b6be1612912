import Hummingbird
import TrackerCore
import TrackerStore

/// `/`: the Trackers page (the main page) for a signed-in person; everyone else is sent where they belong
/// (onboarding on a first visit, then setup while there is no account, else sign-in). And
/// `/trackers`, the list of every tracker that the main page links to.
struct HomeController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.home, use: show)
        routes.add(Paths.yourTrackers, use: yourTrackers)
        routes.add(Paths.health) { request, context in try "ok".response(from: request, context: context) }
    }

    /// Shows today's trackers, or redirects a visitor who is not signed in.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        guard let user = context.signedIn?.user else {
            if !context.hasSeenOnboarding { return .redirect(to: Paths.onboarding.path) }
            let hasUsers = try await services.database.hasUsers()
            return .redirect(to: hasUsers ? Paths.signIn.path : Paths.setup.path)
        }
        let today = user.dayClock.day(at: services.clock.now())
        let query = try BoardQuery(uri: request.uri, today: today)
        let rows = try await services.database.boardRows(userID: user.id, day: query.day)
        // Read with the board; a member with no tracker has no row to carry them.
        var awayRanges = rows.first?.awayRanges ?? []
        if rows.isEmpty { awayRanges = try await services.database.awayRanges(userID: user.id) }
        let added = request.uri.queryParameters["added"].flatMap { Int64(String($0)) }
        var page = BoardPage(
            context: context,
            query: query,
            today: today,
            weekStart: user.firstWeekday,
            rows: rows,
            added: added,
            awayRanges: awayRanges
        )
        page.household = HouseholdSection(
            rows: try await services.database.choreRows(userID: user.id, day: query.day),
            query: query,
            today: today,
            backQuery: Paths.backQuery(page.back),
            viewer: user,
            catalog: Catalog.of(context.language)
        )
        // With no tracker of their own, a member who has chores sees them, not "What will we track?".
        if rows.isEmpty && page.household != nil { page.emptyText = nil }
        return try services.renderer.response(page, context)
    }

    /// "Your trackers": every tracker, whatever the day, by category.
    @Sendable func yourTrackers(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let today = user.dayClock.day(at: services.clock.now())
        let rows = try await services.database.boardRows(userID: user.id, day: today)
        let chores = try await services.database.householdTrackers(userID: user.id)
        let page = YourTrackersPage(
            context: context,
            rows: rows,
            chores: chores,
            mayManage: { $0.userId == user.id || user.role == .owner },
            today: today,
            weekStart: user.firstWeekday
        )
        return try services.renderer.response(page, context)
    }
}
