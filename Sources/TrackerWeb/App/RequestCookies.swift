import HTTPTypes
import Hummingbird

extension Request {
    /// The value of the cookie `name`: of the `name=value` pairs of every Cookie field (split at
    /// `;`, spaces and tabs before a name dropped), the first pair of that name, its value
    /// everything after the first `=` (RFC 6265, section 5.4; an empty value is ""). For the
    /// pairs a browser sends, the same as Hummingbird's `cookies[name]?.value`, which parses every
    /// cookie of the header Character by Character for each name asked: on every request, about
    /// 100,000 instructions (docs/DECISIONS.md, session 31).
    func cookie(_ name: String) -> String? {
        for field in headers[fields: .cookie] {
            if let value = RequestCookies.value(named: name, inHeader: field.value) { return value }
        }
        return nil
    }
}

enum RequestCookies {
    /// The value of the first `name=value` pair named `name` in one Cookie header's text.
    static func value(named name: String, inHeader header: String) -> String? {
        var header = header
        var name = name
        return header.withUTF8 { bytes in
            name.withUTF8 { wanted in
                var start = 0
                while start < bytes.count {
                    let end = bytes[start...].firstIndex(of: UInt8(ascii: ";")) ?? bytes.count
                    var first = start
                    while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
                    if let equals = bytes[first..<end].firstIndex(of: UInt8(ascii: "=")), bytes[first..<equals].elementsEqual(wanted) {
                        return String(decoding: UnsafeBufferPointer(rebasing: bytes[(equals + 1)..<end]), as: UTF8.self)
                    }
                    start = end + 1
                }
                return nil
            }
        }
    }
}
