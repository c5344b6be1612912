import Mustache
import TrackerCore

/// The catalog as templates see it: `{{t.trackers.title}}` looks up the key `trackers.title`.
struct Strings: MustacheParent, Sendable {
    let catalog: Catalog

    init(_ language: Language) { catalog = Catalog.of(language) }

    func child(named name: String) -> Any? { KeyPath(prefix: name, catalog: catalog) }

    /// A partly written key; mustache splits `a.b.c` at dots and asks for each part in turn.
    struct KeyPath: MustacheParent, MustacheCustomRenderable, Sendable {
        let prefix: String
        let catalog: Catalog

        func child(named name: String) -> Any? { KeyPath(prefix: prefix + "." + name, catalog: catalog) }
        var renderText: String { catalog.text(prefix) }
        var isNull: Bool { false }
    }
}
