import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Creating, editing and deleting trackers.
struct TrackerFormController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.newTracker, use: chooseKind)
        routes.add(Paths.newHabit) { request, context in try await newForm(.habit, request, context) }
        routes.add(Paths.newEvent) { request, context in try await newForm(.irregular, request, context) }
        routes.add(Paths.createTracker, use: create)
        routes.add(Paths.trackerEdit, use: editForm)
        routes.add(Paths.updateTracker, use: update)
        routes.add(Paths.trackerLeave, use: leave)
        routes.add(Paths.trackerDelete, use: confirmDelete)
        routes.add(Paths.deleteTracker, use: delete)
    }

    /// "+": habit or irregular event.
    @Sendable func chooseKind(request: Request, context: MemberContext) async throws -> Response {
        return try services.renderer.response(KindChoicePage(context: context), context)
    }

    /// An empty form, or the form as it was when the person went to the category pages.
    func newForm(_ kind: TrackerKind, _ request: Request, _ context: MemberContext) async throws -> Response {
        let user = context.user
        var draft: TrackerDraft
        if let carried = Self.carriedDraft(request) {
            draft = carried
        } else {
            let category = try await services.database.preselectedCategory(userID: user.id)
            draft = TrackerDraft(kind: kind, today: today(user), category: category)
        }
        draft.kind = kind
        return try await form(context, user: user, draft: draft, editing: nil)
    }

    /// Creates the tracker, or shows the form again (422) with the input and the errors.
    @Sendable func create(request: Request, context: MemberContext, draft: TrackerDraft) async throws -> Response {
        let user = context.user
        let categories = try await services.database.categories(userID: user.id)
        switch draft.validate(catalog: Catalog.of(context.language), categoryIDs: Set(categories.map(\.category.id))) {
        case .failure(let problems):
            return try await form(context, user: user, draft: draft, editing: nil, categories: categories, problems: problems)
        case .success(let new):
            let tracker = try await services.database.createTracker(userID: user.id, new, now: services.clock.now())
            // On the main page at the new card, or, when it doesn't show today, with a notice of
            // when it shows next, so it doesn't seem to have vanished.
            let shownToday = tracker.timing.isShown(on: today(user))
            return .redirect(to: shownToday ? Paths.home.path + CardLanding.anchor(tracker.id) : Paths.home.path + "?added=\(tracker.id)")
        }
    }

    /// The form filled with the tracker (or with what was typed before visiting the categories).
    @Sendable func editForm(request: Request, context: MemberContext, id: TrackerID) async throws -> Response {
        let user = context.user
        let (tracker, doneDays) = try await services.database.tracker(id: id.id, userID: user.id)
        var draft = Self.carriedDraft(request) ?? TrackerDraft(tracker)
        draft.kind = tracker.kind
        return try await form(context, user: user, draft: draft, editing: (tracker.id, doneDays, tracker.archivedAt != nil))
    }

    /// Saves the changes; the history stays.
    @Sendable func update(request: Request, context: MemberContext, id: TrackerID, posted: TrackerDraft) async throws -> Response {
        let user = context.user
        let (tracker, doneDays) = try await services.database.tracker(id: id.id, userID: user.id)
        var draft = posted
        draft.kind = tracker.kind
        let categories = try await services.database.categories(userID: user.id)
        switch draft.validate(catalog: Catalog.of(context.language), categoryIDs: Set(categories.map(\.category.id))) {
        case .failure(let problems):
            return try await form(
                context,
                user: user,
                draft: draft,
                editing: (tracker.id, doneDays, tracker.archivedAt != nil),
                categories: categories,
                problems: problems
            )
        case .success(let new):
            try await services.database.updateTracker(id: tracker.id, userID: user.id, new, now: services.clock.now())
            return .redirect(to: Paths.trackerDetails(id: tracker.id))
        }
    }

    /// Cancel on the edit form sends what is typed here: with nothing changed, straight back to
    /// the details page; otherwise "Save changes?", with the typed values carried along.
    @Sendable func leave(request: Request, context: MemberContext, id: TrackerID, posted: TrackerDraft) async throws -> Response {
        let user = context.user
        let (tracker, _) = try await services.database.tracker(id: id.id, userID: user.id)
        var draft = posted
        draft.kind = tracker.kind
        let categories = Set(try await services.database.categories(userID: user.id).map(\.category.id))
        let catalog = Catalog.of(context.language)
        let typed = try? draft.validate(catalog: catalog, categoryIDs: categories).get()
        let saved = try? TrackerDraft(tracker).validate(catalog: catalog, categoryIDs: categories).get()
        if let typed, typed == saved {
            return .redirect(to: Paths.trackerDetails(id: tracker.id))
        }
        return try services.renderer.response(LeaveEditPage(context: context, tracker: tracker, draft: draft), context)
    }

    /// "Are you sure you want to delete this tracker?"
    @Sendable func confirmDelete(request: Request, context: MemberContext, id: TrackerID) async throws -> Response {
        let user = context.user
        let (tracker, _) = try await services.database.tracker(id: id.id, userID: user.id)
        let back = Paths.local(request.uri.queryParameters["back"].map(String.init)) ?? Paths.home.path
        return try services.renderer.response(DeleteTrackerPage(context: context, tracker: tracker, back: back), context)
    }

    /// Deletes the tracker with all its history.
    @Sendable func delete(request: Request, context: MemberContext, id: TrackerID, form: ReturnForm) async throws -> Response {
        let user = context.user
        let trackerID = id.id
        return try await services.landing(back: form.back, trackerID: trackerID, user: user, change: .removesCard) {
            try await services.database.deleteTracker(id: trackerID, userID: user.id)
        }
    }

    private func form(
        _ context: some SiteContext,
        user: User,
        draft: TrackerDraft,
        editing: (id: Int64, doneDays: Int, isArchived: Bool)?,
        categories: [CategorySummary]? = nil,
        problems: Problems = Problems()
    ) async throws -> Response {
        let known: [CategorySummary]
        if let categories { known = categories } else { known = try await services.database.categories(userID: user.id) }
        let page = TrackerFormPage(context: context, draft: draft, categories: known, editing: editing, problems: problems)
        return try services.renderer.response(page, context, status: problems.isEmpty ? .ok : .unprocessableContent)
    }

    private func today(_ user: User) -> Day { user.dayClock.day(at: services.clock.now()) }

    /// The draft carried back from the category pages in the address, if there is one.
    static func carriedDraft(_ request: Request) -> TrackerDraft? {
        guard let query = request.uri.query, !query.isEmpty, query.contains("kind=") else { return nil }
        return try? FormDecoder.decode(TrackerDraft.self, query: query)
    }
}
