import TemplateEngine

/// Markup written straight into bytes, for the parts of a page that repeat by the dozen (a month's
/// days, a year's squares): going through the template cost more than the rest of the page.
/// Text is escaped as the templates escape it, by the same `HTMLOutput`.
struct MarkupBytes {
    private var output: HTMLOutput

    init(capacity: Int) { output = HTMLOutput(capacity: capacity) }

    var bytes: [UInt8] { output.bytes }

    /// Markup as it is.
    mutating func raw(_ markup: StaticString) { output.writeStaticString(markup) }

    /// Markup made once and kept as bytes.
    mutating func raw(_ markup: [UInt8]) { output.writeBytes(markup) }

    /// A whole number, as digits.
    mutating func number(_ value: Int) { output.writeNumber(Int64(value)) }

    /// Text with `&`, `<`, `>`, `"` and `'` as HTML entities.
    mutating func text(_ text: String) { output.writeHTMLEscaped(text) }

    var string: String { output.string }
}
