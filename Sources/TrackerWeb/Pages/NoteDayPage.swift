import TrackerCore
import TrackerStore

/// A tracker's day: what was marked on it (read-only) and its note, written in a textarea.
/// Only the tracker's owner reaches it.
struct NoteDayPage: Page {
    static let template = "trackers/day"
    let frame: Frame
    let name: String
    let emoji: String
    let colorClass: String
    let date: String
    let state: String
    let backHref: String
    let previousHref: String?
    let nextHref: String?
    let action: String
    let day: String
    /// The text in the field: the stored note, or what was typed when it was refused.
    let text: String
    let error: String?
    let hint: String

    init(
        context: some SiteContext,
        tracker: Tracker,
        day: Day,
        today: Day,
        mark: DayMark?,
        text: String,
        error: String? = nil
    ) {
        let language = context.language
        let catalog = Catalog.of(language)
        let date = DateText.long(day, in: language)
        frame = Frame(title: catalog.text("note.page.title", ["name": tracker.name, "date": date]), section: .trackers, showsTabs: false)
        name = tracker.name
        emoji = tracker.emoji
        colorClass = PaletteStyles.className(tracker.color)
        self.date = date
        state = Self.state(tracker, mark: mark, catalog: catalog)
        backHref = Paths.trackerDetails(id: tracker.id, month: Month(day)) + "#notes"
        let timing = tracker.timing
        let previous = day.adding(days: -1)
        let next = day.adding(days: 1)
        previousHref = timing.canMark(previous, today: today) ? Paths.trackerDay(id: tracker.id, day: previous) : nil
        nextHref = timing.canMark(next, today: today) ? Paths.trackerDay(id: tracker.id, day: next) : nil
        action = Paths.saveNote(id: tracker.id)
        self.day = day.iso
        self.text = text
        self.error = error
        hint = catalog.text("note.hint", ["limit": String(NoteText.limit)])
    }

    /// The day's state in words: done or not, a limit's slip, or a measurable value.
    static func state(_ tracker: Tracker, mark: DayMark?, catalog: Catalog) -> String {
        if let target = tracker.target {
            guard let mark else { return catalog.text("note.state.none") }
            let progress = TrackerCard.progress(mark.value ?? 0, of: target, unit: tracker.unit, catalog: catalog)
            guard tracker.isLimit else { return progress }
            let within = TrackerCore.Measure.isWithinLimit(hasMark: true, value: mark.value, target: target)
            return catalog.text(within ? "card.limit.within" : "card.limit.over", ["progress": progress])
        }
        if tracker.isLimit { return catalog.text(mark == nil ? "card.limit.kept" : "card.limit.slipped") }
        return catalog.text(mark == nil ? "note.state.open" : "note.state.done")
    }
}
