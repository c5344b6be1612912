import Testing

@testable import TrackerCore

@Suite("Localization")
struct LocalizationTests {
    @Test(arguments: [
        (1, "1 day"), (2, "2 days"), (0, "0 days"), (11, "11 days"), (21, "21 days"),
    ])
    func englishPlurals(_ count: Int, _ expected: String) {
        #expect(Catalog.of(.en).plural("days", count: count) == expected)
    }

    @Test(arguments: [
        (1, "1 день"), (2, "2 дня"), (4, "4 дня"), (5, "5 дней"), (11, "11 дней"), (12, "12 дней"),
        (14, "14 дней"), (21, "21 день"), (22, "22 дня"), (25, "25 дней"), (101, "101 день"), (111, "111 дней"),
        (0, "0 дней"),
    ])
    func russianPlurals(_ count: Int, _ expected: String) {
        #expect(Catalog.of(.ru).plural("days", count: count) == expected)
    }

    @Test func countsAreGroupedByThousands() {
        #expect(Catalog.of(.en).plural("marks", count: 7292) == "7,292 marks")
        #expect(Catalog.of(.ru).plural("marks", count: 7292) == "7\u{00A0}292 отметки")
        #expect(Catalog.of(.en).plural("days", count: 999) == "999 days")
        #expect(Language.en.grouped(-1_234_567) == "-1,234,567")
    }

    @Test func fractionsAreOtherInBothLanguages() {
        #expect(PluralCategory.of(1.5, in: .ru) == .other)
        #expect(PluralCategory.of(1.5, in: .en) == .other)
        #expect(PluralCategory.of(2.0, in: .ru) == .few)
    }

    /// Each catalog is merged from its parts, the part's own text winning: a key in two parts
    /// would silently hide one of them.
    @Test func catalogPartsShareNoKey() {
        let parts: [([String: String], [String: String])] = [
            (Catalog.englishAccounts, Catalog.english.strings), (Catalog.russianAccounts, Catalog.russian.strings),
            (Catalog.englishHousehold, Catalog.english.strings), (Catalog.russianHousehold, Catalog.russian.strings),
            (Catalog.englishCalendar, Catalog.english.strings), (Catalog.russianCalendar, Catalog.russian.strings),
            (Catalog.englishPush, Catalog.english.strings), (Catalog.russianPush, Catalog.russian.strings),
            (Catalog.englishYourData, Catalog.english.strings), (Catalog.russianYourData, Catalog.russian.strings),
        ]
        for (part, whole) in parts {
            for (key, value) in part { #expect(whole[key] == value, "\(key) is in two parts") }
        }
        for (part, whole) in [
            (Catalog.englishYourDataPlurals, Catalog.english.plurals), (Catalog.russianYourDataPlurals, Catalog.russian.plurals),
        ] {
            for (key, value) in part { #expect(whole[key] == value, "\(key) is in two parts") }
        }
    }

    /// The copy is typeset: apostrophes and quotes are typographic (’ “ ” « »), never the
    /// typewriter's ' and ".
    @Test func copyUsesTypographicApostrophesAndQuotes() {
        for catalog in [Catalog.of(.en), Catalog.of(.ru)] {
            let texts =
                catalog.strings.map { ($0.key, $0.value) }
                + catalog.plurals.flatMap { key, forms in forms.values.map { (key, $0) } }
            for (key, text) in texts {
                #expect(!text.contains("'") && !text.contains("\""), "\(catalog.language) \(key): \(text)")
            }
        }
    }

    /// Russian says «эмодзи», never the Latin "Emoji" (a `{placeholder}`'s name is not text).
    @Test func russianSaysEmodziNotLatinEmoji() {
        let catalog = Catalog.of(.ru)
        let texts = catalog.strings.map { ($0.key, $0.value) } + catalog.plurals.flatMap { key, forms in forms.values.map { (key, $0) } }
        for (key, text) in texts {
            let words = text.replacingOccurrences(of: #"\{[a-z_]+\}"#, with: "", options: .regularExpression)
            #expect(words.range(of: "emoji", options: .caseInsensitive) == nil, "ru \(key): \(text)")
        }
        #expect(catalog.text("form.emoji") == "Эмодзи")
    }

    @Test func catalogsHaveTheSameKeysAndEveryPluralForm() {
        let en = Catalog.of(.en)
        let ru = Catalog.of(.ru)
        #expect(Set(en.strings.keys) == Set(ru.strings.keys))
        #expect(Set(en.plurals.keys) == Set(ru.plurals.keys))
        for catalog in [en, ru] {
            for (key, forms) in catalog.plurals {
                for category in PluralCategory.required(by: catalog.language) {
                    #expect(forms[category] != nil, "\(catalog.language) \(key) lacks \(category)")
                }
            }
            for (key, value) in catalog.strings {
                #expect(!value.isEmpty, "\(catalog.language) \(key) is empty")
            }
        }
    }

    @Test func keyStringsAreAsTheSpecSays() {
        #expect(Catalog.of(.en).text("trackers.title") == "Trackers")
        #expect(Catalog.of(.ru).text("trackers.title") == "Трекеры")
        #expect(Catalog.of(.ru).text("trackers.empty") == "Что будем отслеживать?")
        #expect(Catalog.of(.ru).text("onboarding.button") == "Вот это технологии!")
        #expect(Catalog.of(.en).text("problem.name.long", ["limit": "38"]) == "Limit 38 characters")
        #expect(Catalog.of(.ru).text("problem.name.long", ["limit": "38"]) == "Ограничение 38 символов")
    }

    @Test func placeholdersAreFilledOnceAndUnknownOnesStay() {
        let catalog = Catalog(language: .en, strings: ["a": "{x} and {y}, {z} {"], plurals: [:])
        #expect(catalog.text("a", ["x": "{y}", "y": "2"]) == "{y} and 2, {z} {")
        #expect(catalog.text("a") == "{x} and {y}, {z} {")
    }

    @Test func rateDetailsAgreeWithTheirTotal() {
        #expect(Catalog.of(.en).plural("details.rate.detail", count: 1, ["done": "1"]) == "1 of 1 day")
        #expect(Catalog.of(.en).plural("details.rate.detail", count: 6, ["done": "5"]) == "5 of 6 days")
        #expect(Catalog.of(.ru).plural("details.rate.detail", count: 21, ["done": "3"]) == "3 из 21 дня")
        #expect(Catalog.of(.ru).plural("details.rate.detail", count: 5, ["done": "3"]) == "3 из 5 дней")
    }

    @Test func missingKeysShowUp() {
        #expect(Catalog.of(.en).text("no.such.key") == "⟦no.such.key⟧")
    }

    @Test(arguments: [
        ("ru-RU,ru;q=0.9,en-US;q=0.8", Language.ru), ("en-US,en;q=0.9,ru;q=0.8", .en), ("de-DE,ru;q=0.5", .ru),
        ("de, fr", .en), ("", .en), ("ru;q=0, en", .en), ("en;q=0.1, ru;q=0.7", .ru), ("RU", .ru),
    ])
    func acceptLanguagePicksTheBestSupported(_ header: String, _ expected: Language) {
        #expect(Language.preferred(acceptLanguage: header) == expected)
    }
}
