import Mustache

/// A page whose content was rendered, and is remembered, on its own: the layout around it.
struct BodyPage: Page {
    static let template = "page"
    let layout: Layout
    /// The content's HTML.
    let body: String
}

extension BodyPage: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "layout": return self.layout
        case "body": return self.body
        default: return nil
        }
    }
}
