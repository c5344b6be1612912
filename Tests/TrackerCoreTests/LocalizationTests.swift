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

    /// The copy is typeset: apostrophes and quotes are typographic (’ “ ” « »), never the
    /// typewriter's ' and ".
    @Test(arguments: Language.allCases)
    func copyUsesTypographicApostrophesAndQuotes(language: Language) {
        let catalog = Catalog.of(language)
        let texts = catalog.strings.map { ($0.key, $0.value) } + catalog.plurals.flatMap { key, forms in forms.map { (key, $0) } }
        for (key, text) in texts {
            // The guide's markup: attributes and code examples keep their ASCII quotes.
            let words = text.replacingOccurrences(of: #"<code>[^<]*</code>|<[^>]*>"#, with: "", options: .regularExpression)
            guard !words.contains("\n") else { continue }  // a code block
            #expect(!words.contains("'") && !words.contains("\""), "\(language) \(key): \(text)")
        }
    }

    /// Russian says «эмодзи», never the Latin "Emoji" (a `{placeholder}`'s name is not text).
    @Test func russianSaysEmodziNotLatinEmoji() {
        let catalog = Catalog.of(.ru)
        let texts = catalog.strings.map { ($0.key, $0.value) } + catalog.plurals.flatMap { key, forms in forms.map { (key, $0) } }
        for (key, text) in texts where !key.hasPrefix("guide.") {
            let words = text.replacingOccurrences(of: #"\{[a-z_]+\}"#, with: "", options: .regularExpression)
            #expect(words.range(of: "emoji", options: .caseInsensitive) == nil, "ru \(key): \(text)")
        }
        #expect(catalog.text("form.emoji") == "Эмодзи")
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
        let catalog = Catalog(
            language: .en, strings: ["a": "{x} and {y}, {z} {"], plurals: [:], pluralRule: .oneAndOther
        )
        #expect(catalog.text("a", ["x": "{y}", "y": "2"]) == "{y} and 2, {z} {")
        #expect(catalog.text("a") == "{x} and {y}, {z} {")
    }

    /// Filling placeholders on bytes (`Catalog.pieces`, for every card of every page) gives what a
    /// plain reading on characters gives, for 5,000 templates of random pieces: braces unclosed
    /// and doubled, names known and not, values that end in a full stop before one.
    @Test func piecesFillAsAPlainReadingDoes() {
        func reference(_ template: String, _ values: [String: String]) -> String {
            var out = ""
            var rest = template[...]
            while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
                out += rest[..<open]
                let name = String(rest[rest.index(after: open)..<close])
                rest = rest[rest.index(after: close)...]
                if let value = values[name] {
                    out += value
                    if value.hasSuffix("."), rest.first == "." { rest = rest.dropFirst() }
                } else {
                    out += "{" + name + "}"
                }
            }
            return out + rest
        }
        let parts = ["{", "}", "{name}", "{date}", "{x}", "{}", ".", "..", "a", "Mark ", "ü", "г.", " ", "{{", "}}", "{na", "me}"]
        let values = ["name": "Morning run", "date": "21 нояб.", "x": "{name}", "": "."]
        var random = SeededRandom(seed: 64)
        for _ in 0..<5_000 {
            let template = (0..<Int.random(in: 0...9, using: &random)).map { _ in parts.randomElement(using: &random)! }.joined()
            var bytes: [UInt8] = []
            Catalog.pieces(of: template, { values[$0] }) { bytes += $0 }
            #expect(String(decoding: bytes, as: UTF8.self) == reference(template, values), "\(template)")
        }
    }

    /// «Показан день: суббота, 21 ноября 2026 г.», not «г..»: a value ending in an abbreviation's
    /// full stop takes the sentence's.
    @Test func aDateEndingInAFullStopEndsTheSentence() throws {
        let day = Day(iso: "2026-11-21")!
        #expect(Catalog.of(.ru).text("trackers.day_bar.past", ["date": DateText.long(day, in: .ru)]) == "Показан день: суббота, 21 ноября 2026\u{202F}г.")
        #expect(Catalog.of(.en).text("trackers.day_bar.past", ["date": DateText.long(day, in: .en)]).hasSuffix("2026."))
        let uk = try #require(Language(rawValue: "uk"))
        #expect(Catalog.of(uk).text("settings.time_zone.now", ["time": "12:47", "day": DateText.long(day, in: uk)]).hasSuffix("р."))
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
        ("ru-RU,ru;q=0.9,en-US;q=0.8", Language.ru), ("en-US,en;q=0.9,ru;q=0.8", .en), ("de-DE,ru;q=0.5", Language(rawValue: "de")!), ("zh-CN,ru;q=0.5", .ru),
        ("de, fr", Language(rawValue: "de")!), ("", .en), ("ru;q=0, en", .en), ("en;q=0.1, ru;q=0.7", .ru), ("RU", .ru),
        ("pt-BR, fr-CA;q=0.8, de;q=0.7", Language(rawValue: "fr")!), ("uk-UA,uk;q=0.9", Language(rawValue: "uk")!), ("zh, ja", .en),
        ("es-419;q=0.9, es;q=0.9, en;q=0.8", Language(rawValue: "es")!), ("*", .en),
    ])
    func acceptLanguagePicksTheBestSupported(_ header: String, _ expected: Language) {
        #expect(Language.preferred(acceptLanguage: header) == expected)
    }
}
