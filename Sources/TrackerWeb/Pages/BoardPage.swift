import TemplateEngine
import TrackerCore
import TrackerStore

/// The main page: the day, its controls, and the day's trackers grouped by category.
struct BoardPage: Page {
    static let template = "trackers/board"
    let frame: Frame
    let heading: String
    let addHref = Paths.newTracker.path
    /// Whether the viewer may make trackers and go away: not a child's own session (issue 33).
    let mayShape: Bool
    /// "Your trackers": every tracker, whatever the day.
    let allHref = Paths.yourTrackers.path
    /// The day shown, as the date field and the cards' forms send it.
    let day: String
    let dayText: String
    /// Where the cards' forms return: this page's address (without the day when it is today).
    let back: String
    let previousDayHref: String
    let nextDayHref: String
    let dateAction = Paths.home.path
    /// The calendar's date form lands at the calendar, as its days do.
    let calendarAction = Paths.home.path + "#calendar"
    let search: String
    /// The filter to keep when the date or search form is sent ("today" is not kept).
    let keptFilter: String
    let calendarOpen: Bool
    let calendar: MonthCalendar
    let showFilters: Bool
    let filtersHighlighted: Bool
    let filters: [FilterLink]
    let groups: [Group]
    var emptyText: String?
    let emptyImage: String
    /// "How Tracker works", under "What will we track?".
    let emptyGuideHref: String?
    /// After a tracker is added that doesn't show on this day: when it shows next.
    let notice: String?
    /// "7 of 19 done", while the day has something to do.
    let summary: String?
    /// On any day but today: which day it is, and the way back.
    let dayBar: DayBar?
    /// A search that found nothing here, but trackers on other days: when each is on.
    let elsewhere: [Elsewhere]
    let hasElsewhere: Bool
    /// "Away until 14 Dec" with "I'm back" while away today, else the "I'm away" form.
    let away: AwayBar?
    /// The chores the member takes part in (issue 33); set by the controller, `nil` without any.
    var household: HouseholdSection?

    /// The bar that names a day other than today.
    struct DayBar: Sendable, Encodable {
        let text: String
        let backText: String
        let backHref: String
        /// A future day: the bar explains the disabled controls (`#day-note`).
        let isFuture: Bool
    }

    /// A tracker the search matches on another day, and a link to that day.
    struct Elsewhere: Sendable, Encodable {
        let text: String
        let href: String?
    }

    /// One choice in the Filters sheet.
    struct FilterLink: Sendable, Encodable {
        let label: String
        let href: String
        let current: Bool
    }

    typealias Group = CardGroup<TrackerCard>

    /// `awayRanges`: the member's days off, which skip every habit's day in them.
    init(
        context: some SiteContext, query: BoardQuery, today: Day, weekStart: Weekday, rows: [BoardRow], added: Int64? = nil,
        awayRanges: [AwayRange] = []
    ) {
        let language = context.language
        let catalog = Catalog.of(language)
        heading = catalog.text("trackers.title")
        frame = Frame(title: heading, section: .trackers, sheet: .board)
        day = query.day.iso
        dayText = Self.dayText(query.day, today: today, catalog: catalog)
        back = query.href
        let backQuery = Paths.backQuery(back)
        previousDayHref = query.on(query.day.adding(days: -1)).href
        nextDayHref = query.on(query.day.adding(days: 1)).href
        search = query.search
        keptFilter = query.filter == .today ? TrackerFilter.all.rawValue : query.filter.rawValue

        calendarOpen = query.calendarMonth != nil
        let month = query.calendarMonth ?? Month(query.day)
        let dayHref = query.hrefsByDay(fragment: "#calendar")
        calendar = MonthCalendar(
            month: month,
            catalog: catalog,
            previousHref: query.showing(month.previous).href + "#calendar",
            nextHref: query.showing(month.next).href + "#calendar",
            weekStart: weekStart
        ) { day in
            let selected = day == query.day
            return MonthCalendar.Cell(
                label: String(day.day),
                iso: day.iso,
                classes: MonthCalendar.classes(["is-selected": selected, "is-today": day == today]),
                ariaLabel: "",
                href: dayHref(day),
                isSelected: selected,
                pressed: nil,
                plain: false
            )
        }

        let board = Board(rows: rows, query: query)
        showFilters = board.dayHasTrackers
        filtersHighlighted = query.filter.narrows
        filters = TrackerFilter.allCases.map { filter in
            FilterLink(
                label: catalog.text("filter.\(filter.rawValue)"),
                href: query.filtered(filter).href,
                current: filter == query.filter
            )
        }
        summary =
            board.progress.total == 0
            ? nil
            : catalog.text(
                "trackers.summary",
                ["done": language.grouped(board.progress.done), "total": language.grouped(board.progress.total)]
            )
        dayBar =
            query.day == today
            ? nil
            : DayBar(
                text: catalog.text(
                    query.day > today ? "trackers.day_bar.future" : "trackers.day_bar.past",
                    ["date": DateText.long(query.day, in: language)]
                ),
                backText: catalog.text("trackers.day_bar.back"),
                backHref: query.on(today).href,
                isFuture: query.day > today
            )
        elsewhere = board.elsewhere.map { entry in
            Self.elsewhere(entry, from: query.day, weekStart: weekStart, catalog: catalog) { query.on($0).href }
        }
        hasElsewhere = !elsewhere.isEmpty
        let mayShape = context.signedIn?.isChild != true
        let words = CardWords(catalog: catalog, day: query.day, today: today, backQuery: backQuery)
        let isAway = awayRanges.contains { $0.contains(query.day) }
        groups = board.cardGroups(rows: rows, catalog: catalog) {
            var card = TrackerCard(row: $0, words: words, away: isAway)
            card.mayManage = mayShape
            card.mayArchive = mayShape
            return card
        }
        self.mayShape = mayShape
        away = mayShape ? AwayBar(ranges: awayRanges, today: today, catalog: catalog) : nil
        notice = added.flatMap { id in rows.first { $0.tracker.id == id } }.flatMap { row -> String? in
            let timing = row.tracker.timing
            guard !timing.isShown(on: query.day), let next = timing.nextShown(from: query.day) else { return nil }
            return catalog.text(
                "trackers.added_next",
                ["name": row.tracker.name, "day": DateText.long(next, in: context.language)]
            )
        }
        if board.isEmpty {
            let nothingAtAll = !board.dayHasTrackers
            emptyText = catalog.text(nothingAtAll ? "trackers.empty" : "trackers.nothing_found")
            emptyImage = nothingAtAll ? "/img/empty-trackers.svg" : "/img/nothing-found.svg"
            emptyGuideHref = nothingAtAll ? Paths.guide.path : nil
        } else {
            emptyText = nil
            emptyImage = ""
            emptyGuideHref = nil
        }
    }
}

