/// Why a username or password was refused.
public enum AccountProblem: Error, Equatable, Sendable {
    case usernameLength
    case usernameCharacters
    case passwordTooShort
    case passwordTooLong
    case passwordIsUsername
}

/// Rules for sign-in names and passwords.
public enum AccountRules {
    public static let usernameLength = 3...32
    public static let passwordMinimum = 8
    /// bcrypt reads at most 72 bytes; a longer password would be silently cut.
    public static let passwordMaximumBytes = 72

    /// The username in its stored form (lowercase), or why it is refused.
    public static func username(_ raw: String) -> Result<String, AccountProblem> {
        let name = raw.trimmingWhitespace().lowercased()
        guard usernameLength.contains(name.count) else { return .failure(.usernameLength) }
        let allowed = name.unicodeScalars.allSatisfy { scalar in
            ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "." || scalar == "_"
                || scalar == "-"
        }
        return allowed ? .success(name) : .failure(.usernameCharacters)
    }

    /// Checks a new password: its length, and that it is not the username (ignoring case and
    /// surrounding spaces), which is the first thing anyone would try.
    public static func password(_ raw: String, username: String) -> Result<String, AccountProblem> {
        if raw.count < passwordMinimum { return .failure(.passwordTooShort) }
        if raw.utf8.count > passwordMaximumBytes { return .failure(.passwordTooLong) }
        if raw.trimmingWhitespace().lowercased() == username.trimmingWhitespace().lowercased() {
            return .failure(.passwordIsUsername)
        }
        return .success(raw)
    }
}
