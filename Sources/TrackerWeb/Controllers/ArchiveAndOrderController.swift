import Hummingbird
import TrackerCore
import TrackerStore

/// Archive and your order: archiving a tracker from its card or edit page, restoring it from
/// Settings → Archived or its details page, and the Reorder pages.
struct ArchiveAndOrderController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.trackerArchive, use: archive)
        routes.add(Paths.trackerRestore, use: restore)
        routes.add(Paths.settingsArchived, use: archived)
        routes.add(Paths.reorderCategories, use: reorderCategories)
        routes.add(Paths.moveCategory, use: moveCategory)
        routes.add(Paths.reorderTrackers, use: reorderTrackers)
        routes.add(Paths.moveTracker, use: moveTracker)
    }

    /// Archives the tracker. Archiving is undone by Restore, so it asks nothing; the card leaves
    /// the main page, which lands on the card that took its place.
    @Sendable func archive(request: Request, context: MemberContext, tracker: TrackerID, form: ReturnForm) async throws -> Response {
        let user = context.user
        let now = services.clock.now()
        return try await services.landing(back: form.back, trackerID: tracker.id, user: user, change: .removesCard) {
            try await services.database.setArchived(true, trackerID: tracker.id, userID: user.id, now: now)
        }
    }

    /// Brings the tracker back. From Settings → Archived it lands on the row that took its place;
    /// from anywhere else (its details page), back where it was.
    @Sendable func restore(request: Request, context: MemberContext, tracker: TrackerID, form: ReturnForm) async throws -> Response {
        let user = context.user
        let back = CardLanding.withoutFragment(Paths.local(form.back) ?? Paths.settingsArchived.path)
        guard back == Paths.settingsArchived.path else {
            try await services.database.setArchived(false, trackerID: tracker.id, userID: user.id, now: services.clock.now())
            return .redirect(to: back)
        }
        let before = try await services.database.archivedTrackers(userID: user.id).map(\.id)
        try await services.database.setArchived(false, trackerID: tracker.id, userID: user.id, now: services.clock.now())
        let after = Set(try await services.database.archivedTrackers(userID: user.id).map(\.id))
        let landing = CardLanding.landing(on: tracker.id, before: before, after: after)
        return .redirect(to: back + (landing.map(CardLanding.anchor) ?? ""))
    }

    /// Settings → Archived.
    @Sendable func archived(request: Request, context: MemberContext) async throws -> Response {
        let trackers = try await services.database.archivedTrackers(userID: context.user.id)
        return try services.renderer.response(ArchivedPage(context: context, trackers: trackers), context)
    }

    @Sendable func reorderCategories(request: Request, context: MemberContext) async throws -> Response {
        let categories = try await services.database.categories(userID: context.user.id)
        return try services.renderer.response(ReorderPage(context: context, categories: categories), context)
    }

    @Sendable func reorderTrackers(request: Request, context: MemberContext, category: CategoryID) async throws -> Response {
        let (found, trackers) = try await services.database.orderedTrackers(categoryID: category.id, userID: context.user.id)
        return try services.renderer.response(ReorderPage(context: context, category: found, trackers: trackers), context)
    }

    /// Moves the category; at either end nothing changes (a double press does no harm). Lands
    /// on the moved row.
    @Sendable func moveCategory(request: Request, context: MemberContext, category: CategoryID, form: MoveForm) async throws -> Response {
        let move = try Self.move(form)
        try await services.database.moveCategory(id: category.id, userID: context.user.id, move)
        return .redirect(to: Paths.reorderCategories.path + Paths.rowAnchor("category", category.id))
    }

    /// Moves the tracker within its category; at either end nothing changes. Lands on the moved row.
    @Sendable func moveTracker(request: Request, context: MemberContext, tracker: TrackerID, form: MoveForm) async throws -> Response {
        let move = try Self.move(form)
        let user = context.user
        let (found, _) = try await services.database.tracker(id: tracker.id, userID: user.id)
        try await services.database.moveTracker(id: tracker.id, userID: user.id, move)
        return .redirect(to: Paths.reorderTrackers(id: found.categoryId) + Paths.rowAnchor("tracker", tracker.id))
    }

    /// `up` or `down`; anything else is a 422 that changes nothing.
    private static func move(_ form: MoveForm) throws -> Move {
        guard let move = Move(rawValue: form.move) else { throw PageError.invalidMove }
        return move
    }
}

extension PageError {
    /// A Move button's value that is neither up nor down.
    static let invalidMove = PageError(status: .unprocessableContent, titleKey: "error.422.title", textKey: "error.move")
}
