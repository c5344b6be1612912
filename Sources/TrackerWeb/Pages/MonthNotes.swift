import TrackerCore
import TrackerStore

/// A tracker's notes in the details page's month, each under its date linking to its day's
/// page; any day's page opens from the calendar (its "Note" press).
struct MonthNotes: Sendable, Encodable {
    let title: String
    let items: [Item]
    let hasItems: Bool

    /// One note: its date, its day's page and its text (escaped by the template, shown with its
    /// line breaks).
    struct Item: Sendable, Encodable {
        let anchor: String
        let iso: String
        let date: String
        let href: String
        let editLabel: String
        let text: String
    }

    init(tracker: Tracker, notes: [DayNote], month: Month, catalog: Catalog) {
        let language = catalog.language
        title = catalog.text("details.notes", ["month": DateText.month(month, in: language)])
        items = notes.map { note in
            let date = DateText.long(note.day, in: language)
            return Item(
                anchor: "note-" + note.day.iso,
                iso: note.day.iso,
                date: date,
                href: Paths.trackerDay(id: tracker.id, day: note.day),
                editLabel: catalog.text("details.notes.edit", ["date": date]),
                text: note.text
            )
        }
        hasItems = !items.isEmpty
    }
}
