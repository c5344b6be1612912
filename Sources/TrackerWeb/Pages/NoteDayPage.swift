import TrackerCore
import TrackerStore

/// A tracker's day: its state with the buttons that change it (mark or undo, a value, skip or
/// undo the skip) and its note, written in a textarea. Only the tracker's owner reaches it; it
/// opens from the details calendar (its "Note" press), the notes list and the card's menu.
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
    /// Where the day's buttons land: this page again.
    let back: String
    let actions: DayActions
    /// The text in the field: the stored note, or what was typed when it was refused.
    let text: String
    let error: String?
    let hint: String

    init(context: some SiteContext, found: TrackerDay, day: Day, today: Day, text: String, error: String? = nil) {
        let tracker = found.tracker
        let language = context.language
        let catalog = Catalog.of(language)
        let date = DateText.long(day, in: language)
        frame = Frame(title: catalog.text("note.page.title", ["name": tracker.name, "date": date]), section: .trackers, showsTabs: false)
        name = tracker.name
        emoji = tracker.emoji
        colorClass = PaletteStyles.className(tracker.color)
        self.date = date
        state = Self.state(found, catalog: catalog)
        backHref = Paths.trackerDetails(id: tracker.id, month: Month(day)) + "#notes"
        let timing = tracker.timing
        let previous = day.adding(days: -1)
        let next = day.adding(days: 1)
        previousHref = timing.canMark(previous, today: today) ? Paths.trackerDay(id: tracker.id, day: previous) : nil
        nextHref = timing.canMark(next, today: today) ? Paths.trackerDay(id: tracker.id, day: next) : nil
        action = Paths.saveNote(id: tracker.id)
        self.day = day.iso
        back = Paths.trackerDay(id: tracker.id, day: day)
        actions = DayActions(found, catalog: catalog)
        self.text = text
        self.error = error
        hint = catalog.text("note.hint", ["limit": String(NoteText.limit)])
    }

    /// The day's state in words: skipped (or away), done or not, a limit's slip, or a measurable
    /// value.
    static func state(_ found: TrackerDay, catalog: Catalog) -> String {
        let tracker = found.tracker
        let mark = found.mark
        if mark == nil, tracker.kind == .habit, found.isSkipped || found.isAway {
            return catalog.text(found.isSkipped ? "card.skipped" : "card.away")
        }
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

/// The buttons of a tracker's day page: mark or undo it (a yes/no tracker), its value (a
/// measurable one), and skip or undo the skip (a habit). Each posts with the day and lands back.
struct DayActions: Sendable, Encodable {
    let mark: Toggle?
    let value: ValueField?
    let skip: Toggle?

    /// A button that turns a state on or off, as `aria-pressed` says.
    struct Toggle: Sendable, Encodable {
        let action: String
        let label: String
        let pressed: String
    }

    /// A measurable tracker's value for the day.
    struct ValueField: Sendable, Encodable {
        let action: String
        let label: String
        let value: String
    }

    init(_ found: TrackerDay, catalog: Catalog) {
        let tracker = found.tracker
        let marked = found.mark != nil
        if tracker.target == nil {
            let key = tracker.isLimit ? (marked ? "day.unslip" : "day.slip") : (marked ? "day.unmark" : "day.mark")
            mark = Toggle(action: Paths.trackerDone(id: tracker.id), label: catalog.text(key), pressed: marked ? "true" : "false")
            value = nil
        } else {
            mark = nil
            let number = found.mark?.value.map(NumberText.field) ?? ""
            value = ValueField(
                action: Paths.trackerValue(id: tracker.id),
                label: catalog.text("details.value.field", ["unit": tracker.unit ?? ""]),
                value: number
            )
        }
        // A habit's day is skipped or undone here; a marked day, or an away day, keeps its state.
        let canSkip = tracker.kind == .habit && (found.isSkipped || (!marked && !found.isAway))
        skip =
            canSkip
            ? Toggle(
                action: Paths.trackerSkip(id: tracker.id),
                label: catalog.text(found.isSkipped ? "card.skip.undo" : "card.skip"),
                pressed: found.isSkipped ? "true" : "false"
            ) : nil
    }
}
