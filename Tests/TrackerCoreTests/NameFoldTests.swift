import Foundation
import Testing

@testable import TrackerCore

/// `NameSearch.fold` folds ASCII itself; the result is Foundation's folding, checked as an oracle.
@Suite("Folding names")
struct NameFoldTests {
    private func foundation(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }

    @Test func everyASCIICharacterFoldsAsFoundationFoldsIt() {
        for byte in UInt8(0)..<128 {
            let text = "a" + String(UnicodeScalar(byte)) + "Z"
            #expect(NameSearch.fold(text) == foundation(text), "byte \(byte)")
        }
    }

    @Test func namesFoldAsFoundationFoldsThem() {
        for name in ["", "Anna Petrova", "BORIS", "o'Neil-Smith 2", "Ёж", "Éric", "ｗｉｄｅ", "Straße", "İstanbul", "anna ÅSA"] {
            #expect(NameSearch.fold(name) == foundation(name), "\(name)")
        }
        #expect(NameSearch("  ЁЖ ").matches(folded: NameSearch.fold("Ежевика")))
    }
}
