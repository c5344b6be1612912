/// Fixed-width numbers inside machine-written text, such as `2026-11-21` or `09:05:00.250`.
public enum Digits {
    /// The number the ASCII digits at `range` of `bytes` spell; `nil` if any is not a digit.
    public static func number(_ bytes: [UInt8], _ range: Range<Int>) -> Int? {
        var value = 0
        for byte in bytes[range] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
