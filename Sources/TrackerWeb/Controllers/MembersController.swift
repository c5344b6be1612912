import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Members of the household: the list for everyone; for the owner, one-time password-reset links
/// and removing a member. The reset link's own page is open to whoever holds the link.
struct MembersController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.members, use: list)
        routes.add(Paths.resetMember, use: makeReset)
        routes.add(Paths.revokeReset, use: revokeReset)
        routes.add(Paths.removeMember, use: confirmRemove)
        routes.add(Paths.confirmRemoveMember, use: remove)
        routes.add(Paths.passwordReset, use: resetForm)
        routes.add(Paths.usePasswordReset, use: reset)
    }

    /// The list; `?reset=TOKEN` right after making a link shows it once, `?removed=1` and
    /// `?revoked=1` say what was done.
    @Sendable func list(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let now = services.clock.now()
        let members = try await services.database.members()
        let isOwner = user.role == .owner
        let resets = isOwner ? try await services.database.openPasswordResets(by: user.id, now: now) : []
        var newLink: (String, String)?
        if isOwner, let token = request.uri.queryParameters["reset"].map(String.init),
            let open = try await services.database.openPasswordReset(token: token, now: now),
            open.reset.createdBy == user.id
        {
            let path = Paths.passwordReset(token: token)
            newLink = (open.user.displayName, services.links.shareable(path, host: request.head.authority))
        }
        let catalog = Catalog.of(context.language)
        let query = request.uri.queryParameters
        let notice =
            query["removed"] != nil ? catalog.text("members.removed") : query["revoked"] != nil ? catalog.text("members.reset.revoked") : nil
        let page = MembersPage(context: context, viewer: user, members: members, resets: resets, newLink: newLink, notice: notice)
        return try services.renderer.response(page, context)
    }

    @Sendable func makeReset(request: Request, context: OwnerContext, member: MemberID) async throws -> Response {
        let owner = context.user
        let id = member.id
        let (token, _) = try await services.database.createPasswordReset(for: id, by: owner.id, now: services.clock.now())
        return .redirect(to: Paths.members.path + "?reset=" + token + "#new-reset")
    }

    @Sendable func revokeReset(request: Request, context: OwnerContext, reset: ResetID) async throws -> Response {
        let owner = context.user
        try await services.database.revokePasswordReset(id: reset.id, by: owner.id, now: services.clock.now())
        return .redirect(to: Paths.members.path + "?revoked=1")
    }

    @Sendable func confirmRemove(request: Request, context: OwnerContext, id: MemberID) async throws -> Response {
        let member = try await services.database.member(id: id.id)
        guard member.user.role == .member else { throw StoreError.notFound }
        return try services.renderer.response(RemoveMemberPage(context: context, member: member), context)
    }

    @Sendable func remove(request: Request, context: OwnerContext, member: MemberID) async throws -> Response {
        let owner = context.user
        try await services.database.removeMember(id: member.id, by: owner.id, now: services.clock.now())
        return .redirect(to: Paths.members.path + "?removed=1")
    }

    /// The new-password form, or a clear page when the link cannot be used.
    @Sendable func resetForm(request: Request, context: AppRequestContext, link: ResetToken) async throws -> Response {
        let token = link.token
        guard let open = try await services.database.openPasswordReset(token: token, now: services.clock.now()) else {
            return try services.renderer.response(LinkInvalidPage.passwordReset(context), context, status: .notFound)
        }
        return try services.renderer.response(ResetPasswordPage(context: context, token: token, username: open.user.username), context)
    }

    /// Sets the new password, uses the link up and ends the member's sessions; then they sign in.
    @Sendable func reset(request: Request, context: AppRequestContext, link: ResetToken, form: SettingsForms.PasswordChange) async throws -> Response {
        let token = link.token
        let now = services.clock.now()
        guard let open = try await services.database.openPasswordReset(token: token, now: now) else {
            return try services.renderer.response(LinkInvalidPage.passwordReset(context), context, status: .notFound)
        }
        var problems = Problems()
        let password = form.password ?? ""
        NewPassword.check(
            password,
            confirmation: form.password_confirmation ?? "",
            username: open.user.username,
            catalog: Catalog.of(context.language),
            problems: &problems
        )
        guard problems.isEmpty else {
            let page = ResetPasswordPage(context: context, token: token, username: open.user.username, problems: problems)
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
        let hash = try await services.passwords.hash(password)
        do {
            _ = try await services.database.usePasswordReset(token: token, passwordHash: hash, now: now)
        } catch StoreError.resetUnusable {
            return try services.renderer.response(LinkInvalidPage.passwordReset(context), context, status: .notFound)
        }
        var response = Response.redirect(to: Paths.signIn.path + "?reset=1")
        // Whoever was signed in on this browser is signed out, on the server too: the link is
        // for the member alone, who signs in next.
        if context.signedIn != nil, let session = request.cookie(SiteCookies.session) {
            try await services.database.deleteSession(token: session)
            response.setCookie(services.cookies.expire(SiteCookies.session))
        }
        return response
    }
}
