import Hummingbird
import TrackerCore
import TrackerStore

/// Settings, for now: the account, invites (create, list, revoke) and signing out.
struct SettingsController: Sendable {
    let services: Services
    /// Invite links are shown as `https://` when Tracker sits behind TLS.
    let scheme: String

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get(RouterPath(Paths.settings), use: show)
        router.post(RouterPath(Paths.invites), use: createInvite)
        router.post(RouterPath(Paths.revokeInvitePattern), use: revokeInvite)
    }

    /// The settings page; `?invite=TOKEN` right after creating one shows its link.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let now = services.clock.now()
        let invites = try await services.database.openInvites(by: user.id, now: now)
        var newLink: String?
        if let token = request.uri.queryParameters["invite"].map(String.init),
            let open = try await services.database.openInvite(token: token, now: now),
            open.invite.createdBy == user.id
        {
            let authority = request.head.authority ?? ""
            let safe =
                !authority.isEmpty
                && authority.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil || ".:-[]".unicodeScalars.contains($0))
                }
            let host = safe ? authority : "127.0.0.1"
            newLink = "\(scheme)://\(host)\(Paths.join(token: token))"
        }
        let catalog = Catalog.of(context.language)
        let notice = request.uri.queryParameters["revoked"] != nil ? catalog.text("invites.revoked") : nil
        let page = SettingsPage(
            context: context,
            user: user,
            invites: invites,
            newInviteLink: newLink,
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
