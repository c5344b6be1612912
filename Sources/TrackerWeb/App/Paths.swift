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
    public static func queryEncoded(_ text: String, keepingSlashes: Bool = false) -> String {
        text.addingPercentEncoding(withAllowedCharacters: keepingSlashes ? pathQueryAllowed : queryAllowed) ?? ""
    }

    private static let queryAllowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-._~"))
    private static let pathQueryAllowed = queryAllowed.union(CharacterSet(charactersIn: "/"))

    /// `target` when it is a path on this site, else `nil` (no open redirects).
    public static func local(_ target: String?) -> String? {
        target.flatMap { isLocal($0) ? $0 : nil }
    }

    /// Whether `target` is a path on this site, safe to redirect to (no `//host` or scheme).
    public static func isLocal(_ target: String) -> Bool {
        target.hasPrefix("/") && !target.hasPrefix("//") && !target.hasPrefix("/\\")
            && !target.contains("\r") && !target.contains("\n")
    }
}
