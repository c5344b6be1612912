/// Fixed-width numbers inside machine-written text, such as `2026-11-21` or `09:05:00.250`.
public enum Digits {
    /// The number the ASCII digits at `range` of `bytes` spell; `nil` if any is not a digit.
    public static func number(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        var value = 0
        for index in range {
            let byte = bytes[index]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    /// `value` as `width` ASCII digits, with leading zeros, into `bytes` from `start` (a value
    /// with more digits keeps only its last `width`): the days and times that are written by the
    /// thousand, without making a `String` for each part.
    public static func write(_ value: Int, width: Int, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        var rest = value
        for offset in stride(from: start + width - 1, through: start, by: -1) {
            bytes[offset] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }
}
