import Hummingbird
import TrackerCore
import TrackerStore

/// Categories: list, add, rename and delete. Every page carries the tracker form's state.
struct CategoryController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.categories, use: list)
        routes.post(Paths.categoryDetour, use: detour)
        routes.get(Paths.newCategory, use: newForm)
        routes.post(Paths.categories, use: create)
        routes.get(Paths.categoryEditPattern, use: renameForm)
        routes.post(Paths.categoryEditPattern, use: rename)
        routes.get(Paths.categoryDeletePattern, use: confirmDelete)
        routes.post(Paths.categoryDeletePattern, use: delete)
    }

    /// The person's categories.
    @Sendable func list(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let categories = try await services.database.categories(userID: user.id)
        let page = CategoriesPage(context: context, categories: categories, state: CarriedState(encoded: request.uri.query))
        return try services.renderer.response(page)
    }

    /// "Add category" or "Edit categories" pressed on the tracker form: goes there carrying the
    /// form's state (and nothing else: not the CSRF token).
    @Sendable func detour(request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireUser()
        let raw = try await Self.rawForm(request, context)
        let state = CarriedState(encoded: raw)
        let go = CarriedState.decodePairs(raw).first { $0.name == "go" }?.value
        return .redirect(to: state.link(go == "manage" ? Paths.categories : Paths.newCategory))
    }

    /// The new-category form; Done stays inactive until a name is typed.
    @Sendable func newForm(request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireUser()
        let after = request.uri.queryParameters["after"].map(String.init)
        let page = CategoryFormPage(
            context: context,
            editing: nil,
            name: "",
            after: after,
            state: CarriedState(encoded: request.uri.query)
        )
        return try services.renderer.response(page)
    }

    /// Adds the category (not chosen automatically) and goes back where the person came from.
    @Sendable func create(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let (form, state) = try await decode(request, context)
        do {
            let name = try checkedName(form.category_name, context)
            try await refusingTakenNames(context) {
                try await services.database.createCategory(userID: user.id, name: name, now: services.clock.now())
            }
            return .redirect(to: form.after == "list" ? state.link(Paths.categories) : state.back(or: Paths.categories))
        } catch let problem as NameProblemMessage {
            let page = CategoryFormPage(
                context: context,
                editing: nil,
                name: form.category_name,
                after: form.after,
                state: state,
                error: problem.message
            )
            return try services.renderer.response(page, status: .unprocessableContent)
        }
    }

    /// The rename form.
    @Sendable func renameForm(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let category = try await services.database.category(id: try context.recordID(), userID: user.id)
        let page = CategoryFormPage(
            context: context,
            editing: category,
            name: category.name,
            after: "list",
            state: CarriedState(encoded: request.uri.query)
        )
        return try services.renderer.response(page)
    }

    /// Renames the category.
    @Sendable func rename(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let category = try await services.database.category(id: try context.recordID(), userID: user.id)
        let (form, state) = try await decode(request, context)
        do {
            let name = try checkedName(form.category_name, context)
            try await refusingTakenNames(context) {
                try await services.database.renameCategory(id: category.id, userID: user.id, name: name)
            }
            return .redirect(to: state.link(Paths.categories))
        } catch let problem as NameProblemMessage {
            let page = CategoryFormPage(
                context: context,
                editing: category,
                name: form.category_name,
                after: "list",
                state: state,
                error: problem.message
            )
            return try services.renderer.response(page, status: .unprocessableContent)
        }
    }

    /// "Delete this category?", with the choice for its trackers.
    @Sendable func confirmDelete(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let (summary, others) = try await summaries(user: user, id: try context.recordID())
        let page = DeleteCategoryPage(context: context, summary: summary, others: others, state: CarriedState(encoded: request.uri.query))
        return try services.renderer.response(page)
    }

    /// Deletes the category; its trackers move to another category or go with it.
    @Sendable func delete(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let id = try context.recordID()
        let raw = try await Self.rawForm(request, context)
        let form = try await request.decode(as: CategoryDeleteForm.self, context: context)
        let state = CarriedState(encoded: raw)
        let (summary, _) = try await summaries(user: user, id: id)
        var moveTo: Int64?
        if summary.trackerCount > 0 {
            switch form.trackers {
            case "delete": moveTo = nil
            case "move":
                guard let target = form.move_to.flatMap({ Int64($0) }) else { throw HTTPError(.badRequest) }
                moveTo = target
            default: throw HTTPError(.badRequest)
            }
        }
        try await services.database.deleteCategory(id: id, userID: user.id, moveTo: moveTo)
        return .redirect(to: state.link(Paths.categories))
    }

    private func summaries(user: User, id: Int64) async throws -> (CategorySummary, [CategorySummary]) {
        let all = try await services.database.categories(userID: user.id)
        guard let summary = all.first(where: { $0.category.id == id }) else { throw StoreError.notFound }
        return (summary, all.filter { $0.category.id != id })
    }

    private func decode(_ request: Request, _ context: AppRequestContext) async throws -> (CategoryNameForm, CarriedState) {
        let raw = try await Self.rawForm(request, context)
        return (try await request.decode(as: CategoryNameForm.self, context: context), CarriedState(encoded: raw))
    }

    /// The posted form as URL-encoded text, for the tracker state it carries. The CSRF
    /// middleware has buffered the body already, so the handler can still decode it.
    private static func rawForm(_ request: Request, _ context: AppRequestContext) async throws -> String {
        var request = request
        return String(buffer: try await request.collectBody(upTo: context.maxUploadSize))
    }

    /// Runs a write, turning "name taken" into the message that goes next to the field.
    private func refusingTakenNames(_ context: AppRequestContext, _ write: () async throws -> Void) async throws {
        do {
            try await write()
        } catch StoreError.categoryNameTaken {
            throw NameProblemMessage(message: Catalog.of(context.language).text("problem.category.taken"))
        }
    }

    /// The trimmed name, or the message that goes next to the field.
    private func checkedName(_ raw: String, _ context: AppRequestContext) throws -> String {
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
