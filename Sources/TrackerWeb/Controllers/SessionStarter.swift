import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

extension Services {
    /// A new person's record from a checked account form: the password hashed, the server's time
    /// zone, and the example trackers they kept, named in their language and starting today.
    func newUser(from account: NewAccountForm.Account, language: Language) async throws -> NewUser {
        let zone = TimeZone(identifier: account.timeZone) ?? .current
        let today = DayClock(timeZone: zone).day(at: clock.now())
        let catalog = Catalog.of(language)
        let trackers = account.examples.map { example in
            NewTracker(
                kind: example.kind,
                name: catalog.text("example.\(example.key)"),
                categoryID: 0,
                emoji: example.emoji,
                color: example.color,
                schedule: example.schedule,
                startDay: today,
                unit: example.target == nil ? nil : catalog.text("example.\(example.key).unit"),
                target: example.target
            )
        }
        return NewUser(
            username: account.username,
            displayName: account.displayName,
            passwordHash: try await passwords.hash(account.password),
            timeZone: zone.identifier,
            starter: StarterTrackers(categoryName: catalog.text("example.category"), trackers: trackers)
        )
    }

    /// Starts a session for the person and answers with a redirect that sets its cookie. The
    /// session remembers the browser's short name, for the list of devices.
    func startSession(for user: User, request: Request, redirectTo target: String) async throws -> Response {
        let device = DeviceName.of(userAgent: request.headers[.userAgent])
        let (token, _) = try await database.createSession(userID: user.id, device: device, now: clock.now())
        var response = Response.redirect(to: Paths.local(target) ?? Paths.home.path)
        response.setCookie(cookies.make(SiteCookies.session, token, maxAge: Int(AppDatabase.sessionLifetime)))
        // The visitor token has done its job; the session carries its own from now on.
        response.setCookie(cookies.expire(SiteCookies.visitor))
        return response
    }

    /// Counts one password guess for the username before bcrypt runs (`SignInLimits`): a browser
    /// that signed in to the account before draws from its own allowance, anyone else from the
    /// username's and the address's. Sign-in and "Change password" share it, so a signed-in
    /// browser can't guess the password faster than a stranger. Returns when the next guess is
    /// allowed, or `nil` when this one is.
    func reservePasswordAttempt(username: String, userID: Int64?, request: Request, context: some SiteContext) async throws -> Date? {
        let allowances = try await passwordAllowances(username: username, userID: userID, request: request, context: context)
        return try await database.reserveSignInAttempt(allowances, now: clock.now())
    }
}
