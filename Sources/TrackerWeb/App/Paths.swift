import Foundation

/// Every endpoint of the site, declared once (`Endpoint`): routes are registered from these
/// declarations, and pages build their links with them. The declarations are grouped by area in
/// `Paths+….swift`; this file holds the site's own pages and the helpers links share.
enum Paths {
    // The main page, the health check, and the pages of arriving.
    static let home: Endpoint<ForAnyone, NoParameters, NoForm> = .get("/")
    static let health: Endpoint<ForAnyone, NoParameters, NoForm> = .get("/healthz")
    static let onboarding: Endpoint<ForVisitors, NoParameters, NoForm> = .get("/onboarding")
    static let finishOnboarding = onboarding.post(form: OnboardingForm.self)
    static let setup: Endpoint<ForVisitors, NoParameters, NoForm> = .get("/setup")
    static let createOwner = setup.post(form: NewAccountForm.self)
    static let signIn: Endpoint<ForVisitors, NoParameters, NoForm> = .get("/sign-in")
    static let submitSignIn = signIn.post(form: SignInForm.self)
    /// Anyone may sign out: with no session there is nothing to end.
    static let signOut: Endpoint<ForVisitors, NoParameters, NoForm> = .post("/sign-out")
    static let join: Endpoint<ForVisitors, JoinToken, NoForm> = .get("/join/:token")
    static let submitJoin = join.post(form: NewAccountForm.self)

    /// The stylesheet, served by the static files' middleware (not a route).
    static let stylesheet = "/css/app.css"
    /// The main page's own stylesheet, made from the whole one at start (`BoardStylesheet`).
    static let boardStylesheet = "/css/board.css"

    /// `/css/app.css` named for its content: `/css/app.<fingerprint>.css`.
    static func fingerprinted(_ path: String, _ fingerprint: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path + "." + fingerprint }
        return String(path[..<dot]) + "." + fingerprint + String(path[dot...])
    }

    /// The sign-in page, returning to `next` (a path on this site) afterwards.
    static func signIn(next: String) -> String { signIn.path + "?next=" + queryEncoded(next, keepingSlashes: true) }

    /// Text made safe for a query string: everything but letters, digits and `-._~` is escaped
    /// (and `/`, when a path should stay readable in the address).
    /// Other characters are sent as their UTF-8 bytes, `%XX` each (RFC 3986).
    static func queryEncoded(_ text: String, keepingSlashes: Bool = false) -> String {
        func isKept(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                return true
            case UInt8(ascii: "/"): return keepingSlashes
            default: return false
            }
        }
        if text.utf8.allSatisfy(isKept) { return text }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count * 3)
        for byte in text.utf8 {
            if isKept(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
