import Mustache
import TrackerCore
import TrackerStore

/// The main page: the layout around the board, whose HTML is remembered.
struct BoardPage: Page {
    static let template = "trackers/index"
    let layout: Layout
    /// The board's HTML.
    let body: String

    init(context: AppRequestContext, body: String) {
        layout = Layout(context: context, title: Catalog.of(context.language).text("trackers.title"), section: .trackers)
        self.body = body
    }
}

extension BoardPage: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "layout": return self.layout
        case "body": return self.body
        default: return nil
        }
    }
}

/// Everything the board shows depends on: whose it is and their data version (which grows with
/// any change to their trackers, categories or marks), the query, today, the language, and the
/// CSRF token its forms carry. The board's HTML is remembered by it, so an unchanged board is
/// neither read from the database nor rendered again.
struct BoardKey: Hashable, Sendable {
    let userID: Int64
    let dataVersion: Int64
    let query: BoardQuery
    let today: Day
    let language: Language
    let csrf: String
}
