import Hummingbird
import HummingbirdCore
import TrackerCore
import TrackerStore

/// Where a form on a card lands after its POST: back on the page it came from, with its day,
/// search and filter, scrolled to the card (`#tracker-N`). When the write takes the card off the
/// list (a delete, or a mark under the "done" or "not done" filter), it lands on the card that
/// took its place: the next one, else the one before.
struct CardLanding: Sendable {
    let database: AppDatabase

    /// What a write does to its card's place on the list.
    enum Change {
        /// The card stays (a pin moves it, but it stays shown).
        case keepsCard
        /// The card's day may turn done or not done: a "done" or "not done" list may drop it.
        case marksDay
        /// The card goes (a delete).
        case removesCard
    }

    /// Runs `write` and returns the address to go back to. `back` is the address the form came
    /// from; anything that is not a path on this site means the main page.
    func write(
        back: String?,
        trackerID: Int64,
        user: User,
        today: Day,
        change: Change,
        _ write: () async throws -> Void
    ) async throws -> String {
        let path = Self.withoutFragment(Paths.local(back) ?? Paths.home.path)
        let uri = URI(path)
        guard uri.path == Paths.home.path, let query = try? BoardQuery(uri: uri, today: today) else {
            try await write()
            return path
        }
        guard change == .removesCard || (change == .marksDay && query.filter.narrows) else {
            try await write()
            return path + Self.anchor(trackerID)
        }
        let before = try await shownIDs(query, user: user)
        try await write()
        let after = Set(try await shownIDs(query, user: user))
        return path + (Self.landing(on: trackerID, before: before, after: after).map(Self.anchor) ?? "")
    }

    /// The card to land on: this one if still shown, else the first shown after it, else the
    /// last shown before it.
    static func landing(on trackerID: Int64, before: [Int64], after: Set<Int64>) -> Int64? {
        if after.contains(trackerID) { return trackerID }
        guard let index = before.firstIndex(of: trackerID) else { return nil }
        return before[(index + 1)...].first(where: after.contains)
            ?? before[..<index].last(where: after.contains)
    }

    /// The fragment that scrolls to a card.
    static func anchor(_ trackerID: Int64) -> String { "#tracker-\(trackerID)" }

    static func withoutFragment(_ path: String) -> String {
        path.firstIndex(of: "#").map { String(path[..<$0]) } ?? path
    }

    private func shownIDs(_ query: BoardQuery, user: User) async throws -> [Int64] {
        Board(rows: try await database.boardRows(userID: user.id, day: query.day), query: query).trackerIDs
    }
}

extension Services {
    /// Runs a card's write and answers with the redirect back to its page, at the card (or the
    /// one that took its place).
    func landing(
        back: String?,
        trackerID: Int64,
        user: User,
        change: CardLanding.Change,
        _ write: () async throws -> Void
    ) async throws -> Response {
        let address = try await CardLanding(database: database).write(
            back: back,
            trackerID: trackerID,
            user: user,
            today: user.dayClock.day(at: clock.now()),
            change: change,
            write
        )
        return .redirect(to: address)
    }
}
