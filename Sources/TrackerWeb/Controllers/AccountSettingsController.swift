import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// The account's own pages under Settings: changing the password, and the devices signed in.
struct AccountSettingsController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.settingsPassword, use: passwordForm)
        routes.add(Paths.changePassword, use: changePassword)
        routes.add(Paths.settingsDevices, use: devices)
        routes.add(Paths.signOutOthers, use: signOutOthers)
    }

    @Sendable func passwordForm(request: Request, context: MemberContext) async throws -> Response {
        return try services.renderer.response(PasswordPage(context: context), context)
    }

    /// Needs the current password; the new one follows the rules of every new password. The
    /// other sessions end; this one stays.
    @Sendable func changePassword(request: Request, context: MemberContext, form: SettingsForms.PasswordChange) async throws -> Response {
        let user = context.user
        let session = context.session
        let catalog = Catalog.of(context.language)
        var problems = Problems()
        let current = form.current_password ?? ""
        if current.isEmpty || current.utf8.count > 1024 {
            problems["current_password"] = catalog.text("problem.password.current")
        } else if let until = try await services.reservePasswordAttempt(
            username: user.username,
            userID: user.id,
            request: request,
            context: context
        ) {
            let seconds = max(1, Int(until.timeIntervalSince(services.clock.now()).rounded(.up)))
            problems["current_password"] = catalog.text("problem.password.limited", ["minutes": String((seconds + 59) / 60)])
            var response = try services.renderer.response(
                PasswordPage(context: context, problems: problems),
                context,
                status: .tooManyRequests
            )
            response.headers[.retryAfter] = String(seconds)
            return response
        } else if !(try await services.passwords.verify(current, hash: user.passwordHash)) {
            problems["current_password"] = catalog.text("problem.password.current")
        }
        let password = form.password ?? ""
        NewPassword.check(password, confirmation: form.password_confirmation ?? "", username: user.username, catalog: catalog, problems: &problems)
        guard problems.isEmpty else {
            return try services.renderer.response(
                PasswordPage(context: context, problems: problems),
                context,
                status: .unprocessableContent
            )
        }
        let hash = try await services.passwords.hash(password)
        try await services.database.changePassword(userID: user.id, passwordHash: hash, keeping: session.id)
        return .redirect(to: Paths.settingsSaved("password"))
    }

    @Sendable func devices(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let session = context.session
        let sessions = try await services.database.sessions(userID: user.id, now: services.clock.now())
        let signedOut = request.uri.queryParameters["signed-out"].flatMap { Int($0) }.map { max(0, min($0, 10_000)) }
        let page = DevicesPage(context: context, sessions: sessions, current: session.id, clock: user.dayClock, signedOut: signedOut)
        return try services.renderer.response(page, context)
    }

    @Sendable func signOutOthers(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let session = context.session
        let count = try await services.database.deleteOtherSessions(userID: user.id, keeping: session.id)
        return .redirect(to: Paths.settingsDevices.path + "?signed-out=\(count)")
    }
}
