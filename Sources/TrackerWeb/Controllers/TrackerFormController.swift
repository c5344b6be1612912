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
        let household = try await services.database.members()
        let catalog = Catalog.of(context.language)
        switch draft.validate(catalog: catalog, categoryIDs: Set(categories.map(\.category.id)), householdIDs: household.map(\.id)) {
        case .failure(let problems):
            return try await form(context, user: user, draft: draft, editing: nil, categories: categories, problems: problems)
        case .success(let (new, chore)):
            let tracker = try await services.database.createTracker(userID: user.id, new, chore: chore, now: services.clock.now())
            // On the main page at the new card, or, when it doesn't show today, with a notice of
            // when it shows next, so it doesn't seem to have vanished.
            let shownToday = tracker.timing.isShown(on: today(user))
            return .redirect(to: shownToday ? Paths.home.path + CardLanding.anchor(tracker.id) : Paths.home.path + "?added=\(tracker.id)")
        }
    }

    /// The form filled with the tracker (or with what was typed before visiting the categories).
    @Sendable func editForm(request: Request, context: MemberContext, id: TrackerID) async throws -> Response {
        let user = context.user
        let access = try await managedAccess(id, user)
        let (tracker, doneDays) = try await services.database.tracker(id: id.id, userID: access.holderID)
        var draft: TrackerDraft
        if let carried = Self.carriedDraft(request) {
            draft = carried
        } else {
            draft = TrackerDraft(tracker)
            draft.apply(try await services.database.chorePlan(trackerID: tracker.id))
        }
        draft.kind = tracker.kind
        let categories = try await services.database.categories(userID: access.holderID)
        return try await form(
            context,
            user: user,
            draft: draft,
            editing: (tracker.id, doneDays, tracker.archivedAt != nil),
            keeper: access.holderID == user.id,
            categories: categories
        )
    }

    /// Saves the changes; the history stays.
    @Sendable func update(request: Request, context: MemberContext, id: TrackerID, posted: TrackerDraft) async throws -> Response {
        let user = context.user
        let access = try await managedAccess(id, user)
        let (tracker, doneDays) = try await services.database.tracker(id: id.id, userID: access.holderID)
        var draft = posted
        draft.kind = tracker.kind
        let categories = try await services.database.categories(userID: access.holderID)
        let household = try await services.database.members()
        let catalog = Catalog.of(context.language)
        switch draft.validate(catalog: catalog, categoryIDs: Set(categories.map(\.category.id)), householdIDs: household.map(\.id)) {
        case .failure(let problems):
            return try await form(
                context,
                user: user,
                draft: draft,
                editing: (tracker.id, doneDays, tracker.archivedAt != nil),
                keeper: access.holderID == user.id,
                categories: categories,
                problems: problems
            )
        case .success(let (new, chore)):
            try await services.database.updateTracker(
                id: tracker.id,
                holderID: access.holderID,
                new,
                chore: chore,
                now: services.clock.now()
            )
            return .redirect(to: Paths.trackerDetails(id: tracker.id))
        }
    }

    /// Cancel on the edit form sends what is typed here: with nothing changed, straight back to
    /// the details page; otherwise "Save changes?", with the typed values carried along.
    @Sendable func leave(request: Request, context: MemberContext, id: TrackerID, posted: TrackerDraft) async throws -> Response {
        let access = try await managedAccess(id, context.user)
        let (tracker, _) = try await services.database.tracker(id: id.id, userID: access.holderID)
        var draft = posted
        draft.kind = tracker.kind
        let categories = Set(try await services.database.categories(userID: access.holderID).map(\.category.id))
        let household = try await services.database.members().map(\.id)
        let catalog = Catalog.of(context.language)
        var savedDraft = TrackerDraft(tracker)
        savedDraft.apply(try await services.database.chorePlan(trackerID: tracker.id))
        let typed = try? draft.validate(catalog: catalog, categoryIDs: categories, householdIDs: household).get()
        let saved = try? savedDraft.validate(catalog: catalog, categoryIDs: categories, householdIDs: household).get()
        if let typed, let saved, typed == saved {
            return .redirect(to: Paths.trackerDetails(id: tracker.id))
        }
        return try services.renderer.response(LeaveEditPage(context: context, tracker: tracker, draft: draft), context)
    }

    /// "Are you sure you want to delete this tracker?"
    @Sendable func confirmDelete(request: Request, context: MemberContext, id: TrackerID) async throws -> Response {
        let access = try await managedAccess(id, context.user)
        let (tracker, _) = try await services.database.tracker(id: id.id, userID: access.holderID)
        let back = Paths.local(request.uri.queryParameters["back"].map(String.init)) ?? Paths.home.path
        return try services.renderer.response(DeleteTrackerPage(context: context, tracker: tracker, back: back), context)
    }

    /// Deletes the tracker with all its history.
    @Sendable func delete(request: Request, context: MemberContext, id: TrackerID, form: ReturnForm) async throws -> Response {
        let user = context.user
        let trackerID = id.id
        let access = try await managedAccess(id, user)
        return try await services.landing(back: form.back, trackerID: trackerID, user: user, change: .removesCard) {
            try await services.database.deleteTracker(id: trackerID, userID: access.holderID)
        }
    }

    private func form(
        _ context: some SiteContext,
        user: User,
        draft: TrackerDraft,
        editing: (id: Int64, doneDays: Int, isArchived: Bool)?,
        keeper: Bool = true,
        categories: [CategorySummary]? = nil,
        problems: Problems = Problems()
    ) async throws -> Response {
        let known: [CategorySummary]
        if let categories { known = categories } else { known = try await services.database.categories(userID: user.id) }
        var page = TrackerFormPage(context: context, draft: draft, categories: known, editing: editing, problems: problems)
        page.chore = ChoreChoices(draft: draft, household: try await services.database.members(), viewerID: user.id, problems: problems)
        // Archive is its keeper's: the owner editing another member's chore doesn't get it.
        if !keeper { page.archiveAction = nil }
        return try services.renderer.response(page, context, status: problems.isEmpty ? .ok : .unprocessableContent)
    }

    /// Who may change a tracker: its keeper, or for a chore the owner too. A chore's other members
    /// get 403, anyone else 404.
    private func managedAccess(_ id: TrackerID, _ user: User) async throws -> TrackerAccess {
        let access = try await services.database.trackerAccess(id: id.id, userID: user.id)
        guard access.mayManage else { throw HTTPError(.forbidden) }
        return access
    }

    private func today(_ user: User) -> Day { user.dayClock.day(at: services.clock.now()) }

    /// The draft carried back from the category pages in the address, if there is one.
    static func carriedDraft(_ request: Request) -> TrackerDraft? {
        guard let query = request.uri.query, !query.isEmpty, query.contains("kind=") else { return nil }
        return try? FormDecoder.decode(TrackerDraft.self, query: query)
    }
}
