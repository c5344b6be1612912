import TrackerCore
import TrackerStore

/// One tracker's card on the main page: its look, its count, its done button and its menu.
/// Its buttons submit the page's form of card actions, which sends the page's day, returns to the
/// page's address and carries its CSRF token.
/// It writes its own markup (`TrackerCard+Markup.swift`), with the words all the page's cards
/// share (`CardWords`).
struct TrackerCard: Sendable {
    let id: Int64
    let name: String
    let emoji: String
    let colorClass: String
    let count: String
    let pinned: Bool
    let done: Bool
    /// A limit's slip on the day (a yes/no limit's mark, a value over the target), said in words
    /// in `count` or the value's label, with its own symbol.
    let slipped: Bool
    /// Whether the day can be marked; only then does the menu link to the day's page for its note.
    let canMark: Bool
    /// The done button's label (`CardWords`' text, with `{name}`).
    let markLabel: String
    let measure: Measure?
    /// On a future day: the controls point at the day bar's "You can mark this day when it comes".
    let futureNote: Bool
    /// "Skipped", or "Skipped: away", shown with its own symbol; `nil` on a day not skipped.
    let skipText: String?
    /// The menu's "Skip this day" or "Undo skip"; `nil` where the day can't be skipped.
    let skipLabel: String?
    /// On a household tracker's card: who did the day and whose turn it is (issue 33). Its menu
    /// has no pin, note, archive or skip, and edit and delete only for who may manage it.
    var chore: ChoreLine?
    var isPersonal = true
    var mayManage = true
    /// A child's session (issue 33) neither edits, archives nor deletes: its menu leaves them out.
    var mayArchive = true
    let words: CardWords

    /// The number and its form on a measurable tracker's card.
    struct Measure: Sendable {
        let progress: String
        /// The bar under it: the value (at most the target) of the target, as field numbers.
        let barValue: String
        let barMax: String
        let fieldValue: String
        /// −1 is offered only while there is something to take away.
        let canDecrease: Bool
    }

    /// `away`: the member is away on the page's day, so every habit's day is skipped.
    init(row: BoardRow, words: CardWords, away: Bool = false) {
        let tracker = row.tracker
        let catalog = words.catalog
        let day = words.day
        self.words = words
        id = tracker.id
        name = tracker.name
        emoji = tracker.emoji
        colorClass = PaletteStyles.className(tracker.color)
        count = Self.count(row, catalog: catalog)
        pinned = tracker.pinned
        done = !tracker.isLimit && row.isDone
        slipped = tracker.isLimit && !row.isDone
        canMark = tracker.timing.canMark(day, today: words.today)
        futureNote = day > words.today
        markLabel =
            !canMark ? words.future
            : tracker.isLimit ? (row.hasCompletion ? words.limitUnmark : words.limitMark)
            : done ? words.unmark : words.mark
        // Away skips the day unless it was done anyway (a limit's day whatever its mark).
        let isAwayDay = away && tracker.kind == .habit && day >= tracker.startDay && (tracker.isLimit || !row.isDone)
        skipText = isAwayDay ? words.away : row.isSkipped ? words.skipped : nil
        let canSkip = canMark && tracker.timing.isDue(on: day, periodDoneElsewhere: row.periodDoneElsewhere)
        skipLabel = isAwayDay || !(row.isSkipped || canSkip) ? nil : row.isSkipped ? words.skipUndo : words.skip
        if let target = tracker.target {
            let value = row.value ?? 0
            let progress = Self.progress(value, of: target, unit: tracker.unit, catalog: catalog)
            measure = Measure(
                progress: tracker.isLimit
                    ? catalog.text(row.isDone ? "card.limit.within" : "card.limit.over", ["progress": progress]) : progress,
                barValue: NumberText.field(min(value, target)),
                barMax: NumberText.field(target),
                fieldValue: row.value.map(NumberText.field) ?? "",
                canDecrease: canMark && value >= 1
            )
        } else {
            measure = nil
        }
    }

    /// Under the name: "5 days" done in all; "2 of 3 this week" for a habit with a quota; "No slip"
    /// or "Slipped" for a yes/no limit, nothing for a measurable one (its value says it).
    static func count(_ row: BoardRow, catalog: Catalog) -> String {
        let tracker = row.tracker
        if let quota = tracker.quota {
            return catalog.text(
                "card.quota.\(quota.period.rawValue)",
                ["done": catalog.language.grouped(row.periodDone), "times": catalog.language.grouped(quota.times)]
            )
        }
        if tracker.isLimit {
            // A limit's marks are slips, not done days: a yes/no one says the day's state; a
            // measurable one says it with its value, under.
            return tracker.isMeasurable ? "" : catalog.text(row.isDone ? "card.limit.kept" : "card.limit.slipped")
        }
        return catalog.plural("days", count: row.doneDays)
    }

    /// "3 of 8 glasses": a measurable tracker's value on the day against its target.
    static func progress(_ value: Double, of target: Double, unit: String?, catalog: Catalog) -> String {
        let language = catalog.language
        return catalog.text(
            "card.progress",
            ["value": NumberText.format(value, in: language), "target": NumberText.format(target, in: language), "unit": unit ?? ""]
        )
    }
}
