import Foundation
import Hummingbird
import TrackerStore

extension Services {
    /// A new person's record from a checked account form: the password hashed, the server's time zone.
    func newUser(from account: NewAccountForm.Account) async throws -> NewUser {
        NewUser(
            username: account.username,
            displayName: account.displayName,
            passwordHash: try await passwords.hash(account.password),
            timeZone: TimeZone.current.identifier
        )
    }

    /// Starts a session for the person and answers with a redirect that sets its cookie.
    func startSession(for user: User, redirectTo target: String) async throws -> Response {
        let (token, _) = try await database.createSession(userID: user.id, now: clock.now())
        var response = Response.redirect(to: Paths.local(target) ?? Paths.home)
        response.setCookie(cookies.make(SiteCookies.session, token, maxAge: Int(AppDatabase.sessionLifetime)))
        // The visitor token has done its job; the session carries its own from now on.
        response.setCookie(cookies.expire(SiteCookies.visitor))
        return response
    }
}
