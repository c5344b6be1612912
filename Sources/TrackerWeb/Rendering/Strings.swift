import TemplateEngine
import TrackerCore

/// The catalog as templates see it: `{{t.trackers.title}}` looks up the key `trackers.title`.
/// A key missing from the catalog fails the render (and so the tests).
struct Strings: TemplateStrings {
    let catalog: Catalog

    init(_ language: Language) { catalog = Catalog.of(language) }

    func text(forKey key: String) -> String? { catalog.strings[key] }
}
