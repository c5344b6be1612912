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
    public func text(_ key: String, _ arguments: [String: String] = [:]) -> String {
        guard let template = strings[key] else { return "⟦\(key)⟧" }
        return Self.fill(template, arguments)
    }

    /// The plural form of `key` for `count`, with `{count}` and other placeholders filled in.
    public func plural(_ key: String, count: Int, _ arguments: [String: String] = [:]) -> String {
        let category = PluralCategory.of(count, in: language)
        guard let forms = plurals[key], let template = forms[category] ?? forms[.other] else { return "⟦\(key)⟧" }
        return Self.fill(template, arguments.merging(["count": String(count)]) { $1 })
    }

    /// Fills `{name}` placeholders in one pass: a value is never read as a placeholder itself,
    /// and an unknown placeholder stays as written.
    private static func fill(_ template: String, _ arguments: [String: String]) -> String {
        guard !arguments.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            result += rest[..<open]
            let placeholder = rest[open...close]
            result += arguments[String(placeholder.dropFirst().dropLast())] ?? String(placeholder)
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}
