import Mustache
import TrackerCore

/// The catalog as templates see it: `{{t.trackers.title}}` looks up the key `trackers.title`.
struct Strings: MustacheParent, Sendable, Hashable {
    let catalog: Catalog

    init(_ language: Language) { catalog = Catalog.of(language) }

    /// A language has one catalog, so the language tells two apart.
    static func == (a: Strings, b: Strings) -> Bool { a.catalog.language == b.catalog.language }
    func hash(into hasher: inout Hasher) { hasher.combine(catalog.language) }

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
