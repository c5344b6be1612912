import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// The Household tab, members' pages and their shared trackers (read-only), the followers and
/// following lists, and following. Every tracker read here is a public one (see
/// `AppDatabase+Household`); anything else is a 404.
struct HouseholdController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.household, use: household)
        routes.get(Paths.memberPattern, use: member)
        routes.get(Paths.followersPattern, use: followers)
        routes.get(Paths.followingPattern, use: following)
        routes.get(Paths.memberTrackerPattern, use: tracker)
        routes.post(Paths.followPattern, use: follow)
        routes.post(Paths.unfollowPattern, use: unfollow)
    }

    @Sendable func household(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let search = String(request.uri.formText("q").prefix(NameSearch.maximumLength))
        let household = try await services.database.household(viewerID: user.id, now: services.clock.now())
        let page = HouseholdPage(context: context, household: household, search: search)
        return try services.renderer.response(page)
    }

    /// A member's page on a day of theirs (`?day=`; today when absent).
    @Sendable func member(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let profile = try await services.database.profile(memberID: try context.recordID(), viewerID: user.id)
        let today = profile.dayClock.day(at: services.clock.now())
        let day = try BoardQuery(uri: request.uri, today: today).day
        let rows = try await services.database.publicBoardRows(memberID: profile.member.person.id, day: day)
        let page = ProfilePage(context: context, profile: profile, viewerID: user.id, day: day, today: today, rows: rows)
        return try services.renderer.response(page)
    }

    @Sendable func followers(request: Request, context: AppRequestContext) async throws -> Response {
        try await list(context, followers: true)
    }

    @Sendable func following(request: Request, context: AppRequestContext) async throws -> Response {
        try await list(context, followers: false)
    }

    private func list(_ context: AppRequestContext, followers: Bool) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.recordID()
        let profile = try await services.database.profile(memberID: id, viewerID: user.id)
        let members = try await services.database.follows(of: id, followers: followers, viewerID: user.id)
        let page = FollowListPage(context: context, profile: profile, followers: followers, members: members, viewerID: user.id)
        return try services.renderer.response(page)
    }

    /// A member's shared tracker: its month, streaks and rate, read-only, on the member's days.
    @Sendable func tracker(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        guard let trackerID = context.parameters.get("tracker", as: Int64.self) else { throw HTTPError(.notFound) }
        let profile = try await services.database.profile(memberID: try context.recordID(), viewerID: user.id)
        let owner = profile.member.person
        let (tracker, history) = try await services.database.publicHistory(trackerID: trackerID, memberID: owner.id)
        let today = profile.dayClock.day(at: services.clock.now())
        let month = request.uri.queryParameters["month"].flatMap { Month(iso: String($0)) } ?? Month(today)
        let details = TrackerDetails(context: context, tracker: tracker, history: history, month: month, today: today, owner: owner)
        return try services.renderer.response(details)
    }

    @Sendable func follow(request: Request, context: AppRequestContext) async throws -> Response {
        try await change(request, context) { id, user in
            try await services.database.follow(id, by: user.id, now: services.clock.now())
        }
    }

    @Sendable func unfollow(request: Request, context: AppRequestContext) async throws -> Response {
        try await change(request, context) { id, user in
            try await services.database.unfollow(id, by: user.id)
        }
    }

    /// The form of a Follow or Unfollow button: where to come back to.
    struct FollowForm: Decodable, Sendable {
        var back: String?
    }

    /// Runs a follow change and goes back to the place of the button (its `back`, which carries
    /// the row's anchor), or to the member's page.
    private func change(
        _ request: Request,
        _ context: AppRequestContext,
        _ write: (Int64, User) async throws -> Void
    ) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.recordID()
        let form = try await request.decode(as: FollowForm.self, context: context)
        try await write(id, user)
        return .redirect(to: Paths.local(form.back) ?? Paths.member(id: id) + "#profile")
    }
}
