import Foundation
import HummingbirdCore
import TrackerCore

/// What the main page's address asks for: a day, a search, a filter, and an open calendar month.
struct BoardQuery: Sendable, Hashable {
    var day: Day
    var search: String
    var filter: TrackerFilter
    /// The month the calendar shows when it is open; `nil` keeps it closed.
    var calendarMonth: Month?
    /// The person's today when the page was asked for: an address for that day leaves the day
    /// out, so a page reopened the next morning shows the new day.
    var today: Day?

    /// Reads the address; a broken `day` is an error, an unknown filter or month is ignored.
    /// "Trackers for today" sets the day to today.
    init(uri: URI, today: Day) throws {
        let query = uri.queryParameters
        let filter = query["filter"].flatMap { TrackerFilter(rawValue: String($0)) } ?? .all
        if filter == .today {
            day = today
        } else if let text = query["day"].map(String.init), !text.isEmpty {
            guard let parsed = Day(iso: text) else { throw PageError.invalidDay }
            day = parsed
        } else {
            day = today
        }
        self.filter = filter
        self.today = today
        search = String(uri.formText("q").prefix(NameSearch.maximumLength))
        calendarMonth = query["month"].flatMap { Month(iso: String($0)) }
    }

    init(
        day: Day,
        search: String = "",
        filter: TrackerFilter = .all,
        calendarMonth: Month? = nil,
        today: Day? = nil
    ) {
        self.day = day
        self.search = search
        self.filter = filter
        self.calendarMonth = calendarMonth
        self.today = today
    }

    /// The address of the main page for this query; defaults are left out, today's date too.
    var href: String {
        // Built in one string: the date picker asks for one per day of the month. Days, months
        // and filter names are letters, digits and dashes, which need no escaping.
        var href = Paths.home.path
        href.reserveCapacity(48)
        var separator = "?"
        func add(_ name: String, _ value: String) {
            href.append(separator)
            href.append(name)
            href.append("=")
            href.append(value)
            separator = "&"
        }
        if day != today { add("day", day.iso) }
        if !search.isEmpty { add("q", Paths.queryEncoded(search)) }
        if filter != .all { add("filter", filter.rawValue) }
        if let calendarMonth { add("month", calendarMonth.iso) }
        return href
    }

    /// `on(day).href + fragment` for any day, from two pieces worked out once: the date picker
    /// asks for one address per day of its month on every main page.
    func hrefsByDay(fragment: String) -> (Day) -> String {
        // What follows the day, as `href` writes it for a query on another day.
        var rest = ""
        if !search.isEmpty { rest += "&q=" + Paths.queryEncoded(search) }
        if filter != .all && filter != .today { rest += "&filter=" + filter.rawValue }
        let today = self.today
        let onToday = Paths.home.path + (rest.isEmpty ? "" : "?" + rest.dropFirst()) + fragment
        // `/?day=`, the day's ten bytes, then the rest: written in one go, with no string between.
        let head = Array((Paths.home.path + "?day=").utf8)
        let tail = Array((rest + fragment).utf8)
        return { day in
            guard day != today else { return onToday }
            return String(unsafeUninitializedCapacity: head.count + 10 + tail.count) { bytes in
                _ = bytes.initialize(fromContentsOf: head)
                day.writeISO(into: bytes, at: head.count)
                _ = bytes[(head.count + 10)...].initialize(fromContentsOf: tail)
                return head.count + 10 + tail.count
            }
        }
    }

    /// The same query on another day; "today" stops applying once another day is chosen.
    func on(_ day: Day) -> BoardQuery {
        BoardQuery(day: day, search: search, filter: filter == .today ? .all : filter, today: today)
    }

    /// The same query with the calendar open at `month`.
    func showing(_ month: Month) -> BoardQuery {
        var copy = self
        copy.calendarMonth = month
        return copy
    }

    /// The same query with another filter.
    func filtered(_ filter: TrackerFilter) -> BoardQuery {
        BoardQuery(day: day, search: search, filter: filter, today: today)
    }

}
