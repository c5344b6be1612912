import Foundation
import TrackerCore
import TrackerStore

/// A person's data as remembered pages know it: their id with the instant their account was
/// made (an id could be given again after an account is removed, its data version starting
/// over) and their data version, which grows with any change to their trackers, categories or
/// completions.
struct PersonData: Hashable, Sendable {
    let id: Int64
    let since: Date
    let version: Int64

    init(_ user: User) { (id, since, version) = (user.id, user.createdAt, user.dataVersion) }
}

/// Everything the main page shows depends on: whose data at which version, the query, today,
/// the language, and the CSRF token its forms carry. The whole page is remembered by it
/// (`Renderer.page`), so an unchanged page is neither read, rendered nor compressed again.
struct BoardKey: Hashable, Sendable {
    let person: PersonData
    let query: BoardQuery
    let today: Day
    let language: Language
    let csrf: String
}

/// Everything a tracker's details page shows depends on: the tracker, whose data at which
/// version (which stands for the tracker and its whole history), the month shown, today, the
/// language and the CSRF token.
struct DetailsKey: Hashable, Sendable {
    let trackerID: Int64
    let person: PersonData
    let month: Month
    let today: Day
    let language: Language
    let csrf: String
}

/// Everything the statistics page shows depends on: whose data at which version, today and
/// the language (it has no form).
struct StatisticsKey: Hashable, Sendable {
    let person: PersonData
    let today: Day
    let language: Language
}
