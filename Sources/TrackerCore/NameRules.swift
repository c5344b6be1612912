/// Why a name was refused.
public enum NameProblem: Error, Equatable, Sendable {
    case empty
    case tooLong(limit: Int)
}

/// The rule for names people type: trimmed, then 1 to `limit` user-perceived characters.
public struct NameRule: Sendable {
    public let limit: Int

    public init(limit: Int) { self.limit = limit }

    /// Tracker and category names: at most 38 characters, as the design says.
    public static let trackerName = NameRule(limit: 38)
    public static let categoryName = NameRule(limit: 38)
    /// A person's display name.
    public static let displayName = NameRule(limit: 40)

    /// The trimmed name, or the problem with it. Counting is by grapheme cluster, so 👍🏽 is one.
    public func validate(_ raw: String) -> Result<String, NameProblem> {
        let trimmed = raw.trimmingWhitespace()
        if trimmed.isEmpty { return .failure(.empty) }
        if trimmed.count > limit { return .failure(.tooLong(limit: limit)) }
        return .success(trimmed)
    }
}

extension String {
    /// The string without leading and trailing white space and newlines (Unicode-aware).
    public func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }

    /// A key for comparing names without regard to case, in any script («Бег» and «бег» match).
    public var caseKey: String { lowercased() }
}
