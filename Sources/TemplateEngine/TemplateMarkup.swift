/// A view model that writes its own markup, for what a page repeats by the dozen (the main page's
/// cards): turning each of its fields into a template value, and finding each one again by name as
/// the template is written, cost more than the rest of the page. A template writes it unescaped,
/// `{{{name}}}` (`{{{.}}}` in a list's section: the engine writes nothing but markup so); what it
/// writes is escaped by it, through `HTMLOutput.writeHTMLEscaped`, as a template escapes `{{name}}`.
public protocol TemplateMarkup: Sendable, Encodable {
    /// Appends the markup to `buffer`; `scope` holds the values around it (the page's `csrf`).
    func write(into buffer: inout HTMLOutput, scope: TemplateScope) throws
}

extension TemplateMarkup {
    /// Only `TemplateEncoder` encodes markup: it keeps the value itself.
    public func encode(to encoder: any Encoder) throws {
        guard let encoder = encoder as? ValueEncoder else { throw TemplateError.notEncodable(String(describing: Self.self)) }
        encoder.kind = .single
        encoder.single = .markup(self)
    }
}

/// The values around a markup value as it is written, innermost last.
public struct TemplateScope {
    let template: String
    let stack: [TemplateValue]

    /// The text a template's `{{name}}` would print there, for a name without dots; a name found
    /// nowhere, or not text, fails the render as it would in a template.
    public func text(_ name: String) throws -> String {
        guard let value = TemplateWriter.find(name, in: stack) else {
            throw TemplateError.unknownName(template: template, name: name)
        }
        guard case .text(let text) = value else { throw TemplateError.notText(template: template, name: name) }
        return text
    }
}

/// Markup values written one after another as one value, `{{{cards}}}`: a page's dozens of cards
/// without a template value each, nor a section's pass over them.
public struct MarkupList<Item: TemplateMarkup>: TemplateMarkup {
    public let items: [Item]

    public init(_ items: [Item]) { self.items = items }

    public func write(into buffer: inout HTMLOutput, scope: TemplateScope) throws {
        for item in items { try item.write(into: &buffer, scope: scope) }
    }
}
