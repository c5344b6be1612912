import TrackerCore
import TrackerStore

/// "Your trackers": every tracker of the person, whatever the day, by category, each with its
/// schedule and the next day it is on, and links to its details and its edit form.
struct YourTrackersPage: Page {
    static let template = "trackers/index"
    let frame: Frame
    let intro: String
    let groups: [CardGroup<Row>]
    let addHref = Paths.newTracker.path
    let backHref = Paths.home.path

    /// One tracker's line.
    struct Row: Sendable, Encodable {
        let id: Int64
        let name: String
        let emoji: String
        let colorClass: String
        let schedule: String
        let next: String
        let detailsHref: String
        let editHref: String
        let editLabel: String
    }

    init(context: some SiteContext, rows: [BoardRow], today: Day, weekStart: Weekday) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("list.title"), section: .trackers)
        intro = catalog.text("list.intro")
        let byCategory = Dictionary(grouping: rows, by: \.tracker.categoryId)
        groups = byCategory.values
            .sorted { ($0[0].categoryNameKey, $0[0].tracker.categoryId) < ($1[0].categoryNameKey, $1[0].tracker.categoryId) }
            .map { rows in
                CardGroup(
                    title: rows[0].categoryName,
                    cards: rows.sorted { ($0.tracker.nameKey, $0.tracker.id) < ($1.tracker.nameKey, $1.tracker.id) }
                        .map { Self.row($0, today: today, weekStart: weekStart, catalog: catalog) }
                )
            }
    }

    private static func row(_ row: BoardRow, today: Day, weekStart: Weekday, catalog: Catalog) -> Row {
        let tracker = row.tracker
        let timing = tracker.timing
        let names: KeyValuePairs = ["name": tracker.name]
        let schedule = ScheduleText.summary(timing, catalog: catalog)
        let next =
            timing.nextShown(from: today, periodDoneElsewhere: row.periodDoneElsewhere, weekStart: weekStart).map { catalog.text("list.next", ["day": DateText.upcoming($0, from: today, in: catalog.language)]) }
            ?? catalog.text("list.next.none")
        return Row(
            id: tracker.id,
            name: tracker.name,
            emoji: tracker.emoji,
            colorClass: PaletteStyles.className(tracker.color),
            schedule: schedule,
            next: next,
            detailsHref: Paths.trackerDetails(id: tracker.id),
            editHref: Paths.trackerEdit(id: tracker.id),
            editLabel: catalog.text("list.edit", names)
        )
    }
}
