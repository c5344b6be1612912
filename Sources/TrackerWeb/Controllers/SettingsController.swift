import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Settings: the account, day and time, notifications, invites (create, list, revoke), the
/// guide and signing out. Each setting has its own form; a change lands back on its section.
struct SettingsController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.settings, use: show)
        routes.add(Paths.settingsName, use: change)
        routes.add(Paths.settingsDayAndTime, use: changeDayAndTime)
        routes.add(Paths.settingsNotifications, use: change)
        routes.add(Paths.invites, use: createInvite)
        routes.add(Paths.revokeInvite, use: revokeInvite)
        routes.add(Paths.guide, use: guide)
    }

    /// The settings page; `?saved=…` after a change, `?invite=TOKEN` right after creating an invite.
    @Sendable func show(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let saved = request.uri.queryParameters["saved"].map(String.init)
        return try await page(request, context, user: user, entry: SettingsEntry(user), saved: saved)
    }

    /// Saves one setting, or shows the page again with the value typed and what is wrong (422).
    @Sendable func change(request: Request, context: MemberContext, form: some SettingForm) async throws -> Response {
        let user = context.user
        switch form.setting(user: user, catalog: Catalog.of(context.language)) {
        case .success(let setting):
            try await services.database.update(setting, userID: user.id)
            return .redirect(to: Paths.settingsSaved(SettingsForms.savedWord(setting)))
        case .failure(let entry):
            return try await page(request, context, user: user, entry: entry, saved: nil, status: .unprocessableContent)
        }
    }

    /// Saves language, time zone and day start together, or shows the page again with what was
    /// typed and what is wrong (422), changing nothing.
    @Sendable func changeDayAndTime(request: Request, context: MemberContext, form: SettingsForms.DayAndTime) async throws -> Response {
        let user = context.user
        switch form.settings(user: user, catalog: Catalog.of(context.language)) {
        case .success(let settings):
            try await services.database.update(settings, userID: user.id)
            return .redirect(to: Paths.settingsSaved("day-and-time"))
        case .failure(let entry):
            return try await page(request, context, user: user, entry: entry, saved: nil, status: .unprocessableContent)
        }
    }

    private func page(
        _ request: Request,
        _ context: some SiteContext,
        user: User,
        entry: SettingsEntry,
        saved: String?,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let now = services.clock.now()
        let open = try await services.database.openInvites(by: user.id, now: now)
        var newLink: String?
        var linkIsPath = false
        if let token = request.uri.queryParameters["invite"].map(String.init),
            let invite = try await services.database.openInvite(token: token, now: now),
            invite.invite.createdBy == user.id
        {
            let path = Paths.join(token: token)
            newLink = services.links.shareable(path, host: request.head.authority)
            linkIsPath = newLink == path
        }
        let catalog = Catalog.of(context.language)
        let invites = InvitesSection(
            language: context.language,
            invites: open,
            newLink: newLink,
            linkIsPath: linkIsPath,
            notice: request.uri.queryParameters["revoked"] != nil ? catalog.text("invites.revoked") : nil,
            clock: user.dayClock
        )
        let page = SettingsPage(context: context, user: user, entry: entry, saved: saved, invites: invites, now: now)
        return try services.renderer.response(page, context, status: status)
    }

    /// Makes a new invite and shows its link once.
    @Sendable func createInvite(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let (token, _) = try await services.database.createInvite(by: user.id, now: services.clock.now())
        return .redirect(to: Paths.settings.path + "?invite=" + token + "#new-invite")
    }

    /// Revokes one of the person's open invites; another person's id is "not found".
    @Sendable func revokeInvite(request: Request, context: MemberContext, invite: InviteID) async throws -> Response {
        let user = context.user
        try await services.database.revokeInvite(id: invite.id, by: user.id, now: services.clock.now())
        return .redirect(to: Paths.settings.path + "?revoked=1#invites")
    }

    /// The user guide, in the person's language.
    @Sendable func guide(request: Request, context: MemberContext) async throws -> Response {
        return try services.renderer.response(GuidePage(context: context), context)
    }
}
