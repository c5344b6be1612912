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
        let access = try await services.database.trackerAccess(id: trackerID, userID: user.id)
        let (tracker, history) = try await services.database.history(trackerID: trackerID, userID: access.holderID)
        let notes = try await services.database.notes(trackerID: trackerID, userID: access.holderID, month: month)
        var details = TrackerDetails(context: context, tracker: tracker, history: history, month: month, today: today, notes: notes)
        if access.isChore {
            // Notes and skips are a member's own; a chore's page offers neither, and Edit only to
            // who may manage it.
            details.notes = nil
            details.skipForm = nil
            if !access.mayManage { details.editHref = nil }
        }
        return try services.renderer.response(details, context)
    }
}
