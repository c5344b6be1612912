import Foundation
import Testing

@testable import TrackerCore

/// The catalogue files (`Locales/`): each language loads and passes the start-up checks, its
/// plural rule agrees with CLDR, and a broken file stops the start with one line that says where.
@Suite("Catalogues")
struct CatalogueTests {
    static let locales = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Locales")

    /// The repository's `.po` files: each one a language.
    static var translations: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: locales.path)) ?? []).filter { $0.hasSuffix(".po") }
            .map { String($0.dropLast(3)) }.sorted()
    }

    @Test func everyLanguageInTheRepositoryLoads() throws {
        let library = try CatalogueLibrary.load(directory: Self.locales.path)
        #expect(library.languages.map(\.rawValue) == (Self.translations + ["en"]).sorted())
        let names = Dictionary(uniqueKeysWithValues: library.languages.map { ($0.rawValue, library.catalog(of: $0).name) })
        for (code, name) in ["de": "Deutsch", "en": "English", "es": "Español", "fr": "Français", "ru": "Русский", "uk": "Українська"] {
            #expect(names[code] == name)
        }
    }

    /// A translation is made from the template: its English texts are the template's, so no
    /// translation is of an English text that has since changed, and it has no key of its own.
    @Test func everyTranslationIsOfTheCurrentEnglish() throws {
        let template = try POFile(name: "tracker.pot", text: String(contentsOf: Self.locales.appendingPathComponent("tracker.pot"), encoding: .utf8))
        let english = Dictionary(uniqueKeysWithValues: template.entries.map { ($0.context!, ($0.id, $0.idPlural)) })
        #expect(Self.translations.count >= 5)
        for code in Self.translations {
            let file = try POFile(name: "\(code).po", text: String(contentsOf: Self.locales.appendingPathComponent("\(code).po"), encoding: .utf8))
            #expect(file.entries.count == template.entries.count, "\(code)")
            for entry in file.entries {
                guard let source = english[entry.context!] else {
                    Issue.record("\(code).po has \(entry.context!), which tracker.pot doesn’t")
                    continue
                }
                #expect(source.0 == entry.id && source.1 == entry.idPlural, "\(code).po \(entry.context!): msgid differs from tracker.pot")
            }
        }
    }

    /// CLDR's plural categories for whole numbers, written out from the rules
    /// (unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html), in the order
    /// the files list their forms.
    static func cldr(_ n: Int, _ code: String) -> String {
        switch code {
        case "en", "de": return n == 1 ? "one" : "other"
        case "es": return n == 1 ? "one" : (n != 0 && n % 1_000_000 == 0 ? "many" : "other")
        case "fr": return n == 0 || n == 1 ? "one" : (n != 0 && n % 1_000_000 == 0 ? "many" : "other")
        case "ru", "uk":
            if n % 10 == 1 && n % 100 != 11 { return "one" }
            if (2...4).contains(n % 10) && !(12...14).contains(n % 100) { return "few" }
            return "many"
        default: return "?"
        }
    }

    static let categoryOrder: [String: [String]] = [
        "en": ["one", "other"], "de": ["one", "other"], "es": ["one", "many", "other"], "fr": ["one", "many", "other"],
        "ru": ["one", "few", "many"], "uk": ["one", "few", "many"],
    ]

    @Test(arguments: ["en", "de", "es", "fr", "ru", "uk"])
    func pluralRuleAgreesWithCLDR(code: String) throws {
        let catalog = try CatalogueLibrary.load(directory: Self.locales.path).catalog(of: Language(code: code))
        #expect(catalog.language.rawValue == code)
        let order = try #require(Self.categoryOrder[code])
        #expect(catalog.pluralRule.count == order.count)
        var numbers = Array(0...3000)
        for _ in 0..<5000 { numbers.append(Int.random(in: 0...50_000_000)) }
        numbers += [1_000_000, 2_000_000, 5_000_000, 1_000_001, 21_000_000]
        for n in numbers {
            let category = order[catalog.pluralRule.index(for: n)]
            if category != Self.cldr(n, code) {
                Issue.record("\(code): \(n) is \(category), CLDR says \(Self.cldr(n, code))")
                return
            }
        }
    }

    @Test(arguments: [
        (1, "1 день"), (2, "2 дні"), (4, "4 дні"), (5, "5 днів"), (11, "11 днів"), (12, "12 днів"), (21, "21 день"),
        (22, "22 дні"), (25, "25 днів"), (111, "111 днів"), (0, "0 днів"), (1234, "1\u{00A0}234 дні"),
    ])
    func ukrainianDays(_ count: Int, _ expected: String) throws {
        #expect(Catalog.of(try #require(Language(rawValue: "uk"))).plural("days", count: count) == expected)
    }

    @Test func numbersAreGroupedAsEachLanguageWritesThem() throws {
        let es = try #require(Language(rawValue: "es"))
        let fr = try #require(Language(rawValue: "fr"))
        let de = try #require(Language(rawValue: "de"))
        #expect(es.grouped(1234) == "1234")
        #expect(es.grouped(12345) == "12.345")
        #expect(fr.grouped(1234) == "1\u{202F}234")
        #expect(de.grouped(1_234_567) == "1.234.567")
        #expect(Catalog.of(fr).plural("days", count: 1_000_000).contains("de "))
    }

    // MARK: - A broken file stops the start

    /// Copies the repository's catalogues to a temporary directory, changes one file, and
    /// returns the load's error.
    private func loadError(_ file: String, _ change: (String) -> String) throws -> String? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalogues-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.locales.path) {
            try FileManager.default.copyItem(at: Self.locales.appendingPathComponent(name), to: directory.appendingPathComponent(name))
        }
        let target = directory.appendingPathComponent(file)
        try change(String(contentsOf: target, encoding: .utf8)).write(to: target, atomically: true, encoding: .utf8)
        do {
            _ = try CatalogueLibrary.load(directory: directory.path)
            return nil
        } catch {
            #expect(!error.description.contains("\n"), "one line: \(error.description)")
            return error.description
        }
    }

    /// Replaces the first match of `pattern` (a regular expression; `$1` in `replacement` is its first group).
    private func replacing(_ pattern: String, with replacement: String) -> (String) -> String {
        { text in
            guard let range = text.range(of: pattern, options: .regularExpression) else {
                Issue.record("no \(pattern)")
                return text
            }
            return text.replacingOccurrences(of: pattern, with: replacement, options: .regularExpression, range: range)
        }
    }

    @Test func anUnchangedCopyLoads() throws {
        #expect(try loadError("uk.po") { $0 } == nil)
    }

    @Test func aMissingKeyNamesTheKey() throws {
        let error = try loadError("de.po", replacing(#"msgctxt "card\.mark"\nmsgid "[^"]*"\nmsgstr "[^"]*"\n"#, with: ""))
        #expect(error == "de.po: “card.mark” is missing (it is in tracker.pot)")
    }

    @Test func anEmptyTranslationNamesItsLine() throws {
        let error = try loadError("fr.po", replacing(#"(msgctxt "trackers\.title"\nmsgid "Trackers"\nmsgstr )"[^"]*""#, with: "$1\"\""))
        #expect(error?.hasPrefix("fr.po:") == true && error?.hasSuffix("“trackers.title” is not translated") == true, "\(error ?? "")")
    }

    @Test func aMissingPluralFormSaysHowManyTheLanguageHas() throws {
        let error = try loadError("uk.po", replacing(#"(msgctxt "days"\n(?:.*\n){4})msgstr\[2\] "[^"]*"\n"#, with: "$1"))
        #expect(error?.contains("“days” has no msgstr[2]; uk has 3 plural forms") == true, "\(error ?? "")")
    }

    @Test func aChangedPlaceholderIsNamed() throws {
        let error = try loadError("es.po", replacing(#"(msgctxt "card\.mark"\nmsgid "[^"]*"\nmsgstr "[^"]*)\{name\}"#, with: "$1{nombre}"))
        #expect(error?.contains("“card.mark”: lacks {name}; has {nombre}, which the English doesn’t") == true, "\(error ?? "")")
    }

    @Test func aFuzzyEntryCountsAsUntranslated() throws {
        let error = try loadError("ru.po", replacing(#"msgctxt "app\.name""#, with: "#, fuzzy\nmsgctxt \"app.name\""))
        #expect(error?.contains("“app.name” is marked fuzzy") == true, "\(error ?? "")")
    }

    @Test func aPluralRuleThatMissesAFormIsRefused() throws {
        let error = try loadError("de.po", replacing(#"nplurals=2; plural=\(n != 1\);"#, with: "nplurals=3; plural=(n != 1);"))
        #expect(error == "de.po: Plural-Forms never picks form 2; nplurals is too large")
        let broken = try loadError("de.po", replacing(#"plural=\(n != 1\);"#, with: "plural=(n != 1;"))
        #expect(broken?.contains("a “(” is not closed") == true, "\(broken ?? "")")
    }

    @Test func guideMarkupKeepsItsTagsAndLinks() throws {
        let script = try loadError("fr.po", replacing(#"(msgctxt "guide\.habits\.2"\nmsgid "[^\n]*"\nmsgstr ")"#, with: "$1<script>x</script>"))
        #expect(script?.contains("the tag <script…> is not in the English text") == true, "\(script ?? "")")
        let link = try loadError("uk.po", replacing(#"(msgctxt "guide\.toc\.2"\nmsgid "[^\n]*"\nmsgstr "<a href=\\")#habits"#, with: "$1https://example.com"))
        #expect(link?.contains("links to [\"https://example.com\"]") == true, "\(link ?? "")")
    }

    @Test func stringsReadTheirEscapesAndContinueOnTheNextLine() throws {
        let file = try POFile(
            name: "t.po",
            text: "msgid \"\"\nmsgstr \"Language: de\\n\"\n\n  msgctxt \"k\"  \r\nmsgid \"a\\tb \\\"c\\\" \\\\ д\\n\"\n\"ë\"\t\nmsgstr \"\"\n"
        )
        #expect(file.header["Language"] == "de")
        #expect(file.entries.map(\.id) == ["a\tb \"c\" \\ д\në"])
    }

    @Test func aBrokenStringNamesItsLine() throws {
        func error(_ line: String) -> String? {
            do {
                _ = try POFile(name: "t.po", text: "msgctxt \"k\"\n" + line + "\n")
                return nil
            } catch { return error.description }
        }
        #expect(error(#"msgid "a\qb""#) == #"t.po:2: unknown escape \q"#)
        #expect(error(#"msgid "a\ёb""#) == #"t.po:2: unknown escape \ё"#)
        #expect(error(#"msgid "ab\""#) == "t.po:2: a string ends in a lone backslash")
        #expect(error(#"msgid "a"b""#) == "t.po:2: an unescaped quote inside a string")
        #expect(error(#"msgid "ab"#) == "t.po:2: a string must be in double quotes")
        #expect(error(#"msgid ""#) == "t.po:2: a string must be in double quotes")
    }

    @Test func aFileMustSayItsLanguage() throws {
        let error = try loadError("es.po", replacing(#"Language: es"#, with: "Language: pt"))
        #expect(error == "es.po: its header says Language: pt, not es")
    }

    @Test func pluralRulesReadCsGrammar() throws {
        let rule = try PluralRule(header: "nplurals=3; plural=n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2;")
        #expect([1, 2, 5, 11, 21, 22, 112].map(rule.index(for:)) == [0, 1, 2, 2, 0, 1, 2])
        let arithmetic = try PluralRule(header: "nplurals=4; plural=!(n - 1) ? 0 : n * 2 / 4 == 1 ? 1 : -n + 10 > 0 ? 2 : 3;")
        #expect([1, 2, 3, 4, 12].map(arithmetic.index(for:)) == [0, 1, 1, 2, 3])
        #expect([0, 1, 2, 21].map(PluralRule.oneAndOther.index(for:)) == [1, 0, 1, 1])
        #expect(throws: CatalogueError.self) { try PluralRule(header: "nplurals=2; plural=n ? 1;") }
        #expect(throws: CatalogueError.self) { try PluralRule(header: "nplurals=2;") }
        #expect(throws: CatalogueError.self) { try PluralRule(header: "nplurals=2; plural=m != 1;") }
    }
}
