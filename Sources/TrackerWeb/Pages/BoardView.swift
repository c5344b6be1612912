import Mustache
import TrackerCore
import TrackerStore

/// The main page's content: the day, its controls, and the day's trackers grouped by category.
/// It carries its strings, as it is rendered on its own.
struct BoardView: Sendable {
    static let template = "trackers/board"
    let t: Strings
    let heading: String
    let addHref = Paths.newTracker
    let day: String
    let dayText: String
    let previousDayHref: String
    let nextDayHref: String
    let dateAction = Paths.home
    let search: String
    /// The filter to keep when the date or search form is sent ("today" is not kept).
    let keptFilter: String
    let calendarOpen: Bool
    /// The month grid's HTML (a remembered fragment).
    let calendar: String
    let showFilters: Bool
    let filtersHighlighted: Bool
    let filters: [FilterLink]
    let groups: [Group]
    let emptyText: String?
    let emptyImage: String

    /// One choice in the Filters sheet.
    struct FilterLink: Sendable {
        let label: String
        let href: String
        let current: Bool
    }

    /// A heading and its cards' HTML (remembered fragments).
    struct Group: Sendable {
        let title: String
        let cards: [String]
    }

    init(_ key: BoardKey, rows: [BoardRow], renderer: Renderer) throws {
        let (query, today, language) = (key.query, key.today, key.language)
        let catalog = Catalog.of(language)
        t = Strings(language)
        heading = catalog.text("trackers.title")
        day = query.day.iso
        dayText = DateText.long(query.day, in: language)
        previousDayHref = query.on(query.day.adding(days: -1)).href
        nextDayHref = query.on(query.day.adding(days: 1)).href
        search = query.search
        keptFilter = query.filter == .today ? TrackerFilter.all.rawValue : query.filter.rawValue

        calendarOpen = query.calendarMonth != nil
        calendar = try renderer.html(CalendarFragment(query: query, today: today, language: language))

        let entries = rows.map { row in
            BoardEntry(
                trackerID: row.tracker.id,
                name: row.tracker.name,
                categoryID: row.tracker.categoryId,
                categoryName: row.categoryName,
                pinned: row.tracker.pinned,
                timing: row.tracker.timing,
                isDone: row.isDone,
                nameKey: row.tracker.nameKey,
                categoryNameKey: row.categoryNameKey
            )
        }
        let board = Board(entries: entries, day: query.day, filter: query.filter, search: NameSearch(query.search))
        showFilters = board.dayHasTrackers
        filtersHighlighted = query.filter.narrows
        filters = TrackerFilter.allCases.map { filter in
            FilterLink(
                label: catalog.text("filter.\(filter.rawValue)"),
                href: query.filtered(filter).href,
                current: filter == query.filter
            )
        }
        let rowsByID = Dictionary(uniqueKeysWithValues: rows.map { ($0.tracker.id, $0) })
        let back = query.href
        groups = try board.groups.map { group in
            Group(
                title: group.isPinned ? catalog.text("trackers.pinned") : group.categoryName,
                cards: try group.entries.compactMap { entry in
                    try rowsByID[entry.trackerID].map {
                        try renderer.html(
                            CardFragment(
                                row: $0,
                                day: query.day,
                                today: today,
                                back: back,
                                language: language,
                                csrf: key.csrf
                            )
                        )
                    }
                }
            )
        }
        if board.isEmpty {
            let nothingAtAll = !board.dayHasTrackers
            emptyText = catalog.text(nothingAtAll ? "trackers.empty" : "trackers.nothing_found")
            emptyImage = nothingAtAll ? "/img/empty-trackers.svg" : "/img/nothing-found.svg"
        } else {
            emptyText = nil
            emptyImage = ""
        }
    }
}

/// What the main page's month grid is made from: the month shown, the day chosen, today, and
/// the search and filter its links keep.
struct CalendarFragment: Fragment {
    static let template = "partials/calendar"
    let query: BoardQuery
    let today: Day
    let language: Language

    func viewModel() -> CalendarView {
        let month = query.calendarMonth ?? Month(query.day)
        return CalendarView(
            month: month,
            selected: query.day,
            today: today,
            catalog: .of(language),
            previousHref: query.showing(month.previous).href + "#calendar",
            nextHref: query.showing(month.next).href + "#calendar",
            href: { query.on($0).href }
        )
    }
}

extension BoardView: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "t": return self.t
        case "heading": return self.heading
        case "addHref": return self.addHref
        case "day": return self.day
        case "dayText": return self.dayText
        case "previousDayHref": return self.previousDayHref
        case "nextDayHref": return self.nextDayHref
        case "dateAction": return self.dateAction
        case "search": return self.search
        case "keptFilter": return self.keptFilter
        case "calendarOpen": return self.calendarOpen
        case "calendar": return self.calendar
        case "showFilters": return self.showFilters
        case "filtersHighlighted": return self.filtersHighlighted
        case "filters": return self.filters
        case "groups": return self.groups
        case "emptyText": return self.emptyText
        case "emptyImage": return self.emptyImage
        default: return nil
        }
    }
}

extension BoardView.FilterLink: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "label": return self.label
        case "href": return self.href
        case "current": return self.current
        default: return nil
        }
    }
}

extension BoardView.Group: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "title": return self.title
        case "cards": return self.cards
        default: return nil
        }
    }
}
