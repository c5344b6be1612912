import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// A child's own device (issue 33): a guardian's one-time link, its revocation, the link's page
/// and sign-in, and a guardian signing one of the child's devices out.
struct DeviceLinkController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.createDeviceLink, use: create)
        routes.add(Paths.revokeDeviceLink, use: revoke)
        routes.add(Paths.signOutChildDevice, use: signOut)
        routes.add(Paths.childLink, use: ask)
        routes.add(Paths.useChildLink, use: use)
    }

    @Sendable func create(request: Request, context: MemberContext, id: ProfileID) async throws -> Response {
        let (token, _) = try await services.database.createDeviceLink(profileID: id.id, by: context.user.id, now: services.clock.now())
        return .redirect(to: Paths.profile(id: id.id, newLink: token))
    }

    @Sendable func revoke(request: Request, context: MemberContext, id: DeviceLinkID) async throws -> Response {
        let profileID = try await services.database.revokeDeviceLink(id: id.id, by: context.user.id, now: services.clock.now())
        return .redirect(to: Paths.profile(id: profileID) + "#links")
    }

    @Sendable func signOut(request: Request, context: MemberContext, id: ChildSessionID) async throws -> Response {
        let profileID = try await services.database.signOutChildDevice(sessionID: id.id, by: context.user.id)
        return .redirect(to: Paths.profile(id: profileID) + "#devices")
    }

    /// Asks before signing in: opening the link (a chat's preview does) uses nothing up.
    @Sendable func ask(request: Request, context: AppRequestContext, link: DeviceToken) async throws -> Response {
        guard let profile = try await services.database.deviceLinkProfile(token: link.token, now: services.clock.now()) else {
            return try services.renderer.response(LinkInvalidPage.deviceLink(context), context, status: .notFound)
        }
        let page = ChildLinkPage(context: context, name: profile.displayName, action: Paths.useChildLink(token: link.token))
        return try services.renderer.response(page, context)
    }

    /// Uses the link up and signs this device in as the child, with a child's rights.
    @Sendable func use(request: Request, context: AppRequestContext, link: DeviceToken) async throws -> Response {
        let device = DeviceName.of(userAgent: request.headers[.userAgent])
        let token: String
        do {
            token = try await services.database.useDeviceLink(token: link.token, device: device, now: services.clock.now())
        } catch StoreError.inviteUnusable {
            return try services.renderer.response(LinkInvalidPage.deviceLink(context), context, status: .notFound)
        }
        var response = Response.redirect(to: Paths.home.path)
        response.setCookie(services.cookies.make(SiteCookies.session, token, maxAge: Int(AppDatabase.sessionLifetime)))
        response.setCookie(services.cookies.expire(SiteCookies.visitor))
        return response
    }
}
