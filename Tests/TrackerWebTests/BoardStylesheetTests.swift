import Foundation
import Testing
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

@Suite("The main page's stylesheet")
struct BoardStylesheetTests {
    @Test func leavesOutTheMarkedRegionsAndKeepsTheRestInOrder() throws {
        let css = """
            .a { color: red; }
            /* @not-board */
            .form { margin: 0; }
            @media (min-width: 700px) { .form { margin: 8px; } }
            /* @end */
            .b { color: blue; }
            /* @not-board */
            .c { color: green; }
            /* @end */
            .d { color: black; }
            """
        let board = try BoardStylesheet.of(css)
        #expect(CSSMinifier.minify(board) == ".a{color:red;}.b{color:blue;}.d{color:black;}")
    }

    @Test func refusesRegionsThatAreNotClosedOrOpened() {
        for css in [
            ".a {} /* @not-board */ .b {}",
            ".a {} /* @end */ .b {}",
            "/* @not-board */ .a {} /* @end */ .b {} /* @end */",
            "/* @not-board */ .a {} /* @not-board */ .b {} /* @end */",
        ] {
            #expect(throws: StylesheetError.self, "\(css)") { try BoardStylesheet.of(css) }
        }
    }

    /// The site's sheet: its regions are well formed, and the main page's sheet is well under
    /// the 8 KB (gzip) budget the whole one has outgrown.
    @Test func theSiteSheetsBoardPartIsSmaller() throws {
        let url = repositoryRoot.appendingPathComponent("Public/css/app.css")
        let css = try String(contentsOf: url, encoding: .utf8)
        let board = CSSMinifier.minify(try BoardStylesheet.of(css))
        let whole = CSSMinifier.minify(css)
        #expect(board.utf8.count < whole.utf8.count * 2 / 3)
        // What the main page draws stays: the cards, their menus, the mark button, the tab bar.
        for selector in [".tracker-card{", ".card-menu summary{", ".mark-button::before{", ".tab-bar{", ".filters-button{"] {
            #expect(board.contains(selector), "\(selector)")
        }
        // What only other pages draw goes.
        for selector in [".settings-group{", ".onboarding-track{", ".details-title{", ".weekday-chip{"] {
            #expect(!board.contains(selector), "\(selector)")
        }
    }

    @Test func theMainPageLinksItsOwnSheetAndOtherPagesTheWholeOne() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Run")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let board = try await browser.get("/").text
            let href = try #require(board.firstMatch(of: /href="(\/css\/board\.[0-9a-f]{10}\.css)"/)?.1)
            #expect(!board.contains("/css/app."))
            let sheet = try await browser.get(String(href))
            #expect(sheet.status == .ok)
            #expect(sheet.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let plain = try await browser.get("/css/board.css")
            #expect(sheet.text == plain.text)
            #expect(plain.text.contains(".tracker-card{") && !plain.text.contains(".settings-group{"))
            // The palette's colours are on the main page too.
            #expect(plain.text.hasSuffix(".color-2fd058{--edge:#2FD058;}}"))
            for other in ["/statistics", "/settings", "/trackers", "/household"] {
                let page = try await browser.get(other).text
                #expect(page.contains(#"href="/css/app."#) && !page.contains("/css/board."), "\(other)")
            }
        }
    }
}
