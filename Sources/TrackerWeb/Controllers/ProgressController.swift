import Hummingbird
import TrackerCore
import TrackerStore

/// The Statistics tab and each tracker's details page.
struct ProgressController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.statistics, use: statistics)
        routes.add(Paths.trackerDetails, use: details)
    }

    /// The four numbers, from one pass over the person's histories.
    @Sendable func statistics(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let today = user.dayClock.day(at: services.clock.now())
        let statistics = try await services.database.statistics(userID: user.id, today: today)
        return try services.renderer.response(StatisticsPage(context: context, statistics: statistics), context)
    }

    /// A tracker's month, streaks and rate, and for a measurable one its chart and averages;
    /// reading the tracker checks it is the person's.
    @Sendable func details(request: Request, context: MemberContext, tracker: TrackerID) async throws -> Response {
        let user = context.user
        let trackerID = tracker.id
        let today = user.dayClock.day(at: services.clock.now())
        let month = request.uri.queryParameters["month"].flatMap { Month(iso: String($0)) } ?? Month(today)
        // A chore's details are the household's: read as its keeper's (issue 33).
        let holderID = try await services.database.trackerAccess(id: trackerID, userID: user.id).holderID
        let (tracker, history) = try await services.database.history(trackerID: trackerID, userID: holderID)
        let notes = try await services.database.notes(trackerID: trackerID, userID: holderID, month: month)
        let details = TrackerDetails(context: context, tracker: tracker, history: history, month: month, today: today, notes: notes)
        return try services.renderer.response(details, context)
    }
}
