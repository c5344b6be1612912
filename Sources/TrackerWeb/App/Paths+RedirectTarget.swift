/// The one rule for redirect targets taken from a request (`next`, `back`, and any added later):
/// the decoded target must be a path on this site, written in plain ASCII, or it is not used.
extension Paths {
    /// Longest target kept; a real address on this site is far shorter.
    static let redirectTargetLimit = 2048

    /// `target` when it is a path on this site, else `nil`; the caller falls back to its page's
    /// default.
    static func local(_ target: String?) -> String? {
        target.flatMap { isLocal($0) ? $0 : nil }
    }

    /// Whether `target` is a path on this site, safe to send in `Location`:
    /// - it starts with one `/` (never `//`, which a browser reads as another host);
    /// - every character is visible ASCII other than `\` (browsers read `\` as `/`, and drop
    ///   tabs and line breaks, so `/\t/evil` would become `//evil`);
    /// - its escapes are whole, and decoding them once more does not make it start with `//` or
    ///   `/\` either.
    static func isLocal(_ target: String) -> Bool {
        let bytes = Array(target.utf8)
        guard bytes.count <= redirectTargetLimit, startsWithOneSlash(bytes),
            bytes.allSatisfy({ (0x21...0x7E).contains($0) && $0 != UInt8(ascii: "\\") })
        else { return false }
        // A broken escape is no path of ours either.
        return !bytes.contains(UInt8(ascii: "%")) || PercentDecoding.decode(bytes).map(startsWithOneSlash) == true
    }

    private static func startsWithOneSlash(_ bytes: [UInt8]) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        return bytes.count == 1 || (bytes[1] != UInt8(ascii: "/") && bytes[1] != UInt8(ascii: "\\"))
    }
}
