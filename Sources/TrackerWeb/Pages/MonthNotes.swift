import TrackerCore
import TrackerStore

/// A tracker's notes in the details page's month, each under its date linking to its day's
/// page, and a form that opens any day's page to write one.
struct MonthNotes: Sendable, Encodable {
    let title: String
    let items: [Item]
    let hasItems: Bool
    /// The form that opens a day's page (a GET with `day`).
    let dayAction: String
    let today: String
    let start: String

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

    init(tracker: Tracker, notes: [DayNote], month: Month, today: Day, catalog: Catalog) {
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
        dayAction = Paths.trackerDay(id: tracker.id)
        self.today = today.iso
        start = tracker.timing.startDay.iso
    }
}
