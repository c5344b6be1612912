/// The three containers of `JSONTextEncoder`: each starts its member (its key, or its comma)
/// and writes the value there.
struct JSONTextKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: JSONTextEncoder
    let frame: JSONTextEncoder.Handle
    var codingPath: [any CodingKey] { [] }

    private func scalar(_ value: some JSONScalar, _ key: Key) throws {
        try encoder.member(frame, key)
        try value.write(to: &encoder.output)
    }

    mutating func encodeNil(forKey key: Key) throws {
        try encoder.member(frame, key)
        encoder.output.literal("null")
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try scalar(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try scalar(value, key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try encoder.member(frame, key)
        try encoder.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder.starting { try encoder.member(frame, key) }
        return KeyedEncodingContainer(JSONTextKeyedContainer<NestedKey>(encoder: encoder, frame: encoder.open(isObject: true)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder.starting { try encoder.member(frame, key) }
        return JSONTextUnkeyedContainer(encoder: encoder, frame: encoder.open(isObject: false))
    }

    mutating func superEncoder() -> any Encoder { encoder.superEncoderRefused() }
    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder.superEncoderRefused() }
}

struct JSONTextUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: JSONTextEncoder
    let frame: JSONTextEncoder.Handle
    var codingPath: [any CodingKey] { [] }
    var count: Int { encoder.count(of: frame) }

    private func scalar(_ value: some JSONScalar) throws {
        try encoder.element(frame)
        try value.write(to: &encoder.output)
    }

    mutating func encodeNil() throws {
        try encoder.element(frame)
        encoder.output.literal("null")
    }
    mutating func encode(_ value: Bool) throws { try scalar(value) }
    mutating func encode(_ value: String) throws { try scalar(value) }
    mutating func encode(_ value: Double) throws { try scalar(value) }
    mutating func encode(_ value: Float) throws { try scalar(value) }
    mutating func encode(_ value: Int) throws { try scalar(value) }
    mutating func encode(_ value: Int8) throws { try scalar(value) }
    mutating func encode(_ value: Int16) throws { try scalar(value) }
    mutating func encode(_ value: Int32) throws { try scalar(value) }
    mutating func encode(_ value: Int64) throws { try scalar(value) }
    mutating func encode(_ value: UInt) throws { try scalar(value) }
    mutating func encode(_ value: UInt8) throws { try scalar(value) }
    mutating func encode(_ value: UInt16) throws { try scalar(value) }
    mutating func encode(_ value: UInt32) throws { try scalar(value) }
    mutating func encode(_ value: UInt64) throws { try scalar(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        try encoder.element(frame)
        try encoder.write(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder.starting { try encoder.element(frame) }
        return KeyedEncodingContainer(JSONTextKeyedContainer<NestedKey>(encoder: encoder, frame: encoder.open(isObject: true)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder.starting { try encoder.element(frame) }
        return JSONTextUnkeyedContainer(encoder: encoder, frame: encoder.open(isObject: false))
    }

    mutating func superEncoder() -> any Encoder { encoder.superEncoderRefused() }
}

/// A value's single value: written where the output stands, after its key or comma.
struct JSONTextSingleValueContainer: SingleValueEncodingContainer {
    let encoder: JSONTextEncoder
    var codingPath: [any CodingKey] { [] }

    private func scalar(_ value: some JSONScalar) throws { try value.write(to: &encoder.output) }

    mutating func encodeNil() throws { encoder.output.literal("null") }
    mutating func encode(_ value: Bool) throws { try scalar(value) }
    mutating func encode(_ value: String) throws { try scalar(value) }
    mutating func encode(_ value: Double) throws { try scalar(value) }
    mutating func encode(_ value: Float) throws { try scalar(value) }
    mutating func encode(_ value: Int) throws { try scalar(value) }
    mutating func encode(_ value: Int8) throws { try scalar(value) }
    mutating func encode(_ value: Int16) throws { try scalar(value) }
    mutating func encode(_ value: Int32) throws { try scalar(value) }
    mutating func encode(_ value: Int64) throws { try scalar(value) }
    mutating func encode(_ value: UInt) throws { try scalar(value) }
    mutating func encode(_ value: UInt8) throws { try scalar(value) }
    mutating func encode(_ value: UInt16) throws { try scalar(value) }
    mutating func encode(_ value: UInt32) throws { try scalar(value) }
    mutating func encode(_ value: UInt64) throws { try scalar(value) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder.write(value) }
}
