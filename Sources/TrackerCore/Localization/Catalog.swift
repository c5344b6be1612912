import Foundation

/// The interface text of one language, read from its catalogue file (`Locales/<code>.po`;
/// English from `Locales/tracker.pot`): plain strings by key, plural forms by key, the rule that
/// picks a form for a number, and how the language writes numbers.
public final class Catalog: Sendable {
    public let language: Language
    public let strings: [String: String]
    /// Each plural entry's forms, in the order of the language's `Plural-Forms` rule.
    public let plurals: [String: [String]]
    public let pluralRule: PluralRule
    /// The mark between whole and fraction: "1.5" in English, «1,5» in Russian.
    public let decimalSeparator: String
    /// Between groups of three digits: "12,345" / «12 345» (a no-break space, as CLDR has it).
    public let groupingSeparator: String
    /// The fewest digits a whole number has before it is grouped: 4 ("1,234"), or 5 where the
    /// language writes 1234 but 12 345 (Spanish).
    public let groupingMinimum: Int

    init(language: Language, strings: [String: String], plurals: [String: [String]], pluralRule: PluralRule) {
        self.language = language
        self.strings = strings
        self.plurals = plurals
        self.pluralRule = pluralRule
        decimalSeparator = strings["number.decimal"] ?? "."
        groupingSeparator = strings["number.group"] ?? ","
        groupingMinimum = strings["number.group.min"].flatMap { Int($0) } ?? 4
    }

    /// The catalogue of a language; English's when the language has none installed.
    public static func of(_ language: Language) -> Catalog {
        CatalogueLibrary.current.catalog(of: language)
    }

    /// The language's name in itself, as a language menu lists it ("Deutsch").
    public var name: String { strings["language.name"] ?? language.rawValue }

    /// The text for `key`, with `{name}` placeholders filled in. A missing key shows as `⟦key⟧`,
    /// so that a mistake is visible on the page and caught by tests.
    public func text(_ key: String, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        guard let template = strings[key] else { return "⟦\(key)⟧" }
        return Self.fill(template) { name in arguments.first { $0.key == name }?.value }
    }

    /// The plural form of `key` for `count`, with `{count}` (grouped by thousands, "7,292")
    /// and other placeholders filled in.
    public func plural(_ key: String, count: Int, _ arguments: KeyValuePairs<String, String> = [:]) -> String {
        guard let forms = plurals[key], !forms.isEmpty else { return "⟦\(key)⟧" }
        let template = forms[min(pluralRule.index(for: count), forms.count - 1)]
        return Self.fill(template) { name in
            name == "count" ? grouped(count) : arguments.first { $0.key == name }?.value
        }
    }

    /// A fraction as a whole percentage, as the language writes one: "63%" / „63 %“.
    public func percent(_ fraction: Double) -> String {
        text("number.percent", ["value": grouped(Int((fraction * 100).rounded()))])
    }

    /// A whole number with its digits in groups of three: "12,345" / «12 345».
    public func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let length = digits.utf8.count
        guard length >= max(groupingMinimum, 4) else { return number < 0 ? "-" + digits : digits }
        var result = number < 0 ? "-" : ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (length - index) % 3 == 0 { result += groupingSeparator }
            result.append(digit)
        }
        return result
    }

    /// The template of `key` with its placeholders unfilled, for a page that fills it once per
    /// card (`Catalog.pieces`); `⟦key⟧` when missing, as `text` shows it.
    public func template(_ key: String) -> String {
        strings[key] ?? "⟦\(key)⟧"
    }

    /// Fills `{name}` placeholders as `text` does, into a string.
    private static func fill(_ template: String, _ value: (String) -> String?) -> String {
        guard template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(template.utf8.count + 32)
        pieces(of: template, value) { bytes.append(contentsOf: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The filled text of `template`, piece by piece in order (its own text and each placeholder's
    /// value, as UTF-8), for a caller that writes them somewhere without making the string first.
    ///
    /// One pass over the bytes: a value is never read as a placeholder itself, and an unknown
    /// placeholder stays as written. A value that ends in a full stop (an abbreviation: «3 груд.»,
    /// „3. Dez.“, «2026 г.») swallows the full stop that ends the sentence after it, as typesetting
    /// does. (Runs for every card of every page, so it works on bytes: neither dictionaries,
    /// Foundation, nor the character boundaries of string indices.)
    public static func pieces(of template: String, _ value: (String) -> String?, _ emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        var template = template
        template.withUTF8 { bytes in
            let count = bytes.count
            var rest = 0
            while true {
                var open = rest
                while open < count, bytes[open] != UInt8(ascii: "{") { open += 1 }
                var close = open + 1
                while close < count, bytes[close] != UInt8(ascii: "}") { close += 1 }
                guard close < count else { break }
                if open > rest { emit(UnsafeBufferPointer(rebasing: bytes[rest..<open])) }
                rest = close + 1
                if var filled = value(String(decoding: UnsafeBufferPointer(rebasing: bytes[(open + 1)..<close]), as: UTF8.self)) {
                    let endsInFullStop = filled.withUTF8 { filledBytes in
                        emit(filledBytes)
                        return filledBytes.last == UInt8(ascii: ".")
                    }
                    if endsInFullStop, rest < count, bytes[rest] == UInt8(ascii: ".") { rest += 1 }
                } else {
                    emit(UnsafeBufferPointer(rebasing: bytes[open...close]))
                }
            }
            if rest < count { emit(UnsafeBufferPointer(rebasing: bytes[rest...])) }
        }
    }
}
