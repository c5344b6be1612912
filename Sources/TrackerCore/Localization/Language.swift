/// A language the interface is written in: a catalogue file's code (`de`, `uk`). Made from a
/// code only when that catalogue is installed, so a form, a data file or a header can't name a
/// language the server doesn't speak.
public struct Language: RawRepresentable, Hashable, Codable, Sendable, CaseIterable, CustomStringConvertible {
    public let rawValue: String

    /// The installed language with this code, or nil.
    public init?(rawValue: String) {
        guard CatalogueLibrary.current.has(rawValue) else { return nil }
        self.rawValue = rawValue
    }

    /// A language by its code, installed or not: what a file's name or a stored setting says.
    /// `Catalog.of` gives English's text for one that has no catalogue.
    init(code: String) { rawValue = code }

    /// A stored choice: any well-formed code, so that a member whose language file was taken
    /// away reads as English rather than as a broken row.
    public static func stored(_ code: String) -> Language? {
        isCode(code) ? Language(code: code) : nil
    }

    /// `en`, `uk`, `pt-br`: two or three letters, then optional parts of letters and digits.
    static func isCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let first = parts.first, (2...3).contains(first.count), first.allSatisfy({ $0.isASCII && $0.isLowercase }) else {
            return false
        }
        return parts.dropFirst().allSatisfy { part in
            (1...8).contains(part.count) && part.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) }
        }
    }

    public static let en = Language(code: "en")
    public static let ru = Language(code: "ru")

    /// Every installed language, by code.
    public static var allCases: [Language] { CatalogueLibrary.current.languages }

    public var description: String { rawValue }

    /// Written as its code; read only as an installed language's code.
    public init(from decoder: any Decoder) throws {
        let code = try decoder.singleValueContainer().decode(String.self)
        guard let language = Language(rawValue: code) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no language “\(code)”"))
        }
        self = language
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    /// The mark between whole and fraction: "1.5" in English, «1,5» in Russian.
    public var decimalSeparator: String { Catalog.of(self).decimalSeparator }

    /// A whole number with its digits in groups of three: "12,345" / «12 345».
    public func grouped(_ number: Int) -> String { Catalog.of(self).grouped(number) }

    /// The language's name in itself, as a language menu lists it.
    public var nativeName: String { Catalog.of(self).name }

    /// The language used when nothing else decides.
    public static let fallback = Language.en

    /// The best installed language for an `Accept-Language` header: the tag with the highest
    /// weight that names one (`de-AT;q=0.9` counts as `de`; of equal weights the first), or the
    /// fallback.
    public static func preferred(acceptLanguage header: String?) -> Language {
        guard let header else { return fallback }
        var best: (language: Language, weight: Double)?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { String($0).trimmingWhitespace() }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            let primary = String(tag.split(separator: "-").first ?? "")
            guard weight > 0, let language = Language(rawValue: tag) ?? Language(rawValue: primary) else { continue }
            if best == nil || weight > best!.weight { best = (language, weight) }
        }
        return best?.language ?? fallback
    }
}
