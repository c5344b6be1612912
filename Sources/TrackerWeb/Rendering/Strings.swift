import TemplateEngine
import TrackerCore

/// The catalog as templates see it: `{{t.trackers.title}}` looks up the key `trackers.title`.
/// A key missing from the catalog fails the render (and so the tests).
final class Strings: TemplateStrings {
    let catalog: Catalog

    private init(_ catalog: Catalog) { self.catalog = catalog }

    /// The strings of a language (one small object over its catalogue, made per page).
    static func of(_ language: Language) -> Strings { Strings(Catalog.of(language)) }

    func text(forKey key: String) -> String? { catalog.strings[key] }
}
