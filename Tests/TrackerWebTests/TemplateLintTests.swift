import Foundation
import Testing
import TrackerCore

@Suite("Templates")
struct TemplateLintTests {
    /// Every template's text, by its path under `Templates/`.
    private func templates() throws -> [String: String] {
        let root = repositoryRoot.appendingPathComponent("Templates")
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            found[url.path.replacingOccurrences(of: root.path + "/", with: "")] = try String(contentsOf: url, encoding: .utf8)
        }
        return found
    }

    private func matches(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    @Test func everyCatalogKeyUsedInATemplateExists() throws {
        let all = try templates()
        #expect(all.count >= 8)
        for (name, text) in all {
            for key in try matches(#"\{\{\s*t\.([a-z0-9_.]+)\s*\}\}"#, in: text) {
                for language in Language.allCases {
                    #expect(Catalog.of(language).strings[key] != nil, "\(name) uses missing key \(key) (\(language))")
                }
            }
        }
    }

    /// Unescaped output is for constants in the code (the icon's data address, the tab icons'
    /// paths) and numbers (an invite's QR code, `QRCode.svg`), the year view's squares, whose
    /// one typed part (the unit) `YearHeatmap` escapes itself (`YearViewTests`), and a month
    /// calendar's days, which `MonthCalendar.markup` escapes as the templates do, and the time
    /// zone list, which `TimeZoneChoices.markup` escapes likewise, and the user guide's
    /// paragraphs (`t.guide.…`), whose markup each catalogue's load checks against the English
    /// (`CatalogueCheck`), and markup that writes itself (`TemplateMarkup`), escaped as the
    /// templates escape: an `avatar`, a follow `button`, the household's `today`, its `members`
    /// and a follow list's `rows`, and a group's `cards`
    /// (`MarkupList`, written one after another); never for anything a person typed as it stands.
    @Test func onlyTrustedValuesAreUnescaped() throws {
        let trusted: Set = [
            "layout.favicon", "iconPath", "qrSVG", "squaresMarkup", "weeksMarkup", "timeZoneOptions", "cards", "avatar",
            "today", "members", "rows", "button",
        ]
        var seen: Set<String> = []
        for (name, text) in try templates() {
            for variable in try matches(#"\{\{\{\s*([^}\s]+)\s*\}\}\}"#, in: text) + matches(#"\{\{&\s*([^}\s]+)\s*\}\}"#, in: text) {
                if name == "guide/index.mustache", variable.hasPrefix("t.guide.") {
                    #expect(Catalog.of(.en).strings[String(variable.dropFirst(2))] != nil, "\(variable)")
                    continue
                }
                #expect(trusted.contains(variable), "\(name) leaves {{{\(variable)}}} unescaped")
                seen.insert(variable)
            }
        }
        #expect(seen == trusted)
    }

    /// Interface text lives in the catalogues, the user guide's too.
    @Test func noTemplateHardCodesVisibleText() throws {
        for (name, text) in try templates() {
            var stripped = text.replacingOccurrences(of: #"\{\{[^}]*\}\}"#, with: " ", options: .regularExpression)
            stripped = stripped.replacingOccurrences(of: #"<[^>]*>"#, with: " ", options: .regularExpression)
            let letters = stripped.unicodeScalars.filter { CharacterSet.letters.contains($0) }
            #expect(letters.isEmpty, "\(name) has visible text: \(stripped.trimmingCharacters(in: .whitespacesAndNewlines))")
        }
    }
}
