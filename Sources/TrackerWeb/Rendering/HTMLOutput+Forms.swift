import TemplateEngine

extension HTMLOutput {
    /// The hidden field every POST form carries, with the page's CSRF token (`csrf` in the scope):
    /// the same bytes `partials/csrf` writes for a template.
    mutating func writeCSRFField(_ scope: TemplateScope) throws {
        writeStaticString(#"<input type="hidden" name="_csrf" value=""#)
        writeHTMLEscaped(try scope.text("csrf"))
        writeStaticString(#"">"#)
    }
}
