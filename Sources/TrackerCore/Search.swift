import Foundation

/// Search by name: ignores case in any script and diacritics («Ёж» finds «ежевика»), and
/// surrounding spaces in the query.
public struct NameSearch: Sendable {
    public let key: String

    /// The longest search kept: longer than any name (38 characters), so cutting a longer query
    /// changes no result, and it keeps the addresses and pages that repeat it small.
    public static let maximumLength = 100

    public init(_ query: String) {
        key = NameSearch.fold(query.trimmingWhitespace())
    }

    public var isEmpty: Bool { key.isEmpty }

    /// Whether a name already folded with `fold` contains the query.
    public func matches(folded name: String) -> Bool {
        key.isEmpty || name.contains(key)
    }

    /// The form both sides are compared in. ASCII text folds to its lower case, as Foundation
    /// folds it, without Foundation: its folding costs some thousands of instructions a name,
    /// and the Household tab folds every member's name to sort them.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(
                unsafeUninitializedCapacity: text.utf8.count,
                initializingUTF8With: { bytes in
                    for (index, byte) in text.utf8.enumerated() {
                        bytes[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte
                    }
                    return text.utf8.count
                }
            )
        }
        return text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)
    }
}
