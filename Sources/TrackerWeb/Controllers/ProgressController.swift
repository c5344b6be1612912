import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// The Statistics tab and each tracker's details page.
struct ProgressController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.statistics, use: statistics)
        routes.get(Paths.trackerDetailsPattern, use: details)
    }

    /// The four numbers, from one pass over the person's histories; the page is remembered
    /// until their data changes or the day does.
    @Sendable func statistics(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let today = user.dayClock.day(at: services.clock.now())
        let key = StatisticsKey(person: PersonData(user), today: today, language: context.language)
        return try await services.renderer.page(for: key, request: request) {
            let statistics = Statistics.compute(try await services.database.histories(userID: user.id), today: today)
            return try services.renderer.render(StatisticsPage(context: context, statistics: statistics), template: StatisticsPage.template)
        }
    }

    /// A tracker's month, streaks and rate, and for a measurable one its chart and averages. The
    /// tracker is read (which checks it is the person's) only when the page is not remembered; a
    /// remembered one was read for the same person at the same data version.
    @Sendable func details(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let trackerID = try context.recordID()
        let today = user.dayClock.day(at: services.clock.now())
        let month = request.uri.queryParameters["month"].flatMap { Month(iso: String($0)) } ?? Month(today)
        let key = DetailsKey(
            trackerID: trackerID,
            person: PersonData(user),
            month: month,
            today: today,
            language: context.language,
            csrf: context.csrfToken
        )
        let renderer = services.renderer
        return try await renderer.page(for: key, request: request) {
            let (tracker, history) = try await services.database.history(trackerID: trackerID, userID: user.id)
            let details = TrackerDetails(
                tracker: tracker,
                history: history,
                month: month,
                today: today,
                language: context.language,
                csrf: context.csrfToken
            )
            let body = try renderer.render(details, template: TrackerDetails.template)
            let layout = Layout(context: context, title: tracker.name, section: .trackers)
            return try renderer.render(BodyPage(layout: layout, body: body), template: BodyPage.template)
        }
    }
}
