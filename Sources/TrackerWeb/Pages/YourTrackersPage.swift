import TemplateEngine
import TrackerCore
import TrackerStore

/// "Your trackers": every tracker of the person, whatever the day, by category, each with its
/// schedule and the next day it is on, and links to its details and its edit form.
struct YourTrackersPage: Page {
    static let template = "trackers/index"
    let frame: Frame
    let intro: String
    var groups: [Group]
    /// "Reorder categories", when there are two or more to order.
    let reorderCategoriesHref: String?
    let addHref = Paths.newTracker.path
    let backHref = Paths.home.path

    /// A category's heading, its Reorder link and its trackers in the member's order.
    struct Group: Sendable, Encodable {
        let title: String
        /// `nil` while the category has one tracker.
        let reorderHref: String?
        let reorderLabel: String
        let cards: MarkupList<Row>
    }

    /// One tracker's line; it writes its own markup (`{{{cards}}}`), as the main page's cards do.
    struct Row: Sendable {
        let id: Int64
        let name: String
        let emoji: String
        let colorClass: String
        let schedule: String
        let next: String
        /// `false` on a household tracker the member takes part in but may not change.
        let mayEdit: Bool
        let editLabel: String
        /// "Edit", looked up once per page.
        let editText: String
    }

    /// `chores`: the household trackers the member takes part in or made, last, in a "Household"
    /// group (with Edit where `mayManage` lets them change it).
    init(
        context: some SiteContext,
        rows: [BoardRow],
        chores: [Tracker] = [],
        mayManage: (Tracker) -> Bool = { _ in true },
        today: Day,
        weekStart: Weekday
    ) {
        let catalog = Catalog.of(context.language)
        let editText = catalog.text("card.edit")
        frame = Frame(title: catalog.text("list.title"), section: .trackers)
        intro = catalog.text("list.intro")
        let byCategory = Dictionary(grouping: rows, by: \.tracker.categoryId)
        // Rows come in the member's order, whose positions run through the categories in order.
        groups = byCategory.values
            .sorted { ($0[0].tracker.position, $0[0].tracker.id) < ($1[0].tracker.position, $1[0].tracker.id) }
            .map { rows in
                Group(
                    title: rows[0].categoryName,
                    reorderHref: rows.count > 1 ? Paths.reorderTrackers(id: rows[0].tracker.categoryId) : nil,
                    reorderLabel: catalog.text("reorder.link.label", ["name": rows[0].categoryName]),
                    cards: MarkupList(
                        rows.sorted { ($0.tracker.position, $0.tracker.id) < ($1.tracker.position, $1.tracker.id) }
                            .map {
                                Self.row(
                                    $0.tracker,
                                    periodDoneElsewhere: $0.periodDoneElsewhere,
                                    today: today,
                                    weekStart: weekStart,
                                    editText: editText,
                                    catalog: catalog
                                )
                            }
                    )
                )
            }
        reorderCategoriesHref = groups.count > 1 ? Paths.reorderCategories.path : nil
        if !chores.isEmpty {
            let cards = MarkupList(
                chores.map { tracker in
                    Self.row(
                        tracker,
                        periodDoneElsewhere: 0,
                        mayEdit: mayManage(tracker),
                        today: today,
                        weekStart: weekStart,
                        editText: editText,
                        catalog: catalog
                    )
                }
            )
            groups.append(Group(title: catalog.text("chore.section"), reorderHref: nil, reorderLabel: "", cards: cards))
        }
    }

    private static func row(
        _ tracker: Tracker,
        periodDoneElsewhere: Int,
        mayEdit: Bool = true,
        today: Day,
        weekStart: Weekday,
        editText: String,
        catalog: Catalog
    ) -> Row {
        let timing = tracker.timing
        let names: KeyValuePairs = ["name": tracker.name]
        let schedule = ScheduleText.summary(timing, catalog: catalog)
        let next =
            timing.nextShown(from: today, periodDoneElsewhere: periodDoneElsewhere, weekStart: weekStart).map {
                catalog.text("list.next", ["day": DateText.upcoming($0, from: today, in: catalog.language)])
            }
            ?? catalog.text("list.next.none")
        return Row(
            id: tracker.id,
            name: tracker.name,
            emoji: tracker.emoji,
            colorClass: PaletteStyles.className(tracker.color),
            schedule: schedule,
            next: next,
            mayEdit: mayEdit,
            editLabel: catalog.text("list.edit", names),
            editText: editText
        )
    }
}

extension YourTrackersPage.Row: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        out.writeStaticString(#"<li class="list-row "#)
        out.writeHTMLEscaped(colorClass)
        out.writeStaticString(#"" id="tracker-"#)
        out.writeNumber(id)
        out.writeStaticString("\">\n<span class=\"list-emoji\" aria-hidden=\"true\">")
        out.writeHTMLEscaped(emoji)
        out.writeStaticString("</span>\n<span class=\"list-text\"><a class=\"list-name\" href=\"")
        Paths.trackerDetails.write(id: id, into: &out)
        out.writeStaticString(#"">"#)
        out.writeHTMLEscaped(name)
        out.writeStaticString("</a><small>")
        out.writeHTMLEscaped(schedule)
        out.writeStaticString(" · ")
        out.writeHTMLEscaped(next)
        out.writeStaticString("</small></span>\n")
        if mayEdit {
            out.writeStaticString(#"<a class="button button-small" href=""#)
            Paths.trackerEdit.write(id: id, into: &out)
            out.writeStaticString(#"" aria-label=""#)
            out.writeHTMLEscaped(editLabel)
            out.writeStaticString(#"">"#)
            out.writeHTMLEscaped(editText)
            out.writeStaticString("</a>")
        }
        out.writeStaticString("\n</li>\n")
    }
}
