import TrackerCore

/// Everything the board shows depends on: whose it is and their data version (which grows with
/// any change to their trackers, categories or marks), the query, today, the language, and the
/// CSRF token its forms carry. The whole main page is remembered by it (`Renderer.page`), so
/// an unchanged page is neither read from the database, rendered nor compressed again.
struct BoardKey: Hashable, Sendable {
    let userID: Int64
    let dataVersion: Int64
    let query: BoardQuery
    let today: Day
    let language: Language
    let csrf: String
}
