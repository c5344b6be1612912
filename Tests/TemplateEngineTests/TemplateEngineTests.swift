import NIOCore
import Testing

@testable import TemplateEngine

/// A table of strings as the site's catalog is: keys with dots.
private final class Words: TemplateStrings {
    init(words: [String: String]) { self.words = words }
    let words: [String: String]
    func text(forKey key: String) -> String? { words[key] }
}

private struct Card: Encodable {
    let name: String
    let done: Bool
    let measure: Measure?
    struct Measure: Encodable { let progress: String }
}

private struct Board: Encodable {
    let t: Words
    let heading: String
    let count: Int64
    let cards: [Card]
    let empty: String?
    let html: String
}

/// A view model that writes its own markup, reading the page's token from around it.
private struct Chip: TemplateMarkup {
    let name: String
    func write(into buffer: inout HTMLOutput, scope: TemplateScope) throws {
        buffer.writeString("<li data-token=\"")
        buffer.writeHTMLEscaped(try scope.text("token"))
        buffer.writeString("\">")
        buffer.writeHTMLEscaped(name)
        buffer.writeString("</li>")
    }
}

private struct Chips: Encodable {
    let token: String
    let chips: [Chip]
}

private func render(_ templates: [String: String], _ view: some Encodable, template: String = "main") throws -> String {
    let library = try TemplateLibrary(templates: templates)
    return String(buffer: try library.render(view, template: template))
}

private let board = Board(
    t: Words(words: ["board.title": "Trackers", "card.done": "Done"]),
    heading: "Tom & Jerry's <day>",
    count: 42,
    cards: [
        Card(name: "Run", done: true, measure: nil),
        Card(name: "Read \"books\"", done: false, measure: .init(progress: "3 of 5")),
    ],
    empty: nil,
    html: "<b>bold</b>"
)

@Suite("Template engine")
struct TemplateEngineTests {
    @Test func escapesTextAndLeavesTripleBracesAlone() throws {
        let html = try render(["main": "<h1>{{heading}}</h1>{{{html}}}{{&html}}"], board)
        #expect(html == "<h1>Tom &amp; Jerry&#39;s &lt;day&gt;</h1><b>bold</b><b>bold</b>")
    }

    @Test func escapesEveryUnsafeCharacterAndKeepsOtherScripts() throws {
        var output = HTMLOutput(capacity: 0)
        output.writeHTMLEscaped("\"'<>&ёлка 🏃 a&&b")
        #expect(output.string == "&quot;&#39;&lt;&gt;&amp;ёлка 🏃 a&amp;&amp;b")
    }

