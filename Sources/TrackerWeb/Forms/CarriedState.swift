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

    /// Reads a query string; a malformed one carries nothing.
    init(encoded: String?) {
        self.init((try? FormBody(encoded ?? "")) ?? .empty)
    }

    /// Reads a posted form (the request's one parse).
    init(_ form: FormBody) {
        let all = form.fields
        let target = form.value("return")
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

    static func encode(_ pairs: [(String, String)]) -> String {
        pairs.map { Paths.queryEncoded($0.0) + "=" + Paths.queryEncoded($0.1) }.joined(separator: "&")
    }
}

/// A hidden form input.
struct HiddenField: Sendable, Encodable {
    let name: String
    let value: String
}
