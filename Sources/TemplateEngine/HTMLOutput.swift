/// The bytes of a page as it is written: the templates' text, their escaped values, and the
/// markup that view models write themselves (`TemplateMarkup`). Bytes in storage of its own with
/// room made once, rather than NIO's `ByteBuffer` or an array, whose every write checks more than
/// its room: a page is some three thousand small writes (docs/DECISIONS.md, "Words once per page,
/// bytes in an array", and "The main page's own stylesheet, writes kept compiled, and a faster
/// output").
public struct HTMLOutput: Sendable {
    /// The bytes written, in storage of its own: a write is a capacity check and a copy, where an
    /// array's `append(contentsOf:)` cost some hundred instructions for a tag's dozen bytes.
    @usableFromInline var storage: Storage
    /// How many bytes are written.
    @usableFromInline var written = 0
    /// How many bytes are written.
    public var count: Int { written }

    public init(capacity: Int) { storage = Storage(capacity: capacity) }

    /// The bytes written.
    public var bytes: [UInt8] { withBytes { Array($0) } }

    /// The bytes written, in place while `body` runs.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: storage.base, count: written))
    }

    /// Room for `extra` more bytes, where they go. A copy of the output shares its storage until
    /// one of them writes: that one takes a storage of its own first, as an array would. The
    /// writes that take room are inlined into the view models that write markup (another module):
    /// a call for each tag's dozen bytes cost as much as the copy.
    @inlinable @inline(__always)
    mutating func room(for extra: Int) -> UnsafeMutablePointer<UInt8> {
        if written + extra > storage.capacity || !isKnownUniquelyReferenced(&storage) { grow(extra) }
        return storage.base + written
    }

    @usableFromInline
    mutating func grow(_ extra: Int) {
        let copy = Storage(capacity: max(storage.capacity * 2, written + extra))
        copy.base.initialize(from: storage.base, count: written)
        storage = copy
    }

    @inlinable @inline(__always)
    mutating func append(_ source: UnsafeBufferPointer<UInt8>) {
        guard let start = source.baseAddress, !source.isEmpty else { return }
        room(for: source.count).initialize(from: start, count: source.count)
        written += source.count
    }

    /// Markup as it is.
    @inlinable @inline(__always)
    public mutating func writeStaticString(_ markup: StaticString) {
        append(UnsafeBufferPointer(start: markup.utf8Start, count: markup.utf8CodeUnitCount))
    }

    /// Text or markup as it is (a template's own text, a number, markup made once).
    @inlinable
    public mutating func writeString(_ text: String) {
        var text = text
        text.withUTF8 { append($0) }
    }

    @inlinable @inline(__always)
    public mutating func writeBytes(_ markup: [UInt8]) { markup.withUnsafeBufferPointer { append($0) } }

    /// A whole number, as digits, written straight from its value (ids are written by the hundred
    /// on a page, and `String(id)` made and dropped a string for each).
    @inlinable
    public mutating func writeNumber(_ value: Int64) {
        // One or two digits, most of a chart's or a calendar's numbers, written in place.
        let magnitude = value.magnitude
        if magnitude < 100 {
            let sign = value < 0 ? 1 : 0
            let length = sign + (magnitude < 10 ? 1 : 2)
            let start = room(for: length)
            if sign == 1 { start[0] = UInt8(ascii: "-") }
            if magnitude >= 10 { start[sign] = UInt8(ascii: "0") + UInt8(magnitude / 10) }
            start[length - 1] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            written += length
            return
        }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 21) { digits in
            var rest = value.magnitude
            var start = 21
            repeat {
                start -= 1
                digits[start] = UInt8(ascii: "0") + UInt8(rest % 10)
                rest /= 10
            } while rest > 0
            if value < 0 {
                start -= 1
                digits[start] = UInt8(ascii: "-")
            }
            append(UnsafeBufferPointer(rebasing: digits[start..<21]))
        }
    }

    /// Text with `&`, `<`, `>`, `"` and `'` as HTML entities, copying the runs between them whole.
    public mutating func writeHTMLEscaped(_ text: String) {
        var text = text
        text.withUTF8 { writeHTMLEscaped(bytes: $0) }
    }

    /// Text as UTF-8 bytes (a part of one), escaped as `writeHTMLEscaped(_: String)` escapes it.
    /// Eight bytes are tested at once while none of them needs an entity, which is most of a
    /// page's text: byte by byte, the escaping was 3% of the main page's instructions, and this
    /// takes 0.5% off (most texts are a name of a few words).
    public mutating func writeHTMLEscaped(bytes text: UnsafeBufferPointer<UInt8>) {
        guard let base = text.baseAddress else { return }
        var start = 0
        var index = 0
        while index < text.count {
            if index + 8 <= text.count,
                !Self.holdsMarkupCharacter(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            {
                index += 8
                continue
            }
            let end = min(index + 8, text.count)
            while index < end {
                let entity: StaticString
                switch base[index] {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&#39;"
                default:
                    index += 1
                    continue
                }
                if start < index { append(UnsafeBufferPointer(rebasing: text[start..<index])) }
                writeStaticString(entity)
                index += 1
                start = index
            }
        }
        if start < text.count { append(UnsafeBufferPointer(rebasing: text[start..<text.count])) }
    }

    /// Whether any of the eight bytes in `word` is `&`, `<`, `>`, `"` or `'`: for each, the
    /// bytes equal to it become zero, and `(x - 0x01…) & ~x & 0x80…` is not zero exactly when a
    /// byte of `x` is zero.
    @inline(__always)
    static func holdsMarkupCharacter(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        @inline(__always) func zeroByte(_ character: UInt8) -> UInt64 {
            let x = word ^ (ones &* UInt64(character))
            return (x &- ones) & ~x & highs
        }
        return (zeroByte(UInt8(ascii: "&")) | zeroByte(UInt8(ascii: "<")) | zeroByte(UInt8(ascii: ">"))
            | zeroByte(UInt8(ascii: "\"")) | zeroByte(UInt8(ascii: "'"))) != 0
    }

    /// The bytes as text (markup made for a template value).
    public var string: String { withBytes { String(decoding: $0, as: UTF8.self) } }

    /// Where the bytes are kept: allocated once at the capacity asked for, doubled when it runs out.
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @usableFromInline let base: UnsafeMutablePointer<UInt8>
        @usableFromInline let capacity: Int

        @usableFromInline
        init(capacity: Int) {
            self.capacity = max(capacity, 64)
            base = .allocate(capacity: self.capacity)
        }

        deinit { base.deallocate() }
    }
}
