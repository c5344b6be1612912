/// Turns a view model into what its template sees, through the `Encodable` conformance the
/// compiler writes: every stored property becomes a named value, so a template can read no
/// field that is not declared, and no field needs a hand-written look-up. An optional that is
/// nil is kept as nothing (not left out), so a template may test it.
enum TemplateEncoder {
    static func value<T: Encodable>(of view: T) throws -> TemplateValue {
        if T.self == String.self { return .text(unsafeBitCast(view, to: String.self)) }
        if T.self == Bool.self { return .flag(unsafeBitCast(view, to: Bool.self)) }
        let encoder = ValueEncoder()
        try view.encode(to: encoder)
        return encoder.value
    }
}

/// The encoder, one per object or list; a nested value gets its own. It holds what is encoded
/// itself (no storage object of its own: this runs for every object of every page).
final class ValueEncoder: Encoder {
    let codingPath: [any CodingKey] = []
    let userInfo: [CodingUserInfoKey: Any] = [:]
    enum Kind {
        case empty, object, list, single
    }
    var kind = Kind.empty
    /// An object's fields as they are encoded; fields encoded through a nested container are
    /// read when the object is done.
    var fields: [TemplateValue.Field] = []
    var nested: [(name: String, encoder: ValueEncoder)] = []
    /// A list's items as they are encoded.
    var items: [Item] = []
    var single = TemplateValue.none

    enum Item {
        case value(TemplateValue)
        case nested(ValueEncoder)
        var value: TemplateValue {
            switch self {
            case .value(let value): return value
            case .nested(let encoder): return encoder.value
            }
        }
    }

    var value: TemplateValue {
        switch kind {
        case .empty: return .none
        case .object: return .object(nested.isEmpty ? fields : fields + nested.map { .init(name: $0.name, value: $0.encoder.value) })
        case .list: return .list(items.map(\.value))
        case .single: return single
        }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if kind != .object {
            kind = .object
            fields.reserveCapacity(8)
        }
        return KeyedEncodingContainer(ObjectContainer(encoder: self))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        kind = .list
        return ListContainer(encoder: self)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { SingleContainer(encoder: self) }
}

private func text(_ value: some BinaryInteger) -> TemplateValue { .text(String(value)) }
private func text(_ value: some BinaryFloatingPoint & LosslessStringConvertible) -> TemplateValue { .text(String(value)) }

struct ObjectContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    private func put(_ value: TemplateValue, _ key: Key) { encoder.fields.append(.init(name: key.stringValue, value: value)) }

    mutating func encodeNil(forKey key: Key) throws { put(.none, key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(.flag(value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(.text(value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(text(value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(text(value), key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        put(try TemplateEncoder.value(of: value), key)
    }

    // A nil optional is kept as nothing, so `{{#name}}` and `{{^name}}` find it.
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) throws { put(value.map { .flag($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) throws { put(value.map { .text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Float?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Int8?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Int16?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Int32?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: Int64?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: UInt?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: UInt8?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: UInt16?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: UInt32?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent(_ value: UInt64?, forKey key: Key) throws { put(value.map { text($0) } ?? .none, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) throws {
        put(try value.map { try TemplateEncoder.value(of: $0) } ?? .none, key)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type,
        forKey key: Key
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        nestedEncoder(key).container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        nestedEncoder(key).unkeyedContainer()
    }
    mutating func superEncoder() -> any Encoder { nestedEncoder("super") }
    mutating func superEncoder(forKey key: Key) -> any Encoder { nestedEncoder(key.stringValue) }

    private func nestedEncoder(_ key: Key) -> ValueEncoder { nestedEncoder(key.stringValue) }
    private func nestedEncoder(_ name: String) -> ValueEncoder {
        let nested = ValueEncoder()
        encoder.nested.append((name, nested))
        return nested
    }
}

struct ListContainer: UnkeyedEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.items.count }

    private func add(_ value: TemplateValue) { encoder.items.append(.value(value)) }

    mutating func encodeNil() throws { add(.none) }
    mutating func encode(_ value: Bool) throws { add(.flag(value)) }
    mutating func encode(_ value: String) throws { add(.text(value)) }
    mutating func encode(_ value: Double) throws { add(text(value)) }
    mutating func encode(_ value: Float) throws { add(text(value)) }
    mutating func encode(_ value: Int) throws { add(text(value)) }
    mutating func encode(_ value: Int8) throws { add(text(value)) }
    mutating func encode(_ value: Int16) throws { add(text(value)) }
    mutating func encode(_ value: Int32) throws { add(text(value)) }
    mutating func encode(_ value: Int64) throws { add(text(value)) }
    mutating func encode(_ value: UInt) throws { add(text(value)) }
    mutating func encode(_ value: UInt8) throws { add(text(value)) }
    mutating func encode(_ value: UInt16) throws { add(text(value)) }
    mutating func encode(_ value: UInt32) throws { add(text(value)) }
    mutating func encode(_ value: UInt64) throws { add(text(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { add(try TemplateEncoder.value(of: value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type
    )
        -> KeyedEncodingContainer<NestedKey>
    {
        nestedEncoder().container(keyedBy: keyType)
    }
    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { nestedEncoder().unkeyedContainer() }
    mutating func superEncoder() -> any Encoder { nestedEncoder() }

    private func nestedEncoder() -> ValueEncoder {
        let nested = ValueEncoder()
        encoder.items.append(.nested(nested))
        return nested
    }
}

struct SingleContainer: SingleValueEncodingContainer {
    let encoder: ValueEncoder
    var codingPath: [any CodingKey] { [] }

    private func set(_ value: TemplateValue) {
        encoder.kind = .single
        encoder.single = value
    }

    mutating func encodeNil() throws { set(.none) }
    mutating func encode(_ value: Bool) throws { set(.flag(value)) }
    mutating func encode(_ value: String) throws { set(.text(value)) }
    mutating func encode(_ value: Double) throws { set(text(value)) }
    mutating func encode(_ value: Float) throws { set(text(value)) }
    mutating func encode(_ value: Int) throws { set(text(value)) }
    mutating func encode(_ value: Int8) throws { set(text(value)) }
    mutating func encode(_ value: Int16) throws { set(text(value)) }
    mutating func encode(_ value: Int32) throws { set(text(value)) }
    mutating func encode(_ value: Int64) throws { set(text(value)) }
    mutating func encode(_ value: UInt) throws { set(text(value)) }
    mutating func encode(_ value: UInt8) throws { set(text(value)) }
    mutating func encode(_ value: UInt16) throws { set(text(value)) }
    mutating func encode(_ value: UInt32) throws { set(text(value)) }
    mutating func encode(_ value: UInt64) throws { set(text(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { set(try TemplateEncoder.value(of: value)) }
}
