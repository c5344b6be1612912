import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Skipping a habit's day (PRODUCT.md "Skipped days"), from a card's menu or the details page.
struct SkipController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.trackerSkip, use: toggleSkip)
    }

    /// Skipped, or not skipped any more if it was: one press, one toggle. A future day, a day the
    /// habit isn't due, or an irregular event is a 422 and nothing changes.
    @Sendable func toggleSkip(request: Request, context: MemberContext, tracker: TrackerID, form: MarkForm) async throws -> Response {
        let user = context.user
        let now = services.clock.now()
        let day = try form.parsedDay()
        return try await services.landing(back: form.back, trackerID: tracker.id, user: user, change: .marksDay) {
            do {
                try await services.database.toggleSkip(
                    trackerID: tracker.id, userID: user.id, day: day, today: user.dayClock.day(at: now), now: now)
            } catch StoreError.dayNotSkippable {
                throw PageError.dayNotSkippable
            }
        }
    }
}

extension PageError {
    /// A skip of a future day, a day the habit isn't due, or an irregular event.
    static let dayNotSkippable = PageError(status: .unprocessableContent, titleKey: "error.skip.title", textKey: "error.skip.text")
}
