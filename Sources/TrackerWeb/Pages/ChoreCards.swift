import Foundation
import TemplateEngine
import TrackerCore
import TrackerStore

/// What a household tracker's card says besides a tracker's: who did the shown day and when
/// ("Done by Boris, 08:12", in the viewer's time zone), and with turns whose turn it is, or once
/// the day is done, whose turn is next.
struct ChoreLine: Sendable {
    let doneBy: String?
    let turn: String?

    init(row: ChoreRow, timeZone: TimeZone, catalog: Catalog) {
        if row.board.hasCompletion, let name = row.markedBy, let markedAt = row.markedAt {
            doneBy = catalog.text("chore.done_by", ["name": name, "time": Self.clockText(markedAt, in: timeZone)])
        } else {
            doneBy = nil
        }
        if row.board.isDone {
            turn = row.nextTurn.map { catalog.text("chore.turn.next", ["name": $0.displayName]) }
        } else {
            turn = row.turn.map { catalog.text("chore.turn", ["name": $0.displayName]) }
        }
    }

    /// "08:12": hours and minutes in the zone, the same in both languages.
    static func clockText(_ instant: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: instant)
        let hour = parts.hour ?? 0
        let minute = parts.minute ?? 0
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}

/// The main page's "Household" section: the chores the member takes part in that show on the
/// page's day, search and filter, each on a tracker's card that any of its members marks.
struct HouseholdSection: Sendable, Encodable {
    let title: String
    /// Written as one value, `{{{cards}}}`.
    let cards: MarkupList<TrackerCard>

    /// `nil` when no chore shows, so a member without chores sees nothing new.
    init?(
        rows: [ChoreRow],
        query: BoardQuery,
        today: Day,
        backQuery: String,
        viewer: User,
        catalog: Catalog
    ) {
        guard !rows.isEmpty else { return nil }
        let shown = Board(rows: rows.map(\.board), query: query).trackerIDs
        guard !shown.isEmpty else { return nil }
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.board.tracker.id, $0) })
        title = catalog.text("chore.section")
        let words = CardWords(catalog: catalog, day: query.day, today: today, backQuery: backQuery)
        cards = MarkupList(shown.compactMap { id in
            guard let row = byID[id] else { return nil }
            var card = TrackerCard(row: row.board, words: words)
            card.chore = ChoreLine(row: row, timeZone: viewer.dayClock.timeZone, catalog: catalog)
            card.isPersonal = false
            card.mayManage = row.board.tracker.userId == viewer.id || viewer.role == .owner
            return card
        })
    }
}
