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
