import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Days off (PRODUCT.md "Away"): the list in Settings, adding and removing ranges, and "I'm away"
/// and "I'm back" on the main page.
struct AwayController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.daysOff, use: list)
        routes.add(Paths.addDaysOff, use: add)
        routes.add(Paths.daysOffRemove, use: confirmRemove)
        routes.add(Paths.removeDaysOff, use: remove)
        routes.add(Paths.goAway, use: goAway)
        routes.add(Paths.comeBack, use: comeBack)
    }

    @Sendable func list(request: Request, context: MemberContext) async throws -> Response {
        try await page(context, first: "", last: "")
    }

    /// Adds a range; a broken date, an end before the start, or an overlap is a 422 that keeps
    /// what was typed.
    @Sendable func add(request: Request, context: MemberContext, form: AwayForm) async throws -> Response {
        try await adding(context, first: form.first ?? "", last: form.last ?? "", landing: Paths.daysOff.path)
    }

    /// "I'm away": from today through the day given; lands on the main page.
    @Sendable func goAway(request: Request, context: MemberContext, form: AwayForm) async throws -> Response {
        let today = context.user.dayClock.day(at: services.clock.now())
        return try await adding(context, first: today.iso, last: form.last ?? "", landing: Paths.home.path)
    }

    /// "I'm back": today's range ends yesterday (or goes, if it began today).
    @Sendable func comeBack(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        try await services.database.endAway(userID: user.id, today: user.dayClock.day(at: services.clock.now()))
        return .redirect(to: Paths.home.path)
    }

    @Sendable func confirmRemove(request: Request, context: MemberContext) async throws -> Response {
        let range = try await ownRange(request.uri.queryParameters["id"].map(String.init), context)
        return try services.renderer.response(DaysOffRemovePage(context: context, range: range), context)
    }

    @Sendable func remove(request: Request, context: MemberContext, form: AwayRemoveForm) async throws -> Response {
        let range = try await ownRange(form.id, context)
        try await services.database.removeAway(id: range.id, userID: context.user.id)
        return .redirect(to: Paths.daysOff.path)
    }

    private func ownRange(_ id: String?, _ context: MemberContext) async throws -> AwayRange {
        let ranges = try await services.database.awayRanges(userID: context.user.id)
        guard let id = id.flatMap({ Int64($0) }), let range = ranges.first(where: { $0.id == id }) else { throw StoreError.notFound }
        return range
    }

    private func adding(_ context: MemberContext, first: String, last: String, landing: String) async throws -> Response {
        guard let firstDay = Day(iso: first), let lastDay = Day(iso: last) else {
            return try await page(context, first: first, last: last, problem: "problem.away.day")
        }
        guard firstDay <= lastDay else { return try await page(context, first: first, last: last, problem: "problem.away.order") }
        do {
            try await services.database.addAway(userID: context.user.id, first: firstDay, last: lastDay, now: services.clock.now())
        } catch StoreError.awayRangeRefused {
            return try await page(context, first: first, last: last, problem: "problem.away.overlap")
        }
        return .redirect(to: landing)
    }

    private func page(_ context: MemberContext, first: String, last: String, problem: String? = nil) async throws -> Response {
        let ranges = try await services.database.awayRanges(userID: context.user.id)
        let page = DaysOffPage(context: context, ranges: ranges, first: first, last: last, problem: problem)
        return try services.renderer.response(page, context, status: problem == nil ? .ok : .unprocessableContent)
    }
}
