/// How many sign-in attempts are let through to the password check, after OWASP's
/// "device cookies": a browser that has signed in to an account before keeps its own allowance,
/// so a stranger's failures can't lock the owner out; strangers share the username's allowance
/// and their address's. Attempts are counted before the password is checked, in fixed windows,
/// and a successful one is given back: only failures use up an allowance.
public enum SignInLimits {
    /// The length of a counting window, in seconds.
    public static let window: Double = 15 * 60
    /// Attempts per window for one username from browsers that never signed in to it.
    public static let perUsername = 10
    /// Attempts per window from one client address, for any usernames, from unknown browsers.
    public static let perAddress = 20
    /// Attempts per window from one browser that signed in to the account before.
    public static let perDevice = 10

    /// A counter that an attempt draws from: its key and its allowance per window.
    public struct Allowance: Sendable, Equatable {
        public let key: String
        public let limit: Int
    }

    /// The counters for an attempt: the known device's own, or else the username's and the address's.
    public static func allowances(username: String, address: String, knownDevice: String?) -> [Allowance] {
        if let knownDevice { return [Allowance(key: "device:" + knownDevice, limit: perDevice)] }
        return [
            Allowance(key: "user:" + username, limit: perUsername),
            Allowance(key: "address:" + address, limit: perAddress),
        ]
    }
}
