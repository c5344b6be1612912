/// JSON written straight into bytes from any `Encodable` value, as Foundation's `JSONEncoder`
/// (with no options) writes it, but in one pass: each value is written where its
/// `encode(to:)` puts it, with no tree of boxed values built and walked again, and no dynamic
/// casts for the types Foundation treats specially (none of which the API's types hold). An
/// object's keys come in the order the type encodes them, not sorted; `/` is escaped as `\/`,
/// as Foundation does by default. The JSON API's response types are written with it
/// (`TrackerAPI/ResponseJSON.swift`): Foundation's encoder was a third of the work of its
/// day list (docs/DECISIONS.md, "The API's JSON written in one pass").
///
/// Containers are written in the order a type's `encode(to:)` opens them, which is how the
/// compiler's and swift-openapi-generator's conformances use them. A container written to
/// after a later sibling or its parent went on is refused (`JSONText.Misuse`), where Foundation
/// would have kept a tree to go back into.
public enum JSONText {
    /// `value` as JSON text, in UTF-8.
    public static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let encoder = JSONTextEncoder()
        try encoder.encodeTopLevel(value)
        return encoder.output.bytes
    }

    /// A container was written to after the value it belongs to was closed.
    public struct Misuse: Error, CustomStringConvertible {
        public let description: String
    }
}
