import Testing

@testable import TrackerWeb

@Suite("CSS minifier")
struct CSSMinifierTests {
    @Test func dropsCommentsAndSpaceButKeepsStringsAndMeaning() {
        let css = """
            /* A comment with { braces } and "quotes". */
            .a, .b :is(.c) {
              content: ", ";   /* after */
              font-family: "Apple Color Emoji", sans-serif;
              margin: 0 auto;
            }
            .summary-day::before { content: "  two  spaces  "; }
            @media (min-width: 480px) { .grid { grid-template-columns: repeat(9, 1fr); } }
            """
        #expect(
            CSSMinifier.minify(css)
                == #".a,.b :is(.c){content:", ";font-family:"Apple Color Emoji",sans-serif;margin:0 auto;}.summary-day::before{content:"  two  spaces  ";}@media (min-width:480px){.grid{grid-template-columns:repeat(9,1fr);}}"#
        )
    }

    @Test func theSiteStylesheetShrinks() throws {
        let url = repositoryRoot.appendingPathComponent("Public/css/app.css")
        let css = try String(contentsOf: url, encoding: .utf8)
        let small = CSSMinifier.minify(css)
        #expect(small.utf8.count < css.utf8.count * 85 / 100)
        #expect(!small.contains("/*"))
        #expect(small.contains(#"content: ", ""#) || small.contains(#"content:", ""#))
    }
}
