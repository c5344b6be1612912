import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Joining the household through a one-time invite link.
struct JoinController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.join, use: show)
        routes.add(Paths.submitJoin, use: join)
    }

    /// The new-member form, or a clear page when the link cannot be used.
    @Sendable func show(request: Request, context: AppRequestContext, link: JoinToken) async throws -> Response {
        let token = link.token
        guard let open = try await services.database.openInvite(token: token, now: services.clock.now()) else {
            return try services.renderer.response(LinkInvalidPage.invite(context), context, status: .notFound)
        }
        // A new member sees the onboarding first, as the owner does, then comes back here.
        if !context.hasSeenOnboarding && context.signedIn == nil {
            return .redirect(to: Paths.onboarding.path + "?next=" + Paths.queryEncoded(Paths.join(token: token), keepingSlashes: true))
        }
        return try services.renderer.response(page(context, token: token, inviter: open.inviterName, form: .empty), context)
    }

    /// Creates the member, uses up the invite and signs the new member in.
    @Sendable func join(request: Request, context: AppRequestContext, link: JoinToken, form: NewAccountForm) async throws -> Response {
        let token = link.token
        let now = services.clock.now()
        guard let open = try await services.database.openInvite(token: token, now: now) else {
            return try services.renderer.response(LinkInvalidPage.invite(context), context, status: .notFound)
        }
        let catalog = Catalog.of(context.language)
        var problems: Problems
        switch form.validate(catalog: catalog) {
        case .failure(let found):
            problems = found
        case .success(let account):
            let new = try await services.newUser(from: account, language: context.language)
            do {
                let user = try await services.database.join(inviteToken: token, new, now: now)
                return try await services.startSession(for: user, request: request, redirectTo: Paths.home.path)
            } catch StoreError.usernameTaken {
                problems = Problems()
                problems["username"] = catalog.text("problem.username.taken")
            } catch StoreError.inviteUnusable {
                return try services.renderer.response(LinkInvalidPage.invite(context), context, status: .notFound)
            }
        }
        let page = page(context, token: token, inviter: open.inviterName, form: form, problems: problems)
        return try services.renderer.response(page, context, status: .unprocessableContent)
    }

    private func page(
        _ context: some SiteContext,
        token: String,
        inviter: String,
        form: NewAccountForm,
        problems: Problems = Problems()
    ) -> AccountFormPage {
        AccountFormPage(
            context: context,
            titleKey: "join.title",
            intro: Catalog.of(context.language).text("join.intro", ["name": inviter]),
            action: Paths.join(token: token),
            submitKey: "join.submit",
            form: form,
            problems: problems,
            now: services.clock.now()
        )
    }
}
