import Hummingbird
import TrackerCore
import TrackerStore

/// A tracker's day page and its note. Only the tracker's owner reads or writes it: another
/// member's tracker, shared or not, is not found.
struct NoteController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.trackerDay, use: show)
        routes.add(Paths.saveNote, use: save)
    }

    /// The day's page: `?day=` (today without it), a day from the tracker's start to today.
    @Sendable func show(request: Request, context: MemberContext, tracker: TrackerID) async throws -> Response {
        let user = context.user
        let today = user.dayClock.day(at: services.clock.now())
        let day: Day
        if let text = request.uri.queryParameters["day"] {
            guard let parsed = Day(iso: String(text)) else { throw PageError.invalidDay }
            day = parsed
        } else {
            day = today
        }
        let found = try await services.database.trackerDay(trackerID: tracker.id, userID: user.id, day: day)
        guard found.tracker.timing.canMark(day, today: today) else { throw PageError.dayNotMarkable }
        let page = NoteDayPage(context: context, found: found, day: day, today: today, text: found.note ?? "")
        return try services.renderer.response(page, context)
    }

    /// Saves the note (empty deletes it) and lands on the details page's month of that day, at
    /// the note. A broken or refused day, or a note the text rule refuses, is the day's page
    /// again with what was typed (422), and nothing changes.
    @Sendable func save(request: Request, context: MemberContext, tracker: TrackerID, form: NoteForm) async throws -> Response {
        let user = context.user
        let now = services.clock.now()
        let today = user.dayClock.day(at: now)
        let catalog = Catalog.of(context.language)
        let typed = form.note ?? ""
        let day = Day(iso: form.day)
        let found = try await services.database.trackerDay(trackerID: tracker.id, userID: user.id, day: day ?? today)
        func refuse(_ message: String) throws -> Response {
            let page = NoteDayPage(context: context, found: found, day: day ?? today, today: today, text: typed, error: message)
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
        guard let day, found.tracker.timing.canMark(day, today: today) else { return try refuse(catalog.text("problem.note.day")) }
        let text: String?
        switch NoteText.validate(typed) {
        case .success(let valid): text = valid
        case .failure(.empty): text = nil
        case .failure(let problem): return try refuse(problem.message(catalog))
        }
        try await services.database.setNote(text, trackerID: tracker.id, userID: user.id, day: day, today: today, now: now)
        let anchor = text == nil ? "#notes" : "#note-\(day.iso)"
        return .redirect(to: Paths.trackerDetails(id: tracker.id, month: Month(day)) + anchor)
    }
}
