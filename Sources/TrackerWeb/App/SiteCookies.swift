import Foundation
import Hummingbird

/// The site's cookies: names, lifetimes and the flags they all share.
struct SiteCookies: Sendable {
    static let session = "tracker_session"
    static let visitor = "tracker_visitor"
    static let onboarded = "tracker_onboarded"
    /// A browser that has signed in to an account before; sign-in limits treat it as known.
    static let device = "tracker_device"

    let secure: Bool

    /// An HttpOnly, SameSite=Lax cookie for the whole site.
    func make(_ name: String, _ value: String, maxAge: Int) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }

    /// A cookie that tells the browser to forget `name`.
    func expire(_ name: String) -> Cookie { make(name, "", maxAge: 0) }

    static let year = 365 * 24 * 3600
}
