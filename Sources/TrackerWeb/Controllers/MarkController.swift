import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Marking a tracker done or undone on a day, setting a measurable value, and pinning.
struct MarkController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.trackerDone, use: toggleDone)
        routes.add(Paths.trackerValue, use: setValue)
        routes.add(Paths.trackerStep, use: stepValue)
        routes.add(Paths.trackerPin, use: pin)
    }

    /// Done, or undone if it was done: one press, one toggle. Future days and days before the
    /// start are refused.
    @Sendable func toggleDone(request: Request, context: MemberContext, tracker: TrackerID, form: MarkForm) async throws -> Response {
        try await mark(context, tracker, form) { mark in
            try await services.database.toggleDone(
                trackerID: mark.trackerID,
                userID: mark.userID,
                day: mark.day,
                today: mark.today,
                now: mark.now
            )
        }
    }

    /// Sets the day's value of a measurable tracker; an empty field clears it.
    @Sendable func setValue(request: Request, context: MemberContext, tracker: TrackerID, form: MarkForm) async throws -> Response {
        try await mark(context, tracker, form) { mark in
            try await services.database.setValue(
                try mark.form.parsedValue(),
                trackerID: mark.trackerID,
                userID: mark.userID,
                day: mark.day,
                today: mark.today,
                now: mark.now
            )
        }
    }

    /// Adds 1 to the day's value, or takes 1 away (never below 0): a card's +1 and −1 buttons.
    @Sendable func stepValue(request: Request, context: MemberContext, tracker: TrackerID, form: MarkForm) async throws -> Response {
        try await mark(context, tracker, form) { mark in
            try await services.database.stepValue(
                by: try mark.form.parsedStep(),
                trackerID: mark.trackerID,
                userID: mark.userID,
                day: mark.day,
                today: mark.today,
                now: mark.now
            )
        }
    }

    /// What a mark needs: whose tracker, which day, and the person's today.
    struct Mark {
        let form: MarkForm
        let trackerID: Int64
        let userID: Int64
        let day: Day
        let today: Day
        let now: Date
    }

    /// Reads a card's form, runs the write, and goes back to the page the form came from.
    private func mark(
        _ context: MemberContext,
        _ tracker: TrackerID,
        _ form: MarkForm,
        _ write: (Mark) async throws -> Void
    ) async throws -> Response {
        let user = context.user
        let now = services.clock.now()
        let mark = Mark(
            form: form,
            trackerID: tracker.id,
            userID: user.id,
            day: try form.parsedDay(),
            today: user.dayClock.day(at: now),
            now: now
        )
        return try await services.landing(back: form.back, trackerID: mark.trackerID, user: user, change: .marksDay) {
            try await write(mark)
        }
    }

    /// Pins or unpins; the form says which, so a double press does no harm.
    @Sendable func pin(request: Request, context: MemberContext, tracker: TrackerID, form: PinForm) async throws -> Response {
        let user = context.user
        return try await services.landing(back: form.back, trackerID: tracker.id, user: user, change: .keepsCard) {
            try await services.database.setPinned(form.pinned, trackerID: tracker.id, userID: user.id)
        }
    }
}
