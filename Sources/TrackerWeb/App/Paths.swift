import Foundation

/// Every URL of the site, written once: routes are registered from these, and pages link with them.
public enum Paths {
    public static let home = "/"
    public static let health = "/healthz"
    public static let onboarding = "/onboarding"
    public static let setup = "/setup"
    public static let signIn = "/sign-in"
    public static let signOut = "/sign-out"
    public static let settings = "/settings"
    public static let invites = "/invites"
    public static let stylesheet = "/css/app.css"

    /// `/css/app.css` named for its content: `/css/app.<fingerprint>.css`.
    static func fingerprinted(_ path: String, _ fingerprint: String) -> String {
        guard let dot = path.lastIndex(of: ".") else { return path + "." + fingerprint }
        return String(path[..<dot]) + "." + fingerprint + String(path[dot...])
    }

    /// The router pattern for joining with an invite token.
    public static let joinPattern = "/join/:token"
    public static func join(token: String) -> String { "/join/\(token)" }

    /// The router pattern for revoking an invite.
    public static let revokeInvitePattern = "/invites/:id/revoke"
    public static func revokeInvite(id: Int64) -> String { "/invites/\(id)/revoke" }

    /// The sign-in page, returning to `next` (a path on this site) afterwards.
    public static func signIn(next: String) -> String { signIn + "?next=" + queryEncoded(next, keepingSlashes: true) }

    /// Text made safe for a query string: everything but letters, digits and `-._~` is escaped
    /// (and `/`, when a path should stay readable in the address).
    /// Other characters are sent as their UTF-8 bytes, `%XX` each (RFC 3986).
    public static func queryEncoded(_ text: String, keepingSlashes: Bool = false) -> String {
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
