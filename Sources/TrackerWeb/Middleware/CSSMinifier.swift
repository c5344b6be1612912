/// Makes a stylesheet smaller for the wire, as it is read at start-up: comments go, and runs of
/// white space become one space, or none next to `{`, `}`, `;` and `,`, nor after `:` (a space
/// before `:` can matter in a selector, as in `.b :is(.c)`). Quoted strings are kept
/// exactly. The file in `Public/` stays readable, with its comments.
enum CSSMinifier {
    static func minify(_ css: String) -> String {
        let source = Array(css.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(source.count)
        var index = 0
        var pendingSpace = false
        let tight: Set<UInt8> = [UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ";"), UInt8(ascii: ",")]
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D || byte == 0x0C }
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "/"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "*") {
                // A comment: skip to its end (an unclosed one runs to the end of the file).
                var end = index + 2
                while end + 1 < source.count, !(source[end] == UInt8(ascii: "*") && source[end + 1] == UInt8(ascii: "/")) { end += 1 }
                index = min(end + 2, source.count)
                pendingSpace = true
                continue
            }
            if isSpace(byte) {
                pendingSpace = true
                index += 1
                continue
            }
            if pendingSpace, let last = out.last, !tight.contains(last), last != UInt8(ascii: ":"), !tight.contains(byte) {
                out.append(0x20)
            }
            pendingSpace = false
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A string, copied as it is up to its closing quote (escapes included).
                var end = index + 1
                while end < source.count, source[end] != byte {
                    end += source[end] == UInt8(ascii: "\\") ? 2 : 1
                }
                let stop = min(end + 1, source.count)
                out.append(contentsOf: source[index..<stop])
                index = stop
                continue
            }
            out.append(byte)
            index += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
