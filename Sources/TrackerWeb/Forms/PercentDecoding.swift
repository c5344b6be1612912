/// `%XX` escapes, read one way everywhere: in form bodies and in the redirect rule.
enum PercentDecoding {
    /// The bytes with every `%XX` decoded, or `nil` when a `%` is not followed by two hex digits.
    /// With `plusIsSpace` (form bodies), `+` is a space.
    static func decode(_ bytes: some Collection<UInt8>, plusIsSpace: Bool = false) -> [UInt8]? {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var iterator = bytes.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "+") where plusIsSpace: decoded.append(UInt8(ascii: " "))
            case UInt8(ascii: "%"):
                guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                    return nil
                }
                decoded.append(high << 4 | low)
            default: decoded.append(byte)
            }
        }
        return decoded
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
