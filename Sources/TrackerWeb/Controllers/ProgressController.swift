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
        let hasChores = try await services.database.hasHouseholdTrackers(userID: user.id)
        return try services.renderer.response(StatisticsPage(context: context, statistics: statistics, hasChores: hasChores), context)
    }

    /// A tracker's month, streaks and rate, and for a measurable one its chart and averages;
    /// reading the tracker checks it is the person's.
    @Sendable func details(request: Request, context: MemberContext, tracker: TrackerID) async throws -> Response {
        let user = context.user
        let trackerID = tracker.id
        let today = user.dayClock.day(at: services.clock.now())
        let month = request.uri.queryParameters["month"].flatMap { Month(iso: String($0)) } ?? Month(today)
        let (tracker, history, notes, access) = try await services.database.details(
            trackerID: trackerID, userID: user.id, weekStart: user.firstWeekday, month: month)
        // A chore's details are the household's (issue 33): notes and skips are a member's own, so
        // its calendar only marks, and Edit shows only to who may manage it.
        let press = access.isChore ? .mark : CalendarPress(query: request.uri.queryParameters["press"])
        var details = TrackerDetails(
            context: context, tracker: tracker, history: history, month: month, today: today, notes: notes, press: press)
        if access.isChore {
            details.notes = nil
            details.pressChoices = nil
            if !access.mayManage { details.editHref = nil }
        }
        return try services.renderer.response(details, context)
    }
}
