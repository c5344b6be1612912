import HummingbirdCore

extension URI {
    /// A GET form's text field read from the address as a browser sends it: `+` is a space and
    /// `%XX` a byte (Hummingbird's `queryParameters` keeps `+`, so "Cook dinner" read as
    /// "Cook+dinner"). Empty when the field is absent or its escapes are broken.
    func formText(_ name: String) -> String {
        guard let query else { return "" }
        for item in query.utf8.split(separator: UInt8(ascii: "&")) {
            let parts = item.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let key = PercentDecoding.decode(parts[0], plusIsSpace: true), key.elementsEqual(name.utf8) else { continue }
            guard parts.count > 1, let value = PercentDecoding.decode(parts[1], plusIsSpace: true) else { return "" }
            return String(decoding: value, as: UTF8.self)
        }
        return ""
    }
}
