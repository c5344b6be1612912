/// A value a container writes itself, without calling `encode(to:)`: the types every
/// `Encoder`'s containers take one by one.
protocol JSONScalar {
    func write(to output: inout JSONOutput) throws
}

extension Bool: JSONScalar {
    func write(to output: inout JSONOutput) { output.bool(self) }
}

extension String: JSONScalar {
    func write(to output: inout JSONOutput) { output.string(self) }
}

extension Double: JSONScalar {
    func write(to output: inout JSONOutput) throws {
        guard isFinite else { throw Self.notFinite(self) }
        output.double(self)
    }
}

extension Float: JSONScalar {
    func write(to output: inout JSONOutput) throws {
        guard isFinite else { throw Double.notFinite(self) }
        output.described(self)
    }
}

extension Double {
    /// Foundation's refusal of infinity and NaN, which JSON has no numbers for.
    static func notFinite(_ value: some Encodable) -> EncodingError {
        EncodingError.invalidValue(
            value, EncodingError.Context(codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
    }
}

extension JSONScalar where Self: FixedWidthInteger {
    func write(to output: inout JSONOutput) { output.integer(self) }
}

extension Int: JSONScalar {}
extension Int8: JSONScalar {}
extension Int16: JSONScalar {}
extension Int32: JSONScalar {}
extension Int64: JSONScalar {}
extension UInt: JSONScalar {}
extension UInt8: JSONScalar {}
extension UInt16: JSONScalar {}
extension UInt32: JSONScalar {}
extension UInt64: JSONScalar {}
