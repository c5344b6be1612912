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

    @Test func onlyPathsOnThisSiteAreLocal() {
        #expect(Paths.isLocal("/trackers/1"))
        #expect(!Paths.isLocal("//evil.example"))
        #expect(!Paths.isLocal("https://evil.example"))
        #expect(!Paths.isLocal("/\\evil.example"))
    }
}
