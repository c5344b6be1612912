import Hummingbird
import TrackerCore
import TrackerStore

/// Settings → API tokens (issue 34): make a token (its secret is shown once, in the answer to the
/// form, and never stored), see the tokens with their last use, and revoke one after a
/// confirmation. An adult's page: a child's session or a switched guardian gets 403.
struct TokensController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.settingsTokens, use: list)
        routes.add(Paths.createToken, use: create)
        routes.add(Paths.revokeToken, use: confirmRevoke)
        routes.add(Paths.confirmRevokeToken, use: revoke)
    }

    @Sendable func list(request: Request, context: MemberContext) async throws -> Response {
        let notice = request.uri.queryParameters["revoked"] != nil ? "tokens.revoked" : nil
        return try await page(context, notice: notice)
    }

    /// Makes the token and answers with the page that shows its secret: the only time it is shown
    /// (the page is not stored by the browser: `no-store`). A refused name or scope is a 422 that
    /// keeps what was typed; the twenty-first token is refused the same way.
    @Sendable func create(request: Request, context: MemberContext, form: TokenForm) async throws -> Response {
        let user = context.user
        let catalog = Catalog.of(context.language)
        var entry = TokensPage.Entry(name: form.name, scope: form.scope)
        let name = TextRule.tokenName.check(form.name, field: "name", catalog: catalog, problems: &entry.problems)
        if form.scope == nil { entry.problems["scope"] = catalog.text("tokens.problem.scope") }
        guard let name, let scope = form.scope, entry.problems.isEmpty else {
            return try await page(context, entry: entry, status: .unprocessableContent)
        }
        do {
            let (secret, token) = try await services.database.createAPIToken(
                userID: user.id,
                name: name,
                scope: scope,
                now: services.clock.now()
            )
            let created = TokensPage.Created(
                name: token.name,
                secret: secret,
                apiAddress: services.links.shareable(Paths.apiBase, host: request.head.authority)
            )
            return try await page(context, created: created)
        } catch StoreError.tooManyTokens {
            entry.problems["name"] = catalog.text("tokens.problem.too_many", ["most": String(APIToken.perMember)])
            return try await page(context, entry: entry, status: .unprocessableContent)
        }
    }

    @Sendable func confirmRevoke(request: Request, context: MemberContext, id: APITokenID) async throws -> Response {
        let token = try await services.database.apiToken(id: id.id, userID: context.user.id)
        return try services.renderer.response(RevokeTokenPage(context: context, token: token), context)
    }

    @Sendable func revoke(request: Request, context: MemberContext, id: APITokenID) async throws -> Response {
        try await services.database.revokeAPIToken(id: id.id, userID: context.user.id)
        return .redirect(to: Paths.settingsTokens.path + "?revoked=1")
    }

    private func page(
        _ context: MemberContext,
        entry: TokensPage.Entry = .init(),
        created: TokensPage.Created? = nil,
        notice: String? = nil,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let tokens = try await services.database.apiTokens(userID: context.user.id)
        let page = TokensPage(
            context: context,
            tokens: tokens,
            clock: context.user.dayClock,
            entry: entry,
            created: created,
            notice: notice
        )
        return try services.renderer.response(page, context, status: status)
    }
}
