/// The CLDR plural categories that English and Russian use.
public enum PluralCategory: String, CaseIterable, Sendable {
    case one, few, many, other

    /// The category of a whole number in a language, by the CLDR rules.
    public static func of(_ count: Int, in language: Language) -> PluralCategory {
        let n = abs(count)
        switch language {
        case .en:
            return n == 1 ? .one : .other
        case .ru:
            // CLDR: one: i%10=1 and i%100!=11; few: i%10=2..4 and i%100!=12..14; many: the rest.
            let mod10 = n % 10
            let mod100 = n % 100
            if mod10 == 1 && mod100 != 11 { return .one }
            if (2...4).contains(mod10) && !(12...14).contains(mod100) { return .few }
            return .many
        }
    }

    /// The category of a number with a fraction: CLDR gives `other` to every such number in both languages.
    public static func of(_ value: Double, in language: Language) -> PluralCategory {
        if value.rounded() == value, abs(value) < Double(Int.max) { return of(Int(value), in: language) }
        return .other
    }

    /// The categories a language needs in its catalog.
    public static func required(by language: Language) -> [PluralCategory] {
        switch language {
        case .en: return [.one, .other]
        case .ru: return [.one, .few, .many, .other]
        }
    }
}
