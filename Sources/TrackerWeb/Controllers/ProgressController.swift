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
        let statistics = try await services.progress.statistics(of: user, today: today, database: services.database)
        return try services.renderer.response(StatisticsPage(context: context, statistics: statistics))
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
        let layout = Layout(context: context, title: found.tracker.name, section: .trackers)
        return try services.renderer.response(BodyPage(layout: layout, body: try services.renderer.content(details)))
    }
}
