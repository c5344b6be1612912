/// The bytes of a page as it is written: the templates' text, their escaped values, and the
/// markup that view models write themselves (`TemplateMarkup`). A plain array with room made
/// once, rather than NIO's `ByteBuffer`, whose every write checks its storage's exclusive access
/// and its capacity again: a page is some three thousand small writes, and those checks were a
/// tenth of the main page's instructions (docs/DECISIONS.md, "Words once per page, bytes in an
/// array").
public struct HTMLOutput: Sendable {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// Markup as it is.
    public mutating func writeStaticString(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Text or markup as it is (a template's own text, a number, markup made once).
    public mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    public mutating func writeBytes(_ markup: [UInt8]) { bytes.append(contentsOf: markup) }

    /// A whole number, as digits, written straight from its value (ids are written by the hundred
    /// on a page, and `String(id)` made and dropped a string for each).
    public mutating func writeNumber(_ value: Int64) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { digits in
            var rest = value.magnitude
            var start = 20
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 { bytes.append(UInt8(ascii: "-")) }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: digits[start..<20]))
        }
    }

    /// Text with `&`, `<`, `>`, `"` and `'` as HTML entities, copying the runs between them whole.
    public mutating func writeHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { writeHTMLEscaped(bytes: $0) }
    }

    /// Text as UTF-8 bytes (a part of one), escaped as `writeHTMLEscaped(_: String)` escapes it.
    public mutating func writeHTMLEscaped(bytes text: UnsafeBufferPointer<UInt8>) {
        var start = 0
        for index in 0..<text.count {
            let entity: StaticString
            switch text[index] {
            case UInt8(ascii: "&"): entity = "&amp;"
            case UInt8(ascii: "<"): entity = "&lt;"
            case UInt8(ascii: ">"): entity = "&gt;"
            case UInt8(ascii: "\""): entity = "&quot;"
            case UInt8(ascii: "'"): entity = "&#39;"
            default: continue
            }
            if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<index])) }
            writeStaticString(entity)
            start = index + 1
        }
        if start < text.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: text[start..<text.count])) }
    }

    /// The bytes as text (markup made for a template value).
    public var string: String { String(decoding: bytes, as: UTF8.self) }
}
