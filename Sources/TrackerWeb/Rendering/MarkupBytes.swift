/// Markup written straight into bytes, for the parts of a page that repeat by the dozen (a month's
/// days, a year's squares): going through the template cost more than the rest of the page.
/// Text is escaped as the templates escape it.
struct MarkupBytes {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Markup as it is.
    mutating func raw(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Markup made once and kept as bytes.
    mutating func raw(_ markup: [UInt8]) { bytes += markup }

    /// A whole number, as digits.
    mutating func number(_ value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            number(-value)
            return
        }
        if value >= 10 { number(value / 10) }
        bytes.append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Text with `&`, `<`, `>`, `"` and `'` as HTML entities.
    mutating func text(_ text: String) {
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): raw("&amp;")
            case UInt8(ascii: "<"): raw("&lt;")
            case UInt8(ascii: ">"): raw("&gt;")
            case UInt8(ascii: "\""): raw("&quot;")
            case UInt8(ascii: "'"): raw("&#39;")
            default: bytes.append(byte)
            }
        }
    }

    var string: String { String(decoding: bytes, as: UTF8.self) }
}
