/// The bytes of a JSON text being written: strings escaped as Foundation's `JSONEncoder`
/// escapes them, and numbers as it writes them.
struct JSONOutput {
    var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1024) }

    @inline(__always) mutating func byte(_ byte: UInt8) { bytes.append(byte) }

    mutating func literal(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func bool(_ value: Bool) { value ? literal("true") : literal("false") }

    /// A string in quotes: `"` and `\` escaped, `/` as `\/`, the control characters as `\b`,
    /// `\t`, `\n`, `\f`, `\r` or `\u00XX`; everything else as its UTF-8.
    mutating func string(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in string(utf8) }
    }

    mutating func string(_ utf8: UnsafeBufferPointer<UInt8>) {
        byte(0x22)
        var runStart = 0
        for index in 0..<utf8.count {
            let unit = utf8[index]
            guard unit < 0x20 || unit == 0x22 || unit == 0x5C || unit == 0x2F else { continue }
            if runStart < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index])) }
            runStart = index + 1
            byte(0x5C)
            switch unit {
            case 0x22, 0x5C, 0x2F: byte(unit)
            case 0x08: byte(0x62)  // b
            case 0x09: byte(0x74)  // t
            case 0x0A: byte(0x6E)  // n
            case 0x0C: byte(0x66)  // f
            case 0x0D: byte(0x72)  // r
            default:
                literal("u00")
                byte(Self.hexDigits[Int(unit >> 4)])
                byte(Self.hexDigits[Int(unit & 0x0F)])
            }
        }
        if runStart < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...])) }
        byte(0x22)
    }

    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

    /// A signed integer in decimal.
    mutating func integer<I: FixedWidthInteger>(_ value: I) {
        if value < 0 {
            byte(0x2D)
            // The magnitude of the smallest value doesn't fit its own type; a UInt64 holds it.
            unsigned(UInt64(value.magnitude))
        } else {
            unsigned(UInt64(value))
        }
    }

    /// An unsigned integer in decimal.
    mutating func unsigned(_ value: UInt64) {
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(0x30 &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// A finite number as Foundation writes it: its shortest form that reads back the same
    /// (`description`), without a trailing `.0`. Whole numbers below 10^15 skip the formatting:
    /// they are their integer's digits, and `-0` keeps its sign.
    mutating func double(_ value: Double) {
        if value.magnitude < 1e15, value == value.rounded(.towardZero) {
            if value.sign == .minus { byte(0x2D) }
            unsigned(UInt64(value.magnitude))
            return
        }
        described(value)
    }

    /// A finite number's `description`, without a trailing `.0`.
    mutating func described<F: BinaryFloatingPoint & CustomStringConvertible>(_ value: F) {
        var text = value.description
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
    }
}
