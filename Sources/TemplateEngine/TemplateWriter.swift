/// Renders steps into a buffer, looking names up in a stack of values (a section's value on
/// top, the view model at the bottom), as Mustache does.
struct TemplateWriter {
    let template: String
    var stack: [TemplateValue]
    var buffer: HTMLOutput

    mutating func write(_ steps: [Step]) throws {
        for step in steps {
            switch step {
            case .text(let bytes):
                buffer.writeBytes(bytes)
            case .variable(let name, let escaped):
                switch try value(of: name) {
                case .text(let text):
                    if escaped {
                        buffer.writeHTMLEscaped(text)
                    } else if name.parts.isEmpty {
                        // `{{{.}}}` is for markup that writes itself, never for text as it stands.
                        throw TemplateError.notMarkup(template: template)
                    } else {
                        buffer.writeString(text)
                    }
                case .flag(let flag):
                    buffer.writeString(flag ? "true" : "false")
                case .none:
                    break
                case .markup(let markup) where !escaped:
                    try markup.write(into: &buffer, scope: TemplateScope(template: template, stack: stack))
                case .list, .object, .strings, .markup:
                    throw TemplateError.notText(template: template, name: name.text)
                }
            case .section(let name, let content, let inverted):
                let value = try value(of: name)
                if inverted {
                    if !value.isTruthy { try write(content) }
                } else if case .list(let items) = value {
                    for item in items {
                        stack.append(item)
                        try write(content)
                        stack.removeLast()
                    }
                } else if case .flag(true) = value {
                    try write(content)
                } else if value.isTruthy {
                    stack.append(value)
                    try write(content)
                    stack.removeLast()
                }
            }
        }
    }

    /// The value a name stands for: its first part is looked for from the top of the stack down,
    /// the rest inside what that finds. A name found nowhere is a bug in the template or the view
    /// model, and fails the render.
    private func value(of name: Name) throws -> TemplateValue {
        guard let first = name.parts.first else { return stack[stack.count - 1] }
        guard var current = Self.find(first, in: stack) else { throw TemplateError.unknownName(template: template, name: name.text) }
        for index in name.parts.indices.dropFirst() {
            switch current {
            case .object(let fields):
                guard let value = Self.field(name.parts[index], in: fields) else {
                    throw TemplateError.unknownName(template: template, name: name.text)
                }
                current = value
            case .strings(let strings):
                guard let text = strings.text(forKey: name.tails[index]) else {
                    throw TemplateError.unknownName(template: template, name: name.text)
                }
                return .text(text)
            default:
                throw TemplateError.unknownName(template: template, name: name.text)
            }
        }
        return current
    }
}

extension TemplateWriter {
    /// The value of a name without dots: the first object from the top of the stack down that
    /// has a field of that name gives it.
    static func find(_ name: String, in stack: [TemplateValue]) -> TemplateValue? {
        for index in stack.indices.reversed() {
            if case .object(let fields) = stack[index], let value = field(name, in: fields) { return value }
        }
        return nil
    }

    /// The named field's value. Lengths are compared first: they are stored, and most names
    /// passed over differ in length, so few pairs are compared byte by byte. The fields are read
    /// in place, by index: `for field in fields` copied each one it passed over, retaining and
    /// releasing its name and value (a tenth of the engine's time on the main page).
    static func field(_ name: String, in fields: [TemplateValue.Field]) -> TemplateValue? {
        let length = name.utf8.count
        for index in fields.indices where fields[index].name.utf8.count == length && fields[index].name == name {
            return fields[index].value
        }
        return nil
    }
}
