import Foundation
import JSONText
import Testing
import TrackerAPI

/// `JSONText` against Foundation's `JSONEncoder`, the encoder it stands in for, on random values.
@Suite("JSONText: JSON as Foundation writes it")
struct JSONTextTests {
    /// Kinds of values JSON writes differently, nested. Each type's properties are declared in
    /// the order of their names, so JSONText (which writes a type's order) and Foundation with
    /// sorted keys should write the very same bytes.
    struct Leaves: Codable, Equatable {
        var aBool: Bool
        var bDouble: Double
        var cFloat: Float
        var dInt: Int
        var eInt8: Int8
        var fInt64: Int64
        var gMaybe: String?
        var hString: String
        var iUInt16: UInt16
        var jUInt64: UInt64
        var kKind: Kind
        var lCount: Count?
    }

    enum Kind: String, Codable { case habit, irregular }
    enum Count: Int, Codable { case one = 1, two = 2 }

    struct Tree: Codable, Equatable {
        var aLeaves: [Leaves]
        var bNames: [String]
        var cNested: [[Int]]
        var dChild: [Tree]
        var eOptionalNumbers: [Double?]
        var fEmpty: Empty
    }

    struct Empty: Codable, Equatable {}

    @Test func randomTreesAreFoundationsBytes() throws {
        var random = SplitMix(seed: 34)
        let foundation = JSONEncoder()
        foundation.outputFormatting = .sortedKeys
        for _ in 0..<2_000 {
            let tree = random.tree(depth: 2)
            let ours = try JSONText.encode(tree)
            let theirs = try foundation.encode(tree)
            #expect(String(decoding: ours, as: UTF8.self) == String(decoding: theirs, as: UTF8.self))
            #expect(try JSONDecoder().decode(Tree.self, from: Data(ours)) == tree)
        }
    }

    @Test func stringsAndNumbersAreWrittenAsFoundationWritesThem() throws {
        let foundation = JSONEncoder()
        func text(_ bytes: some Sequence<UInt8>) -> String { String(decoding: Array(bytes), as: UTF8.self) }
        let strings = ["", "plain", "\"quoted\" \\ and / slash", "\u{0}\u{1}\u{8}\u{9}\u{a}\u{b}\u{c}\u{d}\u{1f}", "Привет, мир", "😀\u{7f}\u{2028}é"]
        for string in strings {
            #expect(text(try JSONText.encode(string)) == text(try foundation.encode(string)), "\(string.debugDescription)")
        }
        let doubles: [Double] = [
            0, -0.0, 1, -1, 0.1, 1.5, 100, 999_999_999_999_999, 1e15, 1e16, 1e17, -1e15, 123456789012345.6, 1e-5, 2.5e-8,
            0.30000000000000004, .greatestFiniteMagnitude, .leastNonzeroMagnitude, 9_007_199_254_740_993,
        ]
        for double in doubles {
            #expect(text(try JSONText.encode(double)) == text(try foundation.encode(double)), "\(double)")
        }
        let floats: [Float] = [0, 1, 0.1, 1e7, 16_777_217, 3.4e38, -2.5]
        for float in floats {
            #expect(text(try JSONText.encode(float)) == text(try foundation.encode(float)), "\(float)")
        }
        #expect(text(try JSONText.encode([Int64.min, Int64.max])) == text(try foundation.encode([Int64.min, Int64.max])))
        #expect(text(try JSONText.encode(UInt64.max)) == text(try foundation.encode(UInt64.max)))
        #expect(text(try JSONText.encode(Int8.min)) == text(try foundation.encode(Int8.min)))
    }

    @Test func infinityAndNaNAreRefusedAsFoundationRefusesThem() {
        #expect(throws: EncodingError.self) { try JSONText.encode([Double.infinity]) }
        #expect(throws: EncodingError.self) { try JSONText.encode(["x": Double.nan]) }
        #expect(throws: EncodingError.self) { try JSONText.encode(Float.nan) }
    }

    /// Containers used by hand: nested ones, a keyed container asked for twice by one value,
    /// dictionaries, and a value that writes nothing.
    struct Composed: Encodable {
        enum First: String, CodingKey { case a, nested, list }
        enum Second: String, CodingKey { case b }
        enum Inner: String, CodingKey { case x, y }

        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: First.self)
            try first.encode(1, forKey: .a)
            var nested = first.nestedContainer(keyedBy: Inner.self, forKey: .nested)
            try nested.encode("x", forKey: .x)
            try nested.encodeNil(forKey: .y)
            var list = first.nestedUnkeyedContainer(forKey: .list)
            try list.encode(true)
            var pair = list.nestedUnkeyedContainer()
            try pair.encode(1.5)
            try pair.encode(Silent())
            var object = list.nestedContainer(keyedBy: Inner.self)
            try object.encode([String: Int](), forKey: .x)
            try list.encode("last")
            var second = encoder.container(keyedBy: Second.self)
            try second.encode(["k": [1, 2]], forKey: .b)
        }
    }

    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    @Test func nestedAndComposedContainersWriteOneObject() throws {
        let ours = try JSONText.encode(Composed())
        #expect(String(decoding: ours, as: UTF8.self) == #"{"a":1,"nested":{"x":"x","y":null},"list":[true,[1.5,{}],{"x":{}},"last"],"b":{"k":[1,2]}}"#)
        let theirs = try JSONSerialization.jsonObject(with: JSONEncoder().encode(Composed())) as? NSDictionary
        #expect(try JSONSerialization.jsonObject(with: Data(ours)) as? NSDictionary == theirs)
    }

    @Test func aValueThatWritesNothingIsRefusedAtTheTopAsFoundationRefusesIt() {
        #expect(throws: EncodingError.self) { try JSONText.encode(Silent()) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(Silent()) }
    }

    /// A container written to after a sibling went on would need the tree Foundation keeps.
    struct Late: Encodable {
        enum Keys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var outer = encoder.container(keyedBy: Keys.self)
            var early = outer.nestedContainer(keyedBy: Keys.self, forKey: .a)
            try outer.encode(1, forKey: .b)
            try early.encode(2, forKey: .a)
        }
    }

    @Test func aContainerWrittenToAfterItClosedIsRefused() {
        #expect(throws: JSONText.Misuse.self) { try JSONText.encode(Late()) }
    }

    /// The API's day list, as the server answers it, against Foundation: the same JSON value.
    @Test func theAPIsTypesAreTheSameJSONAsFoundations() throws {
        var random = SplitMix(seed: 36)
        for _ in 0..<500 {
            let list = random.trackerList()
            let ours = try JSONSerialization.jsonObject(with: Data(try JSONText.encode(list))) as? NSDictionary
            let theirs = try JSONSerialization.jsonObject(with: JSONEncoder().encode(list)) as? NSDictionary
            #expect(ours != nil)
            #expect(ours == theirs)
            // The keys come in the schema's order, as the generated type encodes them.
            let text = String(decoding: try JSONText.encode(list), as: UTF8.self)
            #expect(text.hasPrefix(#"{"day":""#))
        }
    }
}
