/// A name as a template writes it: `.` (the current value), `name`, or `a.b.c`. A class, so a
/// step holding one is a single reference to count as it is rendered.
final class Name: Sendable {
    /// As written, for messages.
    let text: String
    /// The dotted parts; empty for `.`.
    let parts: [String]
    /// For each part, it and the parts after it joined by dots: the key a table of strings is
    /// asked for when the name reaches it there.
    let tails: [String]

    init(_ text: String) {
        self.text = text
        let parts = text == "." ? [] : text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        self.parts = parts
        tails = parts.indices.map { parts[$0...].joined(separator: ".") }
    }
}

/// A parsed template, before the templates it includes are put in place.
indirect enum Node: Sendable {
    case text([UInt8])
    case variable(Name, escaped: Bool)
    case section(Name, [Node], inverted: Bool)
    /// `{{>name}}`: another template, in place.
    case partial(String)
    /// `{{<name}}…{{/name}}`: another template whose blocks are filled by these.
    case parent(String, blocks: [String: [Node]])
    /// `{{$name}}default{{/name}}`: a block, filled by the template that includes this one.
    case block(String, [Node])
}

/// A template ready to render: only text, values and sections, its partials and parents in place.
indirect enum Step: Sendable {
    case text([UInt8])
    case variable(Name, escaped: Bool)
    case section(Name, [Step], inverted: Bool)
}
