import TrackerCore
import TrackerStore

/// Decodes a typed form from the request's one strict parse (`FormBody`). The form's types say
/// how each field reads:
/// - `String`: the field's text; a missing required field is a bad request.
/// - `Bool`: a checkbox or a two-state button: `1`, `on` or `true` is true; `0`, `off`,
///   `false` or no field at all is false; anything else is a bad request.
/// - numbers: the whole text as a number, or a bad request.
/// - a `String` enum: one of its raw values, or a bad request; an optional `ChoiceWord` that is
///   not one of its values reads as no choice, for the handler to ask again.
/// - an array: the field sent as a list (`days[]=1&days[]=5`); a list field sent plain, or a
///   plain field sent as a list, is a bad request.
/// Fields the form does not name (the CSRF token, a page's own) are not looked at. Every refusal
/// is a `MalformedRequest`: 400, never a 500.
enum FormDecoder {
    static func decode<F: Decodable>(_ type: F.Type, from body: FormBody) throws -> F {
        if F.self == NoForm.self { return NoForm() as! F }
        do {
            return try F(from: FieldsDecoder(body: body))
        } catch let error as MalformedRequest {
            throw error
        } catch is DecodingError {
            throw MalformedRequest()
        }
    }

    /// A typed form from a query string (the tracker form's state carried in an address).
    static func decode<F: Decodable>(_ type: F.Type, query: String) throws -> F {
        try decode(type, from: try FormBody(query))
    }
}

/// A choice among fixed words (a select, radio buttons). Optional in a form, a word that is not
/// one of them reads as no choice.
protocol ChoiceWord: Decodable {
    init?(choice: String)
}

extension ChoiceWord where Self: RawRepresentable, RawValue == String {
    init?(choice: String) { self.init(rawValue: choice) }
}

extension TrackerKind: ChoiceWord {}
extension ImportMode: ChoiceWord {}

/// The form as a whole: a keyed container over its fields.
private struct FieldsDecoder: Decoder {
    let body: FormBody
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(FieldsContainer(body: body))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw MalformedRequest() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { throw MalformedRequest() }
}

private struct FieldsContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let body: FormBody
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] {
        body.fields.compactMap { Key(stringValue: $0.name.hasSuffix("[]") ? String($0.name.dropLast(2)) : $0.name) }
    }

    func contains(_ key: Key) -> Bool { body.contains(key.stringValue) }
    func decodeNil(forKey key: Key) throws -> Bool { !contains(key) }

    /// A plain field's value (a list sent under its name is a bad request).
    private func field(_ key: Key) throws -> TextValue {
        guard body.values(key.stringValue).isEmpty else { throw MalformedRequest() }
        return TextValue(text: body.value(key.stringValue))
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try field(key).decode(Bool.self) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try field(key).decode(String.self) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try field(key).decode(Double.self) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try field(key).decode(Float.self) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try field(key).decode(Int.self) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try field(key).decode(Int8.self) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try field(key).decode(Int16.self) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try field(key).decode(Int32.self) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try field(key).decode(Int64.self) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try field(key).decode(UInt.self) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try field(key).decode(UInt8.self) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try field(key).decode(UInt16.self) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try field(key).decode(UInt32.self) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try field(key).decode(UInt64.self) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try T(from: FieldDecoder(body: body, name: key.stringValue))
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key) else { return nil }
        if let choice = T.self as? any ChoiceWord.Type {
            return choice.init(choice: try field(key).decode(String.self)) as? T
        }
        return try decode(T.self, forKey: key)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw MalformedRequest() }
    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer { throw MalformedRequest() }
    func superDecoder() throws -> any Decoder { throw MalformedRequest() }
    func superDecoder(forKey key: Key) throws -> any Decoder { throw MalformedRequest() }
}

/// One field, for a type that decodes itself (an enum, an array): a single value when sent
/// plain, a list when sent as `name[]`; never both.
private struct FieldDecoder: Decoder {
    let body: FormBody
    let name: String
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw MalformedRequest() }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard body.value(name) == nil else { throw MalformedRequest() }
        return ListContainer(values: body.values(name))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        guard body.values(name).isEmpty else { throw MalformedRequest() }
        return TextValue(text: body.value(name))
    }
}

/// A list field's values, in order.
private struct ListContainer: UnkeyedDecodingContainer {
    let values: [String]
    var currentIndex = 0
    var codingPath: [any CodingKey] { [] }
    var count: Int? { values.count }
    var isAtEnd: Bool { currentIndex >= values.count }

    private mutating func next() throws -> String {
        guard !isAtEnd else { throw MalformedRequest() }
        defer { currentIndex += 1 }
        return values[currentIndex]
    }

    mutating func decodeNil() throws -> Bool { false }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try TextValue(text: try next()).decode(Bool.self) }
    mutating func decode(_ type: String.Type) throws -> String { try TextValue(text: try next()).decode(String.self) }
    mutating func decode(_ type: Double.Type) throws -> Double { try TextValue(text: try next()).decode(Double.self) }
    mutating func decode(_ type: Float.Type) throws -> Float { try TextValue(text: try next()).decode(Float.self) }
    mutating func decode(_ type: Int.Type) throws -> Int { try TextValue(text: try next()).decode(Int.self) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try TextValue(text: try next()).decode(Int8.self) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try TextValue(text: try next()).decode(Int16.self) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try TextValue(text: try next()).decode(Int32.self) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try TextValue(text: try next()).decode(Int64.self) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try TextValue(text: try next()).decode(UInt.self) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try TextValue(text: try next()).decode(UInt8.self) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try TextValue(text: try next()).decode(UInt16.self) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try TextValue(text: try next()).decode(UInt32.self) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try TextValue(text: try next()).decode(UInt64.self) }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: TextValue(text: try next())) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw MalformedRequest() }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw MalformedRequest() }
    mutating func superDecoder() throws -> any Decoder { throw MalformedRequest() }
}

/// One value's text (`nil` when the field was not sent), read as the type asked for.
private struct TextValue: Decoder, SingleValueDecodingContainer {
    let text: String?
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> { throw MalformedRequest() }
    func unkeyedContainer() throws -> any UnkeyedDecodingContainer { throw MalformedRequest() }
    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    func decodeNil() -> Bool { text == nil }
    /// A checkbox that is not ticked sends nothing: false.
    func decode(_ type: Bool.Type) throws -> Bool {
        switch text {
        case nil, "0", "off", "false": return false
        case "1", "on", "true": return true
        default: throw MalformedRequest()
        }
    }
    func decode(_ type: String.Type) throws -> String { try required() }
    func decode(_ type: Double.Type) throws -> Double {
        guard let number = Double(try required()), number.isFinite else { throw MalformedRequest() }
        return number
    }
    func decode(_ type: Float.Type) throws -> Float { Float(try decode(Double.self)) }
    func decode(_ type: Int.Type) throws -> Int { try integer() }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer() }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer() }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer() }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer() }
    func decode(_ type: UInt.Type) throws -> UInt { try integer() }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer() }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer() }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer() }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer() }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }

    /// A missing required field is a bad request.
    private func required() throws -> String {
        guard let text else { throw MalformedRequest() }
        return text
    }

    private func integer<T: FixedWidthInteger>() throws -> T {
        guard let number = T(try required()) else { throw MalformedRequest() }
        return number
    }
}
