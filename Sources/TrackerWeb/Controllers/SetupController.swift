import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// First-run setup of the owner account, open only while nobody has an account.
struct SetupController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.setup, use: show)
        routes.add(Paths.createOwner, use: create)
    }

    /// The owner form; once an account exists, it sends people to sign in instead.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        guard try await !services.database.hasUsers() else { return .redirect(to: Paths.signIn.path) }
        return try services.renderer.response(page(context, form: .empty), context)
    }

    /// Creates the owner and signs them in; refused with 403 once any account exists.
    @Sendable func create(request: Request, context: AppRequestContext, form: NewAccountForm) async throws -> Response {
        guard try await !services.database.hasUsers() else { throw HTTPError(.forbidden) }
        let catalog = Catalog.of(context.language)
        switch form.validate(catalog: catalog) {
        case .failure(let problems):
            return try services.renderer.response(page(context, form: form, problems: problems), context, status: .unprocessableContent)
        case .success(let account):
            let new = try await services.newUser(from: account, language: context.language)
            do {
                let user = try await services.database.createOwner(new, now: services.clock.now())
                return try await services.startSession(for: user, request: request, redirectTo: Paths.home.path)
            } catch StoreError.setupClosed {
                throw HTTPError(.forbidden)
            }
        }
    }

    private func page(
        _ context: some SiteContext,
        form: NewAccountForm,
        problems: Problems = Problems()
    )
        -> AccountFormPage
    {
        AccountFormPage(
            context: context,
            titleKey: "setup.title",
            intro: Catalog.of(context.language).text("setup.intro"),
            action: Paths.setup.path,
            submitKey: "setup.submit",
            form: form,
            problems: problems,
            now: services.clock.now()
        )
    }
}
