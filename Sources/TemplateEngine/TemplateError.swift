/// Why a template could not be loaded or rendered. Every one is a bug in a template or a view
/// model, so a render fails loudly rather than sending a page with a hole in it.
public enum TemplateError: Error, CustomStringConvertible, Equatable {
    /// A file's text breaks the template syntax.
    case syntax(template: String, line: Int, reason: String)
    /// `{{>name}}` or `{{<name}}` names a template that does not exist.
    case missingPartial(template: String, partial: String)
    /// Partials or parents include each other without end.
    case tooDeep(template: String)
    /// No template has this name.
    case missingTemplate(String)
    /// The template reads a name the view model does not have.
    case unknownName(template: String, name: String)
    /// The template prints something that is not text (a list, an object).
    case notText(template: String, name: String)
    /// `{{{.}}}` met text: only markup that writes itself (`TemplateMarkup`) is written so.
    case notMarkup(template: String)
    /// A value that only the template encoder can encode was given to another encoder.
    case notEncodable(String)

    public var description: String {
        switch self {
        case .syntax(let template, let line, let reason): return "\(template).mustache line \(line): \(reason)"
        case .missingPartial(let template, let partial): return "\(template).mustache includes a missing template \(partial)"
        case .tooDeep(let template): return "\(template).mustache includes templates without end"
        case .missingTemplate(let name): return "template not found: \(name)"
        case .unknownName(let template, let name): return "\(template).mustache reads \(name), which its view model lacks"
        case .notText(let template, let name): return "\(template).mustache prints \(name), which is not text"
        case .notMarkup(let template): return "\(template).mustache writes text unescaped with {{{.}}}, which is for markup only"
        case .notEncodable(let type): return "\(type) can only be encoded for a template"
        }
    }
}
