import Foundation

/// The tracker form's fields, carried through the category pages and back, so that adding or
/// editing a category never loses what was typed. The form leaves by a POST (so the CSRF token
/// never reaches an address); from then on the state travels in addresses and hidden fields,
/// always without the token.
struct CarriedState: Sendable {
    /// The tracker form to go back to, if the person came from one.
    let returnPath: String?
    /// The carried fields, in order, repeated names kept (`days[]`).
    let pairs: [(name: String, value: String)]

    /// Field names the category pages use themselves; they are never carried.
    static let ownFields: Set<String> = ["_csrf", "return", "category_name", "trackers", "move_to", "after", "go"]

    /// Reads URL-encoded text (a query string or a form body).
    init(encoded: String?) {
        let all = Self.decodePairs(encoded ?? "")
        let target = all.first { $0.name == "return" }?.value
        returnPath = target.flatMap { Paths.isTrackerForm($0) ? $0 : nil }
        pairs = returnPath == nil ? [] : all.filter { !Self.ownFields.contains($0.name) }
    }

    /// The state as a query string (with its `return`), to append to a category page's address.
    var query: String {
        guard let returnPath else { return "" }
        return Self.encode([("return", returnPath)] + pairs)
    }

    /// `path` with the state appended.
    func link(_ path: String) -> String { query.isEmpty ? path : path + "?" + query }

    /// The state as hidden inputs for a POST form.
    var hiddenFields: [HiddenField] {
        guard let returnPath else { return [] }
        return ([("return", returnPath)] + pairs).map { HiddenField(name: $0.0, value: $0.1) }
    }

    /// The tracker form, filled in again; or `fallback` when the person did not come from one.
    func back(or fallback: String) -> String {
        guard let returnPath else { return fallback }
        return pairs.isEmpty ? returnPath : returnPath + "?" + Self.encode(pairs)
    }

    static func decodePairs(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: "&").compactMap { item in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            func decode(_ part: Substring) -> String? {
                String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
            }
            guard let name = parts.first.flatMap(decode), !name.isEmpty else { return nil }
            return (name, parts.count > 1 ? decode(parts[1]) ?? "" : "")
        }
    }

    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { Paths.queryEncoded($0.0) + "=" + Paths.queryEncoded($0.1) }.joined(separator: "&")
    }
}

/// A hidden form input.
struct HiddenField: Sendable, Encodable {
    let name: String
    let value: String
}