    /// The escaping tests eight bytes at once: every byte value at every place of texts up to
    /// 19 bytes long (so in a whole word, in the rest after the words, and across both), and
    /// random texts of up to 200 bytes, come out as escaping byte by byte writes them.
    @Test func escapingEightBytesAtOnceMatchesEscapingEachByte() throws {
        func oneByOne(_ bytes: [UInt8]) -> [UInt8] {
            bytes.flatMap { byte -> [UInt8] in
                switch byte {
                case UInt8(ascii: "&"): Array("&amp;".utf8)
                case UInt8(ascii: "<"): Array("&lt;".utf8)
                case UInt8(ascii: ">"): Array("&gt;".utf8)
                case UInt8(ascii: "\""): Array("&quot;".utf8)
                case UInt8(ascii: "'"): Array("&#39;".utf8)
                default: [byte]
                }
            }
        }
        func escaped(_ bytes: [UInt8]) -> [UInt8] {
            var output = HTMLOutput(capacity: 0)
            bytes.withUnsafeBufferPointer { output.writeHTMLEscaped(bytes: $0) }
            return output.bytes
        }
        for length in 1..<20 {
            for place in 0..<length {
                for byte in UInt8.min...UInt8.max {
                    var text = [UInt8](repeating: UInt8(ascii: "x"), count: length)
                    text[place] = byte
                    #expect(escaped(text) == oneByOne(text), "byte \(byte) at \(place) of \(length)")
                }
            }
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("ab&<>\"'ё🏃 ".utf8) + [0, 0x7F, 0x80, 0xA6, 0xBC, 0xFF]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...200, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }
            #expect(escaped(text) == oneByOne(text))
        }
    }

    @Test func everyOtherASCIIByteIsWrittenAsItIs() throws {
        let entities: [UInt8: String] = [UInt8(ascii: "\""): "&quot;", UInt8(ascii: "&"): "&amp;",
            UInt8(ascii: "'"): "&#39;", UInt8(ascii: "<"): "&lt;", UInt8(ascii: ">"): "&gt;"]
        for byte in UInt8(0)...UInt8(127) {
            var output = HTMLOutput(capacity: 0)
            output.writeHTMLEscaped("a" + String(UnicodeScalar(byte)) + "b")
            #expect(output.string == "a" + (entities[byte] ?? String(UnicodeScalar(byte))) + "b", "byte \(byte)")
        }
    }

    /// The output grows past the room it was made with, keeps every byte in order, and a copy
    /// of it is a value: writing to one leaves the other as it was.
    @Test func theOutputGrowsAndACopyIsItsOwn() throws {
        var output = HTMLOutput(capacity: 1)
        var expected = ""
        for index in 0..<5_000 {
            output.writeStaticString("<li>")
            output.writeNumber(Int64(index) - 2_500)
            output.writeString(" · ")
            output.writeBytes(Array("é".utf8))
            output.writeHTMLEscaped("&")
            expected += "<li>\(index - 2_500) · é&amp;"
        }
        output.writeNumber(.min)
        output.writeNumber(.max)
        expected += "\(Int64.min)\(Int64.max)"
        #expect(output.string == expected)
        #expect(output.count == expected.utf8.count && output.bytes == Array(expected.utf8))
        var copy = output
        copy.writeStaticString("more")
        output.writeStaticString("else")
        #expect(copy.string == expected + "more")
        #expect(output.string == expected + "else")
        #expect(HTMLOutput(capacity: 0).string.isEmpty)
    }

    @Test func sectionsRepeatListsShowFlagsAndSkipNothing() throws {
        let template = "{{#cards}}[{{name}}{{#done}} ✓{{/done}}{{^done}} +{{/done}}{{#measure}} {{progress}}{{/measure}}]{{/cards}}"
            + "{{#empty}}never{{/empty}}{{^empty}}none{{/empty}}{{^cards}}never{{/cards}}"
        #expect(try render(["main": template], board) == "[Run ✓][Read &quot;books&quot; + 3 of 5]none")
    }

    @Test func namesAreFoundDownTheStackAndInsideObjects() throws {
        let html = try render(["main": "{{#cards}}{{name}}/{{heading}};{{/cards}}{{count}}"], board)
        #expect(html == "Run/Tom &amp; Jerry&#39;s &lt;day&gt;;Read &quot;books&quot;/Tom &amp; Jerry&#39;s &lt;day&gt;;42")
    }

    @Test func aDottedNameReachingATableOfStringsAsksForTheRestAsOneKey() throws {
        #expect(try render(["main": "{{t.board.title}}: {{#cards}}{{t.card.done}} {{/cards}}"], board) == "Trackers: Done Done ")
    }

    @Test func emptyTextIsFalseAndTextIsTheCurrentValueInItsSection() throws {
        struct View: Encodable {
            let search: String
            let other: String
        }
        let template = "{{#search}}q={{.}}{{/search}}{{^other}}no other{{/other}}"
        #expect(try render(["main": template], View(search: "run", other: "")) == "q=runno other")
        #expect(try render(["main": template], View(search: "", other: "x")) == "")
    }

    @Test func linesHoldingOnlyATagLeaveNoBlankLine() throws {
        let template = "<ul>\n  {{#cards}}\n<li>{{name}}</li>\n  {{/cards}}\n{{! a comment }}\n</ul>\n"
        #expect(try render(["main": template], board) == "<ul>\n<li>Run</li>\n<li>Read &quot;books&quot;</li>\n</ul>\n")
    }

    @Test func partialsAndParentsWithBlocksArePutInPlace() throws {
        let templates = [
            "layout": "<title>{{$title}}Tracker{{/title}}</title>\n<main>\n{{$content}}{{/content}}\n</main>\n",
            "partials/card": "<li>{{name}}</li>",
            "main": "{{<layout}}\n{{$content}}\n{{#cards}}{{>partials/card}}{{/cards}}\n{{/content}}\n{{/layout}}\n",
        ]
        #expect(try render(templates, board) == "<title>Tracker</title>\n<main>\n<li>Run</li><li>Read &quot;books&quot;</li>\n\n</main>\n")
    }

    @Test func aNameTheViewModelLacksFailsTheRender() throws {
        #expect(throws: TemplateError.unknownName(template: "main", name: "missing")) {
            try render(["main": "{{missing}}"], board)
        }
        #expect(throws: TemplateError.unknownName(template: "main", name: "t.no.such.key")) {
            try render(["main": "{{t.no.such.key}}"], board)
        }
        #expect(throws: TemplateError.notText(template: "main", name: "cards")) {
            try render(["main": "{{cards}}"], board)
        }
        #expect(throws: TemplateError.missingTemplate("other")) { try render(["main": ""], board, template: "other") }
    }

    @Test func brokenTemplatesAreRefusedWithTheirLine() throws {
        #expect(throws: TemplateError.syntax(template: "main", line: 2, reason: "{{/b}} closes {{a}}")) {
            try TemplateLibrary(templates: ["main": "x\n{{#a}}{{/b}}"])
        }
        #expect(throws: TemplateError.syntax(template: "main", line: 1, reason: "{{a}} is never closed")) {
            try TemplateLibrary(templates: ["main": "{{#a}}"])
        }
        #expect(throws: TemplateError.syntax(template: "main", line: 1, reason: "a tag is never closed")) {
            try TemplateLibrary(templates: ["main": "{{a"])
        }
        #expect(throws: TemplateError.syntax(template: "main", line: 1, reason: "changing the delimiters is not supported")) {
            try TemplateLibrary(templates: ["main": "{{=<% %>=}}"])
        }
        #expect(throws: TemplateError.missingPartial(template: "main", partial: "nowhere")) {
            try TemplateLibrary(templates: ["main": "{{>nowhere}}"])
        }
        #expect(throws: TemplateError.tooDeep(template: "main")) {
            try TemplateLibrary(templates: ["main": "{{>main}}"])
        }
    }

    @Test func markupWritesItselfUnescapedAndReadsTheNamesAroundIt() throws {
        let view = Chips(token: "a&b", chips: [Chip(name: "Tom & <Jerry>"), Chip(name: "Run")])
        #expect(
            try render(["main": "<ul>{{#chips}}{{{.}}}{{/chips}}</ul>"], view)
                == #"<ul><li data-token="a&amp;b">Tom &amp; &lt;Jerry&gt;</li><li data-token="a&amp;b">Run</li></ul>"#
        )
        // Escaping would print markup as text: a render that asks for it fails.
        #expect(throws: TemplateError.notText(template: "main", name: ".")) {
            try render(["main": "{{#chips}}{{.}}{{/chips}}"], view)
        }
        // `{{{.}}}` writes markup only, never text as it stands.
        #expect(throws: TemplateError.notMarkup(template: "main")) {
            try render(["main": "{{#names}}{{{.}}}{{/names}}"], ["names": ["<b>"]])
        }
        // A name the markup reads and the view model lacks fails the render as in a template.
        struct NoToken: Encodable { let chips: [Chip] }
        #expect(throws: TemplateError.unknownName(template: "main", name: "token")) {
            try render(["main": "{{#chips}}{{{.}}}{{/chips}}"], NoToken(chips: [Chip(name: "Run")]))
        }
    }
}
