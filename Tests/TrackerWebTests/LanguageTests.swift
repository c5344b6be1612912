import Testing

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
            browser.acceptLanguage = "de-DE"
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
}
