import Foundation
import Testing
import TrackerCore

@testable import TrackerWeb

/// The frame every page is rendered in, the templates the pages name, and the theme colours
/// held to `Palette` wherever they appear.
@Suite("The page frame")
struct PageFrameTests {
    private static let templatesRoot = repositoryRoot.appendingPathComponent("Templates")

    /// Every file under a folder with the given extension, by its path there.
    private static func files(under folder: URL, extension wanted: String) throws -> [String: String] {
        var found: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == wanted else { continue }
            found[url.standardizedFileURL.path.replacingOccurrences(of: folder.standardizedFileURL.path + "/", with: "")] =
                try String(contentsOf: url, encoding: .utf8)
        }
        return found
    }

    private static func templateExists(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: templatesRoot.appendingPathComponent(name + ".mustache").path)
    }

    @Test func theRendererKnowsEveryPageTypeInTheSources() throws {
        let sources = try Self.files(under: repositoryRoot.appendingPathComponent("Sources/TrackerWeb"), extension: "swift")
        var declared: Set<String> = []
        for text in sources.values {
            for match in text.matches(of: /\bstruct (\w+): Page\b/) { declared.insert(String(match.1)) }
        }
        let listed = Renderer.pages.map { String(describing: $0) }
        #expect(listed.count == Set(listed).count, "a page is listed twice")
        #expect(Set(listed) == declared)
    }

    @Test func everyTemplateAPageNamesExists() {
        for page in Renderer.pages {
            #expect(Self.templateExists(page.template), "\(page) names \(page.template), which is not in Templates/")
        }
        for name in Renderer.requiredTemplates {
            #expect(Self.templateExists(name), "\(name) is required but not in Templates/")
        }
    }

    @Test func everyPartialAndParentATemplateIncludesExists() throws {
        let templates = try Self.files(under: Self.templatesRoot, extension: "mustache")
        #expect(templates.count > 30)
        var included: Set<String> = []
        for (name, text) in templates {
            for match in text.matches(of: /\{\{\s*[<>]\s*([^}\s]+)\s*\}\}/) {
                included.insert(String(match.1))
                #expect(Self.templateExists(String(match.1)), "\(name) includes \(match.1), which is not in Templates/")
            }
        }
        #expect(included.isSuperset(of: ["layout", "partials/csrf", "partials/avatar-back"]))
        // Every template is a page's, or included by one: none is left over.
        let used = included.union(Renderer.pages.map { $0.template })
        #expect(Set(templates.keys.map { String($0.dropLast(".mustache".count)) }) == used)
    }

    @Test func thePageColoursComeFromThePalette() async throws {
        #expect(Palette.Theme.light.page == Palette.lightBackground && Palette.Theme.dark.page == Palette.darkBackground)
        try await withApp { visitor in
            let page = try await visitor.get("/sign-in").text
            #expect(page.contains(#"<meta name="theme-color" content="\#(Palette.lightBackground)" media="(prefers-color-scheme: light)">"#))
            #expect(page.contains(#"<meta name="theme-color" content="\#(Palette.darkBackground)" media="(prefers-color-scheme: dark)">"#))
        }
    }

    /// The manifest is a file; its colours are the pages' backgrounds, light and dark.
    @Test func theManifestsColoursAreThePalettes() throws {
        let data = try Data(contentsOf: repositoryRoot.appendingPathComponent("Public/manifest.webmanifest"))
        let manifest = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(manifest["background_color"] as? String == Palette.lightBackground)
        #expect(manifest["theme_color"] as? String == Palette.lightBackground)
        let preferences = manifest["user_preferences"] as? [String: [String: String]]
        #expect(preferences?["color_scheme_dark"] == ["background_color": Palette.darkBackground, "theme_color": Palette.darkBackground])
    }

    /// The stylesheet's page background is the palette's, light and dark.
    @Test func theStylesheetsBackgroundsAreThePalettes() throws {
        let css = try String(contentsOf: repositoryRoot.appendingPathComponent("Public/css/app.css"), encoding: .utf8)
        #expect(css.contains("--white: \(Palette.lightBackground);") && css.contains("--black: \(Palette.darkBackground);"))
        let root = try #require(css.firstRange(of: "@media (prefers-color-scheme: dark)"))
        #expect(css[..<root.lowerBound].contains("--bg: var(--white);"))
        #expect(css[root.upperBound...].prefix(200).contains("--bg: var(--black);"))
    }
}
