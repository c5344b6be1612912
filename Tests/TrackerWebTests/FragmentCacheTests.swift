import Testing

@testable import TrackerWeb

@Suite("Remembered fragments")
struct FragmentCacheTests {
    struct Piece: Fragment {
        static let template = "piece"
        let text: String
        func viewModel() -> String { text }
    }

    @Test func aFragmentIsRenderedOnceWhileItStaysInUse() {
        let cache = FragmentCache(capacity: 2)
        var renders = 0
        func html(_ text: String) -> String {
            cache.html(Piece(text: text)) { piece in
                renders += 1
                return "<p>\(piece.text)</p>"
            }
        }
        #expect(html("a") == "<p>a</p>" && html("a") == "<p>a</p>" && renders == 1)
        // A changed value is another fragment.
        #expect(html("b") == "<p>b</p>" && renders == 2)
        // Memory stays bounded: two generations of two at most, the oldest unused one is dropped.
        _ = html("c")
        _ = html("d")
        _ = html("e")
        #expect(cache.count <= 4)
        let before = renders
        _ = html("e")
        _ = html("d")
        #expect(renders == before)
        _ = html("a")
        #expect(renders == before + 1)
    }
}
