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
        routes.add(Paths.household, use: household)
        routes.add(Paths.member, use: member)
        routes.add(Paths.followers, use: followers)
        routes.add(Paths.following, use: following)
        routes.add(Paths.memberTracker, use: tracker)
        routes.add(Paths.follow, use: follow)
        routes.add(Paths.unfollow, use: unfollow)
    }

    @Sendable func household(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let search = String(request.uri.formText("q").prefix(NameSearch.maximumLength))
        let household = try await services.database.household(viewerID: user.id, now: services.clock.now())
        var page = HouseholdPage(context: context, household: household, search: search)
        if context.guardian == nil {
            page.profiles = ProfilesSection(try await services.database.profiles(shownTo: user), catalog: Catalog.of(context.language))
        }
        return try services.renderer.response(page, context)
    }

    /// A member's page on a day of theirs (`?day=`; today when absent).
    @Sendable func member(request: Request, context: MemberContext, member: HouseholdMemberID) async throws -> Response {
        let user = context.user
        let profile = try await services.database.profile(memberID: member.id, viewerID: user.id)
        let today = profile.dayClock.day(at: services.clock.now())
        let day = try BoardQuery(uri: request.uri, today: today).day
        let rows = try await services.database.publicBoardRows(memberID: profile.member.person.id, day: day)
        let page = ProfilePage(context: context, profile: profile, viewerID: user.id, day: day, today: today, rows: rows)
        return try services.renderer.response(page, context)
    }

    @Sendable func followers(request: Request, context: MemberContext, member: HouseholdMemberID) async throws -> Response {
        try await list(context, member.id, followers: true)
    }

    @Sendable func following(request: Request, context: MemberContext, member: HouseholdMemberID) async throws -> Response {
        try await list(context, member.id, followers: false)
    }

    private func list(_ context: MemberContext, _ id: Int64, followers: Bool) async throws -> Response {
        let user = context.user
        let profile = try await services.database.profile(memberID: id, viewerID: user.id)
        let members = try await services.database.follows(of: id, followers: followers, viewerID: user.id)
        let page = FollowListPage(context: context, profile: profile, followers: followers, members: members, viewerID: user.id)
        return try services.renderer.response(page, context)
    }

    /// A member's shared tracker: its month, streaks and rate, read-only, on the member's days.
    @Sendable func tracker(request: Request, context: MemberContext, shared: SharedTrackerPath) async throws -> Response {
        let user = context.user
        let trackerID = shared.tracker
        let profile = try await services.database.profile(memberID: shared.member, viewerID: user.id)
        let owner = profile.member.person
        let (tracker, history) = try await services.database.publicHistory(trackerID: trackerID, memberID: owner.id)
        let today = profile.dayClock.day(at: services.clock.now())
        let month = request.uri.queryParameters["month"].flatMap { Month(iso: String($0)) } ?? Month(today)
        let details = TrackerDetails(context: context, tracker: tracker, history: history, month: month, today: today, owner: owner)
        return try services.renderer.response(details, context)
    }

    @Sendable func follow(request: Request, context: MemberContext, member: HouseholdMemberID, form: ReturnForm) async throws -> Response {
        try await change(context, member.id, form) { id, user in
            try await services.database.follow(id, by: user.id, now: services.clock.now())
        }
    }

    @Sendable func unfollow(request: Request, context: MemberContext, member: HouseholdMemberID, form: ReturnForm) async throws -> Response {
        try await change(context, member.id, form) { id, user in
            try await services.database.unfollow(id, by: user.id)
        }
    }

    /// Runs a follow change and goes back to the place of the button (its `back`, which carries
    /// the row's anchor), or to the member's page.
    private func change(
        _ context: MemberContext,
        _ id: Int64,
        _ form: ReturnForm,
        _ write: (Int64, User) async throws -> Void
    ) async throws -> Response {
        let user = context.user
        try await write(id, user)
        return .redirect(to: Paths.local(form.back) ?? Paths.member(id: id) + "#profile")
    }
}
