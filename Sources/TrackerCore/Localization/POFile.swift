/// Why a catalogue can't be used, in one line that names the file, and the line or key.
public struct CatalogueError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}

/// One gettext PO (or POT) file as Tracker writes them: every entry has a `msgctxt`, the key the
/// code uses; `msgid` (and `msgid_plural`) is the English text; `msgstr` (or `msgstr[i]`) is the
/// translation. Comments are skipped; an entry marked `#, fuzzy` is read as untranslated, as
/// gettext reads it. Strings may continue on following lines and use C's escapes.
struct POFile {
    struct Entry {
        var context: String?
        var id = ""
        var idPlural: String?
        var translations: [Int: String] = [:]
        var fuzzy = false
        var sawID = false
        var line: Int
    }

    let name: String
    /// The header's fields ("Language", "Plural-Forms", …).
    let header: [String: String]
    /// The entries with a context, in the file's order.
    let entries: [Entry]

    init(name: String, text: String) throws(CatalogueError) {
        self.name = name
        var entries: [Entry] = []
        var current: Entry?
        var field: Field?
        var fuzzyNext = false
        var header: [String: String]?

        func finish() throws(CatalogueError) {
            guard let entry = current else { return }
            current = nil
            if entry.context == nil && entry.id.isEmpty {
                guard header == nil else { throw CatalogueError("\(name):\(entry.line): a second header") }
                header = Self.headerFields(entry.translations[0] ?? "")
            } else if entry.context == nil {
                throw CatalogueError("\(name):\(entry.line): an entry without msgctxt (the key)")
            } else {
                entries.append(entry)
            }
        }

        // Split at each line feed as a byte (a "\r\n" is one Character, and would not split).
        for (offset, rawLine) in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated() {
            let number = offset + 1
            let line = Self.trimmed(Substring(rawLine))
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                if line.hasPrefix("#,") && line.contains("fuzzy") { fuzzyNext = true }
                continue
            }
            if line.hasPrefix("\"") {
                guard current != nil, let field else { throw CatalogueError("\(name):\(number): a string outside an entry") }
                let piece = try Self.unquote(line, name: name, line: number)
                current!.append(piece, to: field)
                continue
            }
            guard let space = line.firstIndex(of: " ") else { throw CatalogueError("\(name):\(number): unreadable line") }
            let keyword = String(line[..<space])
            let value = try Self.unquote(String(line[line.index(after: space)...]).trimmingWhitespace(), name: name, line: number)
            guard let parsed = Field(keyword) else { throw CatalogueError("\(name):\(number): unknown keyword \(keyword)") }
            // A msgctxt, or a msgid after the last entry's msgstr, starts an entry.
            if parsed == .context || (parsed == .id && current.map { $0.sawID || $0.hasTranslation } == true) {
                try finish()
            }
            if current == nil {
                current = Entry(line: number)
                current!.fuzzy = fuzzyNext
                fuzzyNext = false
            }
            field = parsed
            current!.append(value, to: parsed)
        }
        try finish()
        self.header = header ?? [:]
        self.entries = entries
    }

    enum Field: Equatable {
        case context, id, idPlural, translation(Int)

        init?(_ keyword: String) {
            switch keyword {
            case "msgctxt": self = .context
            case "msgid": self = .id
            case "msgid_plural": self = .idPlural
            case "msgstr": self = .translation(0)
            default:
                guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()),
                    (0..<6).contains(index)
                else { return nil }
                self = .translation(index)
            }
        }
    }

    private static func headerFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon]).trimmingWhitespace()] = String(line[line.index(after: colon)...]).trimmingWhitespace()
        }
        return fields
    }

    /// The line without the spaces, tabs and carriage return around it (a PO file's whitespace;
    /// `trimmingWhitespace`, which knows every script's spaces, is slow for a whole catalogue).
    private static func trimmed(_ line: Substring) -> String {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") }
        let utf8 = line.utf8
        guard let first = utf8.firstIndex(where: { !isSpace($0) }), let last = utf8.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(line[first...last])
    }

    /// A quoted PO string's text, its escapes read, byte by byte: the server reads every
    /// catalogue as it starts, and reading them by Unicode scalar was most of its start.
    private static func unquote(_ quoted: String, name: String, line: Int) throws(CatalogueError) -> String {
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        let utf8 = quoted.utf8
        guard utf8.count >= 2, utf8.first == quote, utf8.last == quote else {
            throw CatalogueError("\(name):\(line): a string must be in double quotes")
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count)
        var index = utf8.index(after: utf8.startIndex)
        let end = utf8.index(before: utf8.endIndex)
        while index < end {
            let byte = utf8[index]
            if byte == backslash {
                index = utf8.index(after: index)
                guard index < end else { throw CatalogueError("\(name):\(line): a string ends in a lone backslash") }
                switch utf8[index] {
                case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
                case quote, backslash: bytes.append(utf8[index])
                default: throw CatalogueError("\(name):\(line): unknown escape \\\(quoted.unicodeScalars[index])")
                }
            } else if byte == quote {
                throw CatalogueError("\(name):\(line): an unescaped quote inside a string")
            } else {
                bytes.append(byte)
            }
            index = utf8.index(after: index)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

extension POFile.Entry {
    var hasTranslation: Bool { !translations.isEmpty }

    mutating func append(_ text: String, to field: POFile.Field) {
        switch field {
        case .context: context = (context ?? "") + text
        case .id:
            id += text
            sawID = true
        case .idPlural: idPlural = (idPlural ?? "") + text
        case .translation(let index): translations[index, default: ""] += text
        }
    }
}
