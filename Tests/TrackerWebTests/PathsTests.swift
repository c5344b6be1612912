import Testing

@testable import TrackerWeb

@Suite("Addresses")
struct PathsTests {
    @Test func queryValuesKeepOnlyUnreservedCharacters() {
        #expect(Paths.queryEncoded("2026-11-21") == "2026-11-21")
        #expect(Paths.queryEncoded("a b&c=d/e?") == "a%20b%26c%3Dd%2Fe%3F")
        #expect(Paths.queryEncoded("/trackers/1?x", keepingSlashes: true) == "/trackers/1%3Fx")
        #expect(Paths.queryEncoded("Бег") == "%D0%91%D0%B5%D0%B3")
        #expect(Paths.queryEncoded("🏃") == "%F0%9F%8F%83")
    }

    /// Paths on this site that a form or a sign-in may return to.
    static let localTargets = [
        "/", "/trackers/1", "/?day=2026-11-20&q=%D0%91%D0%B5%D0%B3", "/statistics", "/trackers/3?month=2026-10",
        "/?q=%2F%2Fevil.example", "/trackers/1/edit#x", "/.well-known", "/%7Euser",
    ]

    /// Known ways to smuggle another host past a redirect check, as the decoded target that
    /// reaches the server.
    static let bypassTargets = [
        "//evil.example", "///evil.example", "////evil.example", "/\\evil.example", "\\\\evil.example",
        "\\/evil.example", "/\t/evil.example", "/\n/evil.example", "/\r\n/evil.example", "/\r/evil.example",
        "\t//evil.example", " //evil.example", "/ /evil.example", "https://evil.example", "http:evil.example",
        "https:/evil.example", "javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,x",
        "vbscript:x", "evil.example", "@evil.example", "/%2F/evil.example", "/%2f%2fevil.example",
        "%2F%2Fevil.example", "/%5Cevil.example", "/%5cevil.example", "/\u{2215}\u{2215}evil.example",
        "/\u{FF0F}evil.example", "\u{FF0F}\u{FF0F}evil.example", "/\u{2044}evil.example", "/\u{00A0}/evil.example",
        "/\u{0000}/evil.example", "/\u{007F}/evil.example", "/\u{0085}/evil.example", "/\u{2028}/evil.example",
        "//evil.example@tracker", "/\\/evil.example", "//\\evil.example", "", "  ", "?next=/",
        "/" + String(repeating: "a", count: 3000),
    ]

    @Test(arguments: localTargets) func pathsOnThisSiteAreKept(target: String) {
        #expect(Paths.local(target) == target)
    }

    @Test(arguments: bypassTargets) func anythingElseFallsBack(target: String) {
        #expect(Paths.local(target) == nil)
    }

    @Test func theTableIsLargeEnough() {
        #expect(Self.bypassTargets.count >= 30)
    }
}
