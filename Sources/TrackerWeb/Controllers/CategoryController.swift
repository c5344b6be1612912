import Hummingbird
import TrackerCore
import TrackerStore

/// Categories: list, add, rename and delete. Every page carries the tracker form's state.
struct CategoryController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.categories, use: list)
        routes.add(Paths.categoryDetour, use: detour)
        routes.add(Paths.newCategory, use: newForm)
        routes.add(Paths.createCategory, use: create)
        routes.add(Paths.categoryEdit, use: renameForm)
        routes.add(Paths.renameCategory, use: rename)
        routes.add(Paths.categoryDelete, use: confirmDelete)
        routes.add(Paths.deleteCategory, use: delete)
    }

    /// The person's categories.
    @Sendable func list(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let categories = try await services.database.categories(userID: user.id)
        let page = CategoriesPage(context: context, categories: categories, state: CarriedState(encoded: request.uri.query))
        return try services.renderer.response(page, context)
    }

    /// "Add category" or "Edit categories" pressed on the tracker form: goes there carrying the
    /// form's state (and nothing else: not the CSRF token).
    @Sendable func detour(request: Request, context: MemberContext) async throws -> Response {
        let form = context.form ?? .empty
        let state = CarriedState(form)
        let go = form.value("go")
        return .redirect(to: state.link(go == "manage" ? Paths.categories.path : Paths.newCategory.path))
    }

    /// The new-category form; Done stays inactive until a name is typed.
    @Sendable func newForm(request: Request, context: MemberContext) async throws -> Response {
        let after = request.uri.queryParameters["after"].map(String.init)
        let page = CategoryFormPage(
            context: context,
            editing: nil,
            name: "",
            after: after,
            state: CarriedState(encoded: request.uri.query)
        )
        return try services.renderer.response(page, context)
    }

    /// Adds the category (not chosen automatically) and goes back where the person came from.
    @Sendable func create(request: Request, context: MemberContext, form: CategoryNameForm) async throws -> Response {
        let user = context.user
        let state = CarriedState(context.form ?? .empty)
        do {
            let name = try checkedName(form.category_name, context)
            try await refusingTakenNames(context) {
                try await services.database.createCategory(userID: user.id, name: name, now: services.clock.now())
            }
            return .redirect(to: form.after == "list" ? state.link(Paths.categories.path) : state.back(or: Paths.categories.path))
        } catch let problem as NameProblemMessage {
            let page = CategoryFormPage(
                context: context,
                editing: nil,
                name: form.category_name,
                after: form.after,
                state: state,
                error: problem.message
            )
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
    }

    /// The rename form.
    @Sendable func renameForm(request: Request, context: MemberContext, id: CategoryID) async throws -> Response {
        let user = context.user
        let category = try await services.database.category(id: id.id, userID: user.id)
        let page = CategoryFormPage(
            context: context,
            editing: category,
            name: category.name,
            after: "list",
            state: CarriedState(encoded: request.uri.query)
        )
        return try services.renderer.response(page, context)
    }

    /// Renames the category.
    @Sendable func rename(request: Request, context: MemberContext, id: CategoryID, form: CategoryNameForm) async throws -> Response {
        let user = context.user
        let category = try await services.database.category(id: id.id, userID: user.id)
        let state = CarriedState(context.form ?? .empty)
        do {
            let name = try checkedName(form.category_name, context)
            try await refusingTakenNames(context) {
                try await services.database.renameCategory(id: category.id, userID: user.id, name: name)
            }
            return .redirect(to: state.link(Paths.categories.path))
        } catch let problem as NameProblemMessage {
            let page = CategoryFormPage(
                context: context,
                editing: category,
                name: form.category_name,
                after: "list",
                state: state,
                error: problem.message
            )
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
    }

    /// "Delete this category?", with the choice for its trackers.
    @Sendable func confirmDelete(request: Request, context: MemberContext, id: CategoryID) async throws -> Response {
        let user = context.user
        let (summary, others) = try await summaries(user: user, id: id.id)
        let page = DeleteCategoryPage(context: context, summary: summary, others: others, state: CarriedState(encoded: request.uri.query))
        return try services.renderer.response(page, context)
    }

    /// Deletes the category; its trackers move to another category or go with it.
    @Sendable func delete(request: Request, context: MemberContext, category: CategoryID, form: CategoryDeleteForm) async throws -> Response {
        let user = context.user
        let id = category.id
        let state = CarriedState(context.form ?? .empty)
        let (summary, _) = try await summaries(user: user, id: id)
        var moveTo: Int64?
        if summary.trackerCount > 0 {
            switch form.trackers {
            case .delete: moveTo = nil
            case .move:
                guard let target = form.move_to else { throw HTTPError(.badRequest) }
                moveTo = target
            case nil: throw HTTPError(.badRequest)
            }
        }
        try await services.database.deleteCategory(id: id, userID: user.id, moveTo: moveTo)
        return .redirect(to: state.link(Paths.categories.path))
    }

    private func summaries(user: User, id: Int64) async throws -> (CategorySummary, [CategorySummary]) {
        let all = try await services.database.categories(userID: user.id)
        guard let summary = all.first(where: { $0.category.id == id }) else { throw StoreError.notFound }
        return (summary, all.filter { $0.category.id != id })
    }

    /// Runs a write, turning "name taken" into the message that goes next to the field.
    private func refusingTakenNames(_ context: some SiteContext, _ write: () async throws -> Void) async throws {
        do {
            try await write()
        } catch StoreError.categoryNameTaken {
            throw NameProblemMessage(message: Catalog.of(context.language).text("problem.category.taken"))
        }
    }

    /// The trimmed name, or the message that goes next to the field.
    private func checkedName(_ raw: String, _ context: some SiteContext) throws -> String {
        switch TextRule.categoryName.validate(raw) {
        case .success(let name): return name
        case .failure(let problem): throw NameProblemMessage(message: problem.message(Catalog.of(context.language)))
        }
    }
}

/// A refused category name, with the message for the field.
struct NameProblemMessage: Error {
    let message: String
}
