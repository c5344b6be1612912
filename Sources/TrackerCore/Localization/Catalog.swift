import Foundation

/// The interface text of one language: plain strings by key, and plural forms by key and category.
public struct Catalog: Sendable {
    public let language: Language
    public let strings: [String: String]
    public let plurals: [String: [PluralCategory: String]]

    public init(language: Language, strings: [String: String], plurals: [String: [PluralCategory: String]]) {
        self.language = language
        self.strings = strings
        self.plurals = plurals
    }

    /// The catalog for a language.
    public static func of(_ language: Language) -> Catalog {
        switch language {
        case .en: return english
        case .ru: return russian
        }
    }

    /// The text for `key`, with `{name}` placeholders filled in. A missing key shows as `⟦key⟧`,
    /// so that a mistake is visible on the page and caught by tests.
    public func text(_ key: String, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        guard let template = strings[key] else { return "⟦\(key)⟧" }
        return Self.fill(template) { name in arguments.first { $0.key == name }?.value }
    }

    /// The plural form of `key` for `count`, with `{count}` (grouped by thousands, "7,292")
    /// and other placeholders filled in.
    public func plural(_ key: String, count: Int, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        let category = PluralCategory.of(count, in: language)
        guard let forms = plurals[key], let template = forms[category] ?? forms[.other] else { return "⟦\(key)⟧" }
        return Self.fill(template) { name in
            name == "count" ? language.grouped(count) : arguments.first { $0.key == name }?.value
        }
    }

    /// Fills `{name}` placeholders in one pass over the bytes: a value is never read as a
    /// placeholder itself, and an unknown placeholder stays as written. (Runs for every card of
    /// every page, so it neither builds dictionaries nor searches through Foundation.)
    private static func fill(_ template: String, _ value: (Substring) -> String?) -> String {
        let open = UInt8(ascii: "{")
        let close = UInt8(ascii: "}")
        guard template.utf8.contains(open) else { return template }
        var result = ""
        result.reserveCapacity(template.utf8.count + 32)
        var rest = template[...]
        while let start = rest.utf8.firstIndex(of: open), let end = rest.utf8[start...].firstIndex(of: close) {
            result += rest[..<start]
            if let filled = value(rest[rest.utf8.index(after: start)..<end]) {
                result += filled
            } else {
                result += rest[start...end]
            }
            rest = rest[rest.utf8.index(after: end)...]
        }
        result += rest
        return result
    }
}
