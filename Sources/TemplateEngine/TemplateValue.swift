/// What a template sees of a view model: text, a flag, a list, an object of named values,
/// nothing, a table of strings looked up by dotted key (`{{t.trackers.title}}`), or markup. Made from a
/// view model by `TemplateEncoder`, so the compiler writes every field's name.
public enum TemplateValue: Sendable {
    case text(String)
    case flag(Bool)
    case list([TemplateValue])
    /// Named values in the order they were declared; a template finds a name by walking them,
    /// which for the twenty-odd fields of a view model is cheaper than hashing every name.
    case object([Field])
    case none
    case strings(any TemplateStrings)
    /// A view model that writes its own markup (`TemplateMarkup`).
    case markup(any TemplateMarkup)

    /// One named value of an object.
    public struct Field: Sendable {
        public let name: String
        public let value: TemplateValue
    }

    /// Whether a section `{{#name}}` shows: not for false, nothing, an empty list or empty text.
    var isTruthy: Bool {
        switch self {
        case .text(let text): return !text.isEmpty
        case .flag(let flag): return flag
        case .list(let items): return !items.isEmpty
        case .object, .strings, .markup: return true
        case .none: return false
        }
    }
}

/// A table of strings that templates read by key, the rest of a dotted name being the key:
/// `{{t.card.edit}}` asks the value named `t` for `card.edit`. A class, so a value holding it
/// stays one pointer wide.
public protocol TemplateStrings: AnyObject, Sendable, Encodable {
    /// The string for a key, or nil when there is none (which fails the render).
    func text(forKey key: String) -> String?
}

extension TemplateStrings {
    /// Only `TemplateEncoder` encodes a table of strings: it keeps the table itself.
    public func encode(to encoder: any Encoder) throws {
        guard let encoder = encoder as? ValueEncoder else { throw TemplateError.notEncodable(String(describing: Self.self)) }
        encoder.kind = .single
        encoder.single = .strings(self)
    }
}
