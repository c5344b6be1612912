/// A URL-encoded form body, read strictly before any handler sees it: every `%` escape is
/// whole, the decoded text is UTF-8, a field appears once unless it is one of the site's list
/// fields (`days[]`, `examples[]`, `members[]`), and names use no other bracket syntax. Anything else is a malformed request
/// (400), never a guess.
struct FormBody: Sendable {
    /// The fields that forms send as lists, written `name[]`.
    static let listFields: Set<Substring> = ["days", "examples", "members"]

    /// The fields in order, decoded.
    let fields: [(name: String, value: String)]

    init(_ bytes: some Collection<UInt8>) throws(MalformedRequest) {
        var fields: [(String, String)] = []
        var seen: Set<String> = []
        for part in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let pieces = part.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(pieces[0])
            let value = pieces.count > 1 ? try Self.decode(pieces[1]) : ""
            guard !name.isEmpty else { throw MalformedRequest() }
            let isList = name.hasSuffix("[]")
            let base = isList ? name.dropLast(2) : Substring(name)
            guard !base.isEmpty, !base.contains("["), !base.contains("]"), !isList || Self.listFields.contains(base)
            else { throw MalformedRequest() }
            if !isList {
                guard seen.insert(name).inserted else { throw MalformedRequest() }
            }
            fields.append((name, value))
        }
        self.fields = fields
    }

    /// A form with no fields (a page's request, or a POST that sent none).
    static let empty = FormBody(fields: [])

    private init(fields: [(name: String, value: String)]) { self.fields = fields }

    /// Reads a query string or a form body given as text.
    init(_ text: String) throws(MalformedRequest) { try self.init(Array(text.utf8)) }

    /// The one value of a plain field, if it was sent.
    func value(_ name: String) -> String? { fields.first { $0.name == name }?.value }

    /// The values of a list field (`days[]`), in order.
    func values(_ name: String) -> [String] {
        let listName = name + "[]"
        return fields.filter { $0.name == listName }.map(\.value)
    }

    /// Whether the field was sent, plain or as a list.
    func contains(_ name: String) -> Bool {
        let listName = name + "[]"
        return fields.contains { $0.name == name || $0.name == listName }
    }

    /// `+` as a space and `%XX` escapes decoded, as UTF-8; a broken escape or bad UTF-8 throws.
    static func decode(_ bytes: some Collection<UInt8>) throws(MalformedRequest) -> String {
        guard let decoded = PercentDecoding.decode(bytes, plusIsSpace: true),
            let text = String(validating: decoded, as: UTF8.self)
        else { throw MalformedRequest() }
        return text
    }
}

/// A request the server can't read as sent: a broken form, bad chunked encoding (400).
struct MalformedRequest: Error {}
