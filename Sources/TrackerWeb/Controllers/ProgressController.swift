import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// The Statistics tab and each tracker's details page.
struct ProgressController: Sendable {
    let services: Services

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get(RouterPath(Paths.statistics), use: statistics)
        router.get(RouterPath(Paths.trackerDetailsPattern), use: details)
    }

    /// The four numbers, from one pass over the person's histories (remembered until their data
    /// changes or the day does).
    @Sendable func statistics(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let today = user.dayClock.day(at: services.clock.now())
        // The page shows nothing else: its numbers, the layout in the person's language, no form.
        let key = StatisticsPageKey(userID: user.id, since: user.createdAt, dataVersion: user.dataVersion, today: today, language: context.language)
        let renderer = services.renderer
        return try await renderer.page(for: key, acceptsGzip: GzipMiddleware<AppRequestContext>.acceptsGzip(request.headers[.acceptEncoding])) {
            let statistics = try await services.progress.statistics(of: user, today: today, database: services.database)
            return try renderer.render(StatisticsPage(context: context, statistics: statistics), template: StatisticsPage.template)
        }
    }

    /// A tracker's month, streaks and rate, and for a measurable one its chart and averages.
    @Sendable func details(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let found = try await services.progress.history(trackerID: try context.recordID(), of: user, database: services.database)
        let today = user.dayClock.day(at: services.clock.now())
        let month = request.uri.queryParameters["month"].flatMap { Month(iso: String($0)) } ?? Month(today)
        let details = DetailsFragment(
            tracker: found.tracker,
            history: found.history,
            dataVersion: user.dataVersion,
            month: month,
            today: today,
            language: context.language,
            csrf: context.csrfToken
        )
        let renderer = services.renderer
        return try await renderer.page(for: details, acceptsGzip: GzipMiddleware<AppRequestContext>.acceptsGzip(request.headers[.acceptEncoding])) {
            let layout = Layout(context: context, title: found.tracker.name, section: .trackers)
            let body = try renderer.render(details.viewModel(), template: DetailsFragment.template)
            return try renderer.render(BodyPage(layout: layout, body: body), template: BodyPage.template)
        }
    }
}

/// Everything the statistics page shows depends on: the person (their id with their account's
/// creation, as an id could be given again), their data version, today and the language.
private struct StatisticsPageKey: Hashable, Sendable {
    let userID: Int64
    let since: Date
    let dataVersion: Int64
    let today: Day
    let language: Language
}
