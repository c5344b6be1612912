import Foundation
import HTTPTypes

/// The client addresses a proxy lists, left (farthest) to right (nearest). An entry that is
/// not an address (`unknown`, an obfuscated `_hidden`, a name) is nil.
enum ForwardedHeaders {
    static let xForwardedForName = HTTPField.Name("X-Forwarded-For")!

    /// `X-Forwarded-For: 203.0.113.7, 10.0.0.2`, over every line of the header in order.
    static func xForwardedFor(_ lines: [String]) -> [IPAddress?] {
        lines.flatMap { $0.split(separator: ",") }.map(address)
    }

    /// The `for=` of each element of RFC 7239's `Forwarded: for=192.0.2.60;proto=https,
    /// for="[2001:db8::17]:4711"`; an element without one is skipped.
    static func forwardedFor(_ lines: [String]) -> [IPAddress?] {
        lines.flatMap { $0.split(separator: ",") }.compactMap { element -> IPAddress?? in
            for pair in element.split(separator: ";") {
                let parts = pair.split(separator: "=", maxSplits: 1)
                guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "for" else { continue }
                return .some(address(parts[1]))
            }
            return nil
        }
    }

    /// One entry: a bare address, or one in quotes, in brackets, or with a port
    /// (`"[2001:db8::17]:4711"`, `192.0.2.43:47011`).
    static func address(_ entry: Substring) -> IPAddress? {
        var text = Substring(entry.trimmingCharacters(in: .whitespaces))
        if text.count >= 2, text.first == "\"", text.last == "\"" { text = text.dropFirst().dropLast() }
        if text.first == "[" {
            guard let end = text.firstIndex(of: "]") else { return nil }
            let rest = text[text.index(after: end)...]
            guard rest.isEmpty || (rest.first == ":" && rest.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            text = text[text.index(after: text.startIndex)..<end]
        } else if text.filter({ $0 == ":" }).count == 1, let colon = text.firstIndex(of: ":") {
            guard text[text.index(after: colon)...].allSatisfy(\.isNumber) else { return nil }
            text = text[..<colon]
        }
        return IPAddress(text)
    }
}
