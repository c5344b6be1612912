import Testing

@testable import TrackerWeb

@Suite("Values remembered lately")
struct RecentValuesTests {
    @Test func aValueIsMadeOnceWhileItStaysInUse() {
        let recent = RecentValues<String>(capacity: 2)
        var made = 0
        func html(_ text: String) -> String {
            recent.value(for: text) {
                made += 1
                return "<p>\(text)</p>"
            }
        }
        #expect(html("a") == "<p>a</p>" && html("a") == "<p>a</p>" && made == 1)
        // A changed input is another key.
        #expect(html("b") == "<p>b</p>" && made == 2)
        // Memory stays bounded: two generations of two at most, the oldest unused one is dropped.
        _ = html("c")
        _ = html("d")
        _ = html("e")
        #expect(recent.count <= 4)
        let before = made
        _ = html("e")
        _ = html("d")
        #expect(made == before)
        _ = html("a")
        #expect(made == before + 1)
    }

    @Test func aCostlyValueFillsAGenerationSooner() {
        // Generations of 10 bytes of HTML.
        let recent = RecentValues<String>(capacity: 10, cost: { $0.utf8.count })
        let big = String(repeating: "x", count: 12)
        _ = recent.value(for: "a") { "abc" }  // newer: a (3 bytes)
        _ = recent.value(for: "big") { big }  // newer: a, big (15 bytes): full
        _ = recent.value(for: "b") { "abc" }  // older: a, big; newer: b
        #expect(recent.count == 3)
        _ = recent.value(for: "big2") { big }  // newer: b, big2: full
        _ = recent.value(for: "c") { "abc" }  // older: b, big2; a and big are gone
        #expect(recent.count == 3)
        #expect(recent.value(for: "a") { "made again" } == "made again")
    }

    struct CardKey: Hashable, Sendable { let id: Int }
    struct MonthKey: Hashable, Sendable { let id: Int }

    @Test func keysOfDifferentTypesNeverMeet() {
        let recent = RecentValues<String>(capacity: 8)
        _ = recent.value(for: CardKey(id: 1)) { "card" }
        #expect(recent.value(for: MonthKey(id: 1)) { "month" } == "month")
        #expect(recent.value(for: CardKey(id: 1)) { "again" } == "card")
    }
}
