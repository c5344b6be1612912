import TemplateEngine
import TrackerCore

/// The catalog as templates see it: `{{t.trackers.title}}` looks up the key `trackers.title`.
/// A key missing from the catalog fails the render (and so the tests). One per language.
final class Strings: TemplateStrings {
    let catalog: Catalog

    private init(_ catalog: Catalog) { self.catalog = catalog }

    private static let english = Strings(Catalog.of(.en))
    private static let russian = Strings(Catalog.of(.ru))

    /// The strings of a language.
    static func of(_ language: Language) -> Strings {
        switch language {
        case .en: return english
        case .ru: return russian
        }
    }

    func text(forKey key: String) -> String? { catalog.strings[key] }
}
