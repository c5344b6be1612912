import Foundation
import Testing

@testable import TrackerCore

/// A day's note: the text rule at 500 characters, over several lines.
@Suite("Note text rule")
struct NoteTextTests {
    @Test func aNoteIsTrimmedKeepsItsLinesAndCountsGraphemes() throws {
        #expect(try NoteText.validate("  Rain\r\nand wind\rall day \n").get() == "Rain\nand wind\nall day")
        let thumbs = String(repeating: "👍🏽", count: 500)
        #expect(try NoteText.validate(thumbs).get() == thumbs)
        #expect(NoteText.validate(thumbs + "👍🏽") == .failure(.tooLong(limit: 500)))
        #expect(NoteText.validate(String(repeating: "я", count: 501)) == .failure(.tooLong(limit: 500)))
        #expect(NoteText.validate(" \r\n\t ") == .failure(.empty))
        #expect(NoteText.validate("") == .failure(.empty))
        for bad in ["a\u{0}b", "a\u{7}b", "tab\tinside", "a\u{85}b", "a\u{2028}b", "\u{202E}evil", "a\u{2066}b\u{2069}"] {
            #expect(NoteText.validate(bad) == .failure(.forbiddenCharacter), "\(bad.unicodeScalars.map(\.value))")
        }
        // 500 characters, each of many bytes: over the byte cap.
        let heavy = String(repeating: "e" + String(repeating: "\u{301}", count: 8), count: 300)
        #expect(heavy.count == 300 && NoteText.validate(heavy) == .failure(.tooManyBytes))
    }

    @Test func aNoteFromElsewhereIsFittedToTheRule() throws {
        #expect(NoteText.fitted("  \u{7}  ") == nil)
        let kept = try #require(NoteText.fitted(" a\u{7}b\r\nc "))
        #expect(kept.text == "ab\nc" && !kept.cut)
        let long = try #require(NoteText.fitted(String(repeating: "я", count: 600)))
        #expect(long.text.count == 500 && long.cut)
        let heavy = try #require(NoteText.fitted(String(repeating: "e" + String(repeating: "\u{301}", count: 20), count: 400)))
        #expect(heavy.cut && heavy.text.utf8.count <= NoteText.byteCap)
        // Whatever is fitted passes the rule.
        #expect(try NoteText.validate(heavy.text).get() == heavy.text)
    }

    /// The rule against an oracle written from PRODUCT.md's words, on random texts made of the
    /// pieces that matter: letters, spaces, line breaks, control and bidi characters, emoji and
    /// combining marks.
    @Test func theRuleMatchesItsOracle() {
        let pieces = ["a", "я", " ", "\n", "\r\n", "\r", "\t", "\u{7}", "\u{202E}", "👍🏽", "e\u{301}", "\u{301}\u{301}\u{301}"]
        // Found by an unseeded run: a line break followed by combining marks.
        for text in ["é\r\u{301}\u{301}\u{301}\ré", "é\r\n\u{301}\u{301}\u{301}\r\né", "é\n\u{301}\u{301}\u{301}\né"] {
            #expect(NoteText.validate(text) == Self.oracle(text), "\(text.unicodeScalars.map(\.value))")
        }
        var generator = SeededRandom(seed: 32)
        for _ in 0..<400 {
            let length = Int.random(in: 0...520, using: &generator)
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(NoteText.validate(text) == Self.oracle(text), "\(text.unicodeScalars.map(\.value))")
        }
    }

    private static func oracle(_ raw: String) -> Result<String, TextProblem> {
        var scalars: [Unicode.Scalar] = []
        var previousCR = false
        for scalar in raw.unicodeScalars {
            if scalar == "\r" {
                scalars.append("\n")
                previousCR = true
                continue
            }
            if scalar == "\n" && previousCR {
                previousCR = false
                continue
            }
            previousCR = false
            scalars.append(scalar)
        }
        var text = String(String.UnicodeScalarView(scalars)).precomposedStringWithCanonicalMapping
        while let first = text.first, first.isWhitespace { text.removeFirst() }
        while let last = text.last, last.isWhitespace { text.removeLast() }
        if text.isEmpty { return .failure(.empty) }
        let forbidden = text.unicodeScalars.contains { scalar in
            scalar != "\n"
                && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || [0x2028, 0x2029].contains(scalar.value)
                    || (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value))
        }
        if forbidden { return .failure(.forbiddenCharacter) }
        if text.count > 500 { return .failure(.tooLong(limit: 500)) }
        if text.utf8.count > 4096 { return .failure(.tooManyBytes) }
        return .success(text)
    }
}
