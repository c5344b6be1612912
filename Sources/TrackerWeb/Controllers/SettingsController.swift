import Hummingbird
import TrackerCore
import TrackerStore

/// Settings, for now: the account, invites (create, list, revoke) and signing out.
struct SettingsController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.settings, use: show)
        routes.post(Paths.invites, use: createInvite)
        routes.post(Paths.revokeInvitePattern, use: revokeInvite)
    }

    /// The settings page; `?invite=TOKEN` right after creating one shows its link.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let now = services.clock.now()
        let invites = try await services.database.openInvites(by: user.id, now: now)
        var newLink: String?
        var linkIsPath = false
        if let token = request.uri.queryParameters["invite"].map(String.init),
            let open = try await services.database.openInvite(token: token, now: now),
            open.invite.createdBy == user.id
        {
            let path = Paths.join(token: token)
            newLink = services.links.absolute(path, host: request.head.authority) ?? path
            linkIsPath = newLink == path
        }
        let catalog = Catalog.of(context.language)
        let notice = request.uri.queryParameters["revoked"] != nil ? catalog.text("invites.revoked") : nil
        let page = SettingsPage(
            context: context,
            user: user,
            invites: invites,
            newInviteLink: newLink,
            inviteLinkIsPath: linkIsPath,
            notice: notice,
            clock: user.dayClock
        )
        return try services.renderer.response(page)
    }

    /// Makes a new invite and shows its link once.
    @Sendable func createInvite(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let (token, _) = try await services.database.createInvite(by: user.id, now: services.clock.now())
        return .redirect(to: Paths.settings + "?invite=" + token + "#new-invite")
    }

    /// Revokes one of the person's open invites; another person's id is "not found".
    @Sendable func revokeInvite(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        try await services.database.revokeInvite(id: try context.recordID(), by: user.id, now: services.clock.now())
        return .redirect(to: Paths.settings + "?revoked=1")
    }
}
