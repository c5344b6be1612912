/// Reads the Mustache that Tracker's templates are written in: text, `{{name}}`, `{{{name}}}`
/// and `{{&name}}`, sections `{{#name}}` and `{{^name}}`, partials `{{>name}}`, parents
/// `{{<name}}` with blocks `{{$name}}`, and comments `{{! … }}`. A line holding nothing but
/// a section, partial, block or comment tag leaves no blank line behind, as the Mustache
/// specification says. Changing the delimiters (`{{=…=}}`) and lambdas are not supported.
struct TemplateParser {
    let template: String
    let source: [UInt8]

    private enum Kind { case variable, unescaped, section, inverted, close, partial, parent, block, comment }
    private struct Tag {
        let kind: Kind
        let name: String
        let offset: Int
    }
    private enum Token {
        case text([UInt8])
        case tag(Tag)
    }

    /// The template as nodes; a syntax error names the line.
    func parse() throws -> [Node] {
        var frames: [(tag: Tag?, nodes: [Node])] = [(nil, [])]
        for token in try tokens() {
            switch token {
            case .text(let bytes):
                frames[frames.count - 1].nodes.append(.text(bytes))
            case .tag(let tag):
                switch tag.kind {
                case .comment:
                    continue
                case .variable, .unescaped:
                    frames[frames.count - 1].nodes.append(.variable(Name(tag.name), escaped: tag.kind == .variable))
                case .partial:
                    frames[frames.count - 1].nodes.append(.partial(tag.name))
                case .section, .inverted, .parent, .block:
                    frames.append((tag, []))
                case .close:
                    guard frames.count > 1, let open = frames.last?.tag else {
                        throw error(at: tag.offset, "{{/\(tag.name)}} closes nothing")
                    }
                    guard open.name == tag.name else {
                        throw error(at: tag.offset, "{{/\(tag.name)}} closes {{\(open.name)}}")
                    }
                    let nodes = frames.removeLast().nodes
                    frames[frames.count - 1].nodes.append(node(open, nodes))
                }
            }
        }
        if let open = frames.last?.tag {
            throw error(at: open.offset, "{{\(open.name)}} is never closed")
        }
        return frames[0].nodes
    }

    private func node(_ open: Tag, _ nodes: [Node]) -> Node {
        switch open.kind {
        case .section, .inverted: return .section(Name(open.name), nodes, inverted: open.kind == .inverted)
        case .block: return .block(open.name, nodes)
        default:
            // Inside a parent only its blocks count.
            var blocks: [String: [Node]] = [:]
            for case .block(let name, let content) in nodes { blocks[name] = content }
            return .parent(open.name, blocks: blocks)
        }
    }

    private func tokens() throws -> [Token] {
        var tokens: [Token] = []
        var text: [UInt8] = []
        var index = 0
        while index < source.count {
            guard source[index] == UInt8(ascii: "{"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "{")
            else {
                text.append(source[index])
                index += 1
                continue
            }
            let (tag, end) = try readTag(at: index)
            var next = end
            if tag.kind != .variable, tag.kind != .unescaped, let lineEnd = standaloneEnd(tagStart: index, tagEnd: end) {
                // Drop the line's indentation and its newline.
                while let last = text.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { text.removeLast() }
                next = lineEnd
            }
            if !text.isEmpty { tokens.append(.text(text)) }
            text = []
            tokens.append(.tag(tag))
            index = next
        }
        if !text.isEmpty { tokens.append(.text(text)) }
        return tokens
    }

    /// The tag starting at `start` (at `{{`), and the offset just after it.
    private func readTag(at start: Int) throws -> (Tag, Int) {
        let triple = start + 2 < source.count && source[start + 2] == UInt8(ascii: "{")
        let closing: [UInt8] = triple ? Array("}}}".utf8) : Array("}}".utf8)
        let contentStart = start + (triple ? 3 : 2)
        guard let contentEnd = find(closing, from: contentStart) else { throw error(at: start, "a tag is never closed") }
        var content = String(decoding: source[contentStart..<contentEnd], as: UTF8.self)
        var kind = Kind.variable
        if triple {
            kind = .unescaped
        } else if let sigil = content.first {
            let kinds: [Character: Kind] = [
                "#": .section, "^": .inverted, "/": .close, ">": .partial, "<": .parent, "$": .block, "!": .comment,
                "&": .unescaped,
            ]
            if let found = kinds[sigil] {
                kind = found
                content.removeFirst()
            } else if sigil == "=" {
                throw error(at: start, "changing the delimiters is not supported")
            }
        }
        let name = content.trimmingASCIIWhitespace()
        if kind != .comment, !Self.isValidName(name, kind: kind) {
            throw error(at: start, "\"\(name)\" is not a name")
        }
        return (Tag(kind: kind, name: name, offset: start), contentEnd + closing.count)
    }

    /// Value names are `.` or dotted words; template names may hold `/` and `-` too.
    private static func isValidName(_ name: String, kind: Kind) -> Bool {
        if name == "." { return kind == .variable || kind == .unescaped || kind == .section || kind == .inverted }
        let extra: Set<Character> = kind == .partial || kind == .parent ? ["/", "-", "_"] : ["_", "-"]
        return !name.isEmpty && !name.hasPrefix(".") && !name.hasSuffix(".") && !name.contains("..")
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || extra.contains($0)) }
    }

    /// When the tag between `tagStart` and `tagEnd` stands alone on its line (only spaces or tabs
    /// around it), where the next line starts; else nil.
    private func standaloneEnd(tagStart: Int, tagEnd: Int) -> Int? {
        var before = tagStart
        while before > 0, source[before - 1] != UInt8(ascii: "\n") {
            guard source[before - 1] == UInt8(ascii: " ") || source[before - 1] == UInt8(ascii: "\t") else { return nil }
            before -= 1
        }
        var after = tagEnd
        while after < source.count, source[after] == UInt8(ascii: " ") || source[after] == UInt8(ascii: "\t")
            || source[after] == UInt8(ascii: "\r")
        {
            after += 1
        }
        if after == source.count { return after }
        return source[after] == UInt8(ascii: "\n") ? after + 1 : nil
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + needle.count <= source.count {
            if source[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }

    private func error(at offset: Int, _ reason: String) -> TemplateError {
        let line = source[..<offset].reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
        return .syntax(template: template, line: line, reason: reason)
    }
}

extension String {
    /// The string without leading and trailing ASCII spaces, tabs and line breaks: the template
    /// syntax's rule, narrower than TrackerCore's Unicode-aware `trimmingWhitespace()`.
    fileprivate func trimmingASCIIWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
