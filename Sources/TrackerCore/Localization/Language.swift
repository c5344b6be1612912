/// A language the interface is written in.
public enum Language: String, CaseIterable, Codable, Sendable {
    case en, ru

    /// The mark between whole and fraction: "1.5" in English, «1,5» in Russian.
    public var decimalSeparator: String { self == .ru ? "," : "." }
    /// Between groups of three digits: "12,345" / «12 345» (a no-break space, as CLDR has it).
    public var groupingSeparator: String { self == .ru ? "\u{00A0}" : "," }

    /// A whole number with its digits in groups of three: "12,345" / «12 345».
    public func grouped(_ number: Int) -> String {
        let digits = String(number.magnitude)
        let sign = number < 0 ? "-" : ""
        guard digits.count > 3 else { return sign + digits }
        var result = sign
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { result += groupingSeparator }
            result.append(digit)
        }
        return result
    }

    /// The language's name in itself, as a language menu lists it.
    public var nativeName: String { self == .ru ? "Русский" : "English" }

    /// The language used when nothing else decides.
    public static let fallback = Language.en

    /// The best language for an `Accept-Language` header: the supported tag with the highest
    /// weight (`ru-RU;q=0.9` counts as `ru`), or the fallback.
    public static func preferred(acceptLanguage header: String?) -> Language {
        guard let header else { return fallback }
        var best: (language: Language, weight: Double)?
        for item in header.split(separator: ",") {
            let parts = item.split(separator: ";").map { String($0).trimmingWhitespace() }
            guard let tag = parts.first?.lowercased(), !tag.isEmpty else { continue }
            let primary = String(tag.split(separator: "-").first ?? "")
            var weight = 1.0
            for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
                weight = Double(parameter.dropFirst(2)) ?? 0
            }
            guard weight > 0, let language = Language(rawValue: primary) else { continue }
            if best == nil || weight > best!.weight { best = (language, weight) }
        }
        return best?.language ?? fallback
    }
}
