import Foundation
import Testing
import TrackerCore

@Suite("Languages")
struct LanguageTests {
    @Test func russianTextForAcceptLanguageRu() async throws {
        try await withApp { browser in
            browser.acceptLanguage = "ru-RU,ru;q=0.9,en;q=0.5"
            let onboarding = try await browser.get("/onboarding")
            #expect(onboarding.text.contains("<html lang=\"ru\">"))
            #expect(onboarding.text.contains("Отслеживайте только то, что хотите"))
            #expect(onboarding.text.contains("Даже если это не литры воды и йога"))
            #expect(onboarding.text.contains("Вот это технологии!"))
            try await browser.setUpOwner()
            let home = try await browser.get("/")
            #expect(home.text.contains("<h1>Трекеры</h1>"))
            #expect(home.text.contains("Что будем отслеживать?"))
            #expect(home.text.contains("Сегодня, 21 нояб."))
        }
    }

    @Test func englishByDefault() async throws {
        try await withApp { browser in
            browser.acceptLanguage = "zh-CN, ja;q=0.8"
            try await browser.setUpOwner()
            let home = try await browser.get("/")
            #expect(home.text.contains("<html lang=\"en\">"))
            #expect(home.text.contains("What will we track?"))
            #expect(home.text.contains("Today, Nov 21"))
        }
    }

    @Test func noCatalogKeyIsMissingOnAnyPage() async throws {
        try await withApp { browser in
            for language in ["en", "ru"] {
                browser.acceptLanguage = language
                browser.clearCookies()
                for path in ["/onboarding", "/setup", "/nowhere"] {
                    let text = try await browser.get(path).text
                    #expect(!text.contains("⟦"), "\(language) \(path)")
                }
            }
            try await browser.setUpOwner()
            for path in ["/", "/settings"] {
                let text = try await browser.get(path).text
                #expect(!text.contains("⟦"), "\(path)")
            }
        }
    }

    /// A member who reads German, Spanish, French or Ukrainian sees no English: no page's text
    /// holds a piece of an English catalogue text (three words or more between placeholders and
    /// markup, 20 characters at least) that the language writes otherwise, and `<html lang>` names the language.
    @Test(arguments: ["de", "es", "fr", "uk"])
    func noEnglishOnTheMainPages(code: String) async throws {
        let language = try #require(Language(rawValue: code))
        let english = Catalog.of(.en)
        let translated = Catalog.of(language)
        let pieces = Self.englishPieces(of: english, notIn: translated)
        try await withApp { browser in
            browser.acceptLanguage = "\(code)-XX,\(code);q=0.9,en;q=0.5"
            for path in ["/onboarding", "/setup", "/sign-in"] {
                let page = try await browser.get(path).text
                #expect(page.contains("<html lang=\"\(code)\">"), "\(path)")
                for piece in pieces where page.contains(piece) { Issue.record("\(code) \(path): “\(piece)”") }
            }
            try await browser.setUpOwner()
            for path in [
                "/", "/trackers/new/habit", "/trackers/new/event", "/statistics", "/categories", "/settings", "/settings/data",
                "/settings/push", "/settings/calendar", "/settings/tokens", "/settings/devices", "/household", "/members", "/guide",
                "/nowhere",
            ] {
                let page = try await browser.get(path).text
                #expect(page.contains("<html lang=\"\(code)\">"), "\(path)")
                #expect(!page.contains("⟦"), "\(code) \(path)")
                for piece in pieces where page.contains(piece) { Issue.record("\(code) \(path): “\(piece)”") }
            }
        }
    }

    /// The pieces of English text a page in `translated` must not show. Code and the names of
    /// other apps' buttons (the guide's `<code>` and `<strong>`) stay as they are.
    private static func englishPieces(of english: Catalog, notIn translated: Catalog) -> Set<String> {
        var pieces: Set<String> = []
        for (key, text) in english.strings where translated.strings[key] != text {
            let plain = text.replacingOccurrences(
                of: #"<(code|strong)>[^<]*</\1>|<[^>]*>|\{[a-z_]+\}"#, with: "\u{1}", options: .regularExpression)
            for piece in plain.split(separator: "\u{1}") {
                let words = piece.split(separator: " ")
                if words.count >= 3, piece.count >= 20 { pieces.insert(String(piece)) }
            }
        }
        return pieces
    }
}
