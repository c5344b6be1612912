import TemplateEngine
import TrackerCore

/// What every tracker card on one page shares, looked up once for the page rather than once per
/// card: the catalogue's fixed words, its texts that name the tracker (filled as each card is
/// written, `{name}` escaped in place), the day's note label and the page's own day and address.
final class CardWords: Sendable {
    let catalog: Catalog
    let day: Day
    let today: Day
    /// The page's `Paths.backQuery`, for the delete link.
    let backQuery: String
    /// `?day=…` after a tracker's day page, empty on today's page (whose addresses name no day).
    let noteQuery: String
    /// "Note for Oct 14".
    let noteLabel: String
    let pinned, cancel, edit, details, archive, delete, save, pin, unpin: String
    let away, skipped, skip, skipUndo: String
    /// Texts with `{name}`, the tracker's name.
    let mark, unmark, limitMark, limitUnmark, future, menu, value, minus, plus: String

    init(catalog: Catalog, day: Day, today: Day, backQuery: String) {
        self.catalog = catalog
        self.day = day
        self.today = today
        self.backQuery = backQuery
        noteQuery = day == today ? "" : "?day=" + day.iso
        noteLabel = catalog.text("card.note", ["date": DateText.dayMonth(day, in: catalog.language)])
        pinned = catalog.text("card.pinned")
        cancel = catalog.text("common.cancel")
        edit = catalog.text("card.edit")
        details = catalog.text("card.details")
        archive = catalog.text("card.archive")
        delete = catalog.text("card.delete")
        save = catalog.text("card.save")
        pin = catalog.text("card.pin")
        unpin = catalog.text("card.unpin")
        away = catalog.text("card.away")
        skipped = catalog.text("card.skipped")
        skip = catalog.text("card.skip")
        skipUndo = catalog.text("card.skip.undo")
        mark = catalog.template("card.mark")
        unmark = catalog.template("card.unmark")
        limitMark = catalog.template("card.limit.mark")
        limitUnmark = catalog.template("card.limit.unmark")
        future = catalog.template("card.future")
        menu = catalog.template("card.menu")
        value = catalog.template("card.value")
        minus = catalog.template("card.step.minus")
        plus = catalog.template("card.step.plus")
    }
}

extension HTMLOutput {
    /// One of `CardWords`' texts with its `{name}` filled, escaped as a whole text would be.
    mutating func writeHTMLEscaped(_ template: String, name: String) {
        Catalog.pieces(of: template, { $0 == "name" ? name : nil }) { writeHTMLEscaped(bytes: $0) }
    }
}