extension BoardPage {
    /// The date chip: "Today, Nov 26", "Yesterday, Nov 25", "Tomorrow, Nov 27", else the long date.
    static func dayText(_ day: Day, today: Day, catalog: Catalog) -> String {
        let relative: String? =
            switch day.ordinal - today.ordinal {
            case 0: "trackers.day.today"
            case -1: "trackers.day.yesterday"
            case 1: "trackers.day.tomorrow"
            default: nil
            }
        guard let relative else { return DateText.long(day, in: catalog.language) }
        return catalog.text(relative, ["date": DateText.dayMonth(day, in: catalog.language)])
    }

    /// "Floss: not on Thursdays, next on Saturday, Nov 28", linked to that day; or "starts on …"
    /// before a tracker's start.
    static func elsewhere(_ entry: BoardEntry, from day: Day, weekStart: Weekday, catalog: Catalog, href: (Day) -> String) -> Elsewhere {
        let next = entry.timing.nextShown(from: day, periodDoneElsewhere: entry.periodDoneElsewhere, weekStart: weekStart)
        let nextText = next.map { DateText.upcoming($0, from: day, in: catalog.language) } ?? catalog.text("list.next.none")
        if day < entry.timing.startDay {
            let start = DateText.dayMonth(entry.timing.startDay, in: catalog.language)
            return Elsewhere(text: catalog.text("trackers.elsewhere.starts", ["name": entry.name, "day": start]), href: next.map(href))
        }
        if let quota = entry.timing.quota {
            // Met for its week or month: "Swim: 3 of 3 done this week. Next: Monday".
            return Elsewhere(
                text: catalog.text(
                    "trackers.elsewhere.met.\(quota.period.rawValue)",
                    ["name": entry.name, "done": catalog.language.grouped(entry.periodDoneElsewhere), "times": String(quota.times), "day": nextText]
                ),
                href: next.map(href)
            )
        }
        return Elsewhere(
            text: catalog.text(
                "trackers.elsewhere.weekdays",
                ["name": entry.name, "weekdays": catalog.text(ScheduleText.everyKeys[day.weekday.rawValue]), "day": nextText]
            ),
            href: next.map(href)
        )
    }
}

extension Board {
    /// The main page's list for `query`, from the person's board rows.
    init(rows: [BoardRow], query: BoardQuery) {
        let entries = rows.map { row in
            BoardEntry(
                trackerID: row.tracker.id,
                name: row.tracker.name,
                categoryID: row.tracker.categoryId,
                categoryName: row.categoryName,
                pinned: row.tracker.pinned,
                timing: row.tracker.timing,
                isDone: row.isDone,
                periodDoneElsewhere: row.periodDoneElsewhere,
                nameKey: row.tracker.nameKey,
                categoryNameKey: row.categoryNameKey,
                position: row.tracker.position,
                isSkipped: row.isSkipped(on: query.day)
            )
        }
        self.init(entries: entries, day: query.day, filter: query.filter, search: NameSearch(query.search))
    }

    /// The shown groups under their headings ("Pinned", or the category's name), each tracker
    /// drawn by `card` from its row.
    func cardGroups<Card>(rows: [BoardRow], catalog: Catalog, card: (BoardRow) -> Card) -> [CardGroup<Card>] {
        let rowsByID = Dictionary(uniqueKeysWithValues: rows.map { ($0.tracker.id, $0) })
        return groups.map { group in
            CardGroup(
                title: group.isPinned ? catalog.text("trackers.pinned") : group.categoryName,
                cards: MarkupList(group.entries.compactMap { entry in rowsByID[entry.trackerID].map(card) })
            )
        }
    }

    /// The shown trackers' ids, in the page's order.
    var trackerIDs: [Int64] { groups.flatMap { $0.entries.map(\.trackerID) } }
}

/// A heading and its cards, on the main page and on a member's page.
struct CardGroup<Card: TemplateMarkup>: Sendable, Encodable {
    let title: String
    /// Written as one value, `{{{cards}}}`.
    let cards: MarkupList<Card>
}
