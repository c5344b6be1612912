import Foundation
import QRCode
import Testing

@Suite("QR codes")
struct QRCodeTests {
    /// An invite link as `--public-url https://tracker.home` makes it: 69 characters.
    let inviteLink = "https://tracker.home/join/Vq3xN0bYc8k-LrT2mA_uWz5sHdE7gQo1pJfKiXyU9nB"

    /// The rectangles of the SVG's path, read back into a matrix of the drawing's size, and the
    /// numbers of its viewBox.
    private func drawing(_ svg: String) throws -> (viewBox: [Int], dark: Set<[Int]>) {
        let viewBoxMatch = svg.firstMatch(of: /viewBox="([^"]*)"/)
        let pathMatch = svg.firstMatch(of: /<path fill="#000" d="([^"]*)"/)
        let viewBox = try #require(viewBoxMatch).1.split(separator: " ").compactMap { Int($0) }
        let path = String(try #require(pathMatch).1)
        var dark: Set<[Int]> = []
        for run in path.matches(of: /M(\d+) (\d+)h(\d+)v1h-(\d+)z/) {
            let (x, y, width) = (Int(run.1)!, Int(run.2)!, Int(run.3)!)
            #expect(Int(run.4)! == width)
            for column in x..<(x + width) { dark.insert([y, column]) }
        }
        // Nothing in the path but those rectangles.
        #expect(path.replacing(/M\d+ \d+h\d+v1h-\d+z/, with: "").isEmpty, "unexpected path data")
        return (viewBox, dark)
    }

    /// A finder pattern (7 × 7: dark ring, light ring, dark 3 × 3 centre) with its top left at `row`, `column`.
    private func hasFinder(_ code: QRCode, row: Int, column: Int) -> Bool {
        (0..<7).allSatisfy { r in
            (0..<7).allSatisfy { c in
                let ring = min(r, c, 6 - r, 6 - c)
                return code.isDark(row: row + r, column: column + c) == (ring != 1)
            }
        }
    }

    @Test func anInviteLinkIsAVersion5SymbolWithFinderPatterns() throws {
        let code = try #require(QRCode(inviteLink))
        // 69 bytes need version 5 at level M (version 4 holds 62).
        #expect(code.version == 5)
        #expect(code.size == 37)
        #expect(code.modules.count == 37 * 37)
        #expect(hasFinder(code, row: 0, column: 0))
        #expect(hasFinder(code, row: 0, column: 30))
        #expect(hasFinder(code, row: 30, column: 0))
        // The timing pattern alternates between the finders, dark first.
        #expect((8...28).allSatisfy { code.isDark(row: 6, column: $0) == ($0 % 2 == 0) })
        #expect(QRCode(inviteLink) == code, "the same text makes the same code")
    }

    @Test func theSVGDrawsExactlyTheModulesInsideAQuietZone() throws {
        let code = try #require(QRCode(inviteLink))
        let svg = code.svg
        let (viewBox, dark) = try drawing(svg)
        #expect(viewBox == [0, 0, 45, 45], "37 modules and 4 on each side")
        #expect(code.side == 45)
        var expected: Set<[Int]> = []
        for row in 0..<code.size {
            for column in 0..<code.size where code.isDark(row: row, column: column) {
                expected.insert([row + 4, column + 4])
            }
        }
        #expect(dark == expected)
        #expect(dark.allSatisfy { $0.allSatisfy { (4..<41).contains($0) } }, "the quiet zone stays light")
        #expect(svg.contains("<rect width=\"45\" height=\"45\" fill=\"#fff\"/>"), "a white ground under the quiet zone")
        #expect(svg.contains("shape-rendering=\"crispEdges\""))
        #expect(svg.components(separatedBy: "<path").count == 2, "one path")
        // Nothing of the encoded text is in the drawing.
        #expect(!svg.contains("tracker.home") && !svg.contains("join"))
    }

    @Test func aLongLinkStillEncodes() throws {
        let token = "Vq3xN0bYc8k-LrT2mA_uWz5sHdE7gQo1pJfKiXyU9nB"
        let link = "https://habits.our-family-server.example.org:8443/tracker/join/" + token
        #expect(link.count > 100)
        let code = try #require(QRCode(link))
        #expect(code.version >= 6 && code.version <= 7)
        #expect(code.size == 17 + 4 * code.version)
        let (viewBox, _) = try drawing(code.svg)
        #expect(viewBox == [0, 0, code.size + 8, code.size + 8])
    }

    @Test func textItCannotHoldIsRefused() {
        #expect(QRCode("") == nil)
        #expect(QRCode("a\u{0}b") == nil)
        // Level M holds at most 2,331 bytes, in version 40.
        #expect(QRCode(String(repeating: "x", count: 2_400)) == nil)
        #expect(QRCode(String(repeating: "x", count: 2_300))?.version == 40)
    }
}
