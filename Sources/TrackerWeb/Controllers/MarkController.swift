import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Marking a tracker done or undone on a day, setting a measurable value, and pinning.
struct MarkController: Sendable {
    let services: Services

    func addRoutes(to router: Router<AppRequestContext>) {
        router.post(RouterPath(Paths.trackerDonePattern), use: toggleDone)
        router.post(RouterPath(Paths.trackerValuePattern), use: setValue)
        router.post(RouterPath(Paths.trackerPinPattern), use: pin)
    }

    /// Done, or undone if it was done: one press, one toggle. Future days and days before the
    /// start are refused.
    @Sendable func toggleDone(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await request.decode(as: MarkForm.self, context: context)
        let now = services.clock.now()
        try await services.database.toggleDone(
            trackerID: try context.recordID(),
            userID: user.id,
            day: try form.parsedDay(),
            today: user.dayClock.day(at: now),
            now: now
        )
        return .redirect(to: form.returnPath)
    }

    /// Sets the day's value of a measurable tracker; an empty field clears it.
    @Sendable func setValue(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await request.decode(as: MarkForm.self, context: context)
        let text = (form.value ?? "").trimmingWhitespace().replacingOccurrences(of: ",", with: ".")
        var value: Double?
        if !text.isEmpty {
            guard let number = Double(text), number.isFinite, number >= 0, number < 1e9 else {
                throw PageError(status: .unprocessableContent, titleKey: "error.422.title", textKey: "problem.value")
            }
            value = number
        }
        let now = services.clock.now()
        try await services.database.setValue(
            value,
            trackerID: try context.recordID(),
            userID: user.id,
            day: try form.parsedDay(),
            today: user.dayClock.day(at: now),
            now: now
        )
        return .redirect(to: form.returnPath)
    }

    /// Pins or unpins; the form says which, so a double press does no harm.
    @Sendable func pin(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await request.decode(as: PinForm.self, context: context)
        try await services.database.setPinned(form.pinned == "1", trackerID: try context.recordID(), userID: user.id)
        return .redirect(to: form.returnPath)
    }
}
