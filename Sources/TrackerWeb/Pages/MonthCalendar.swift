import TrackerCore

/// A month as a grid, Monday first, with its name, links to the months around it and the
/// weekday names: the main page's date picker and a tracker's month on its details page. What
/// a day's cell is (a link, a mark button, or a plain day) is up to the page.
struct MonthCalendar: Sendable, Encodable {
    let title: String
    let previousHref: String
    let nextHref: String
    let weekdays: [String]
    /// Extra class on the grid, for a page's own look.
    let gridClass: String
    let weeks: [Week]

    /// One row of seven cells.
    struct Week: Sendable, Encodable {
        let cells: [Cell]
    }

    /// A day of the month, or an empty cell before the 1st or after the last day. At most one of
    /// `link`, `mark` and `plain` is set.
    struct Cell: Sendable, Encodable {
        let label: String
        let iso: String
        /// Classes that say the day's state (" is-today is-done"), each after a space.
        let classes: String
        let ariaLabel: String
        /// A day that opens an address (the date picker).
        let link: Link?
        /// A day that marks or undoes a tracker (a small form).
        let mark: Mark?
        /// A day shown but not pressable.
        let plain: Bool

        struct Link: Sendable, Encodable {
            let href: String
            let isSelected: Bool
        }

        struct Mark: Sendable, Encodable {
            let action: String
            let pressed: String
        }

        static let empty = Cell(label: "", iso: "", classes: "", ariaLabel: "", link: nil, mark: nil, plain: false)
    }

    init(
        month: Month,
        catalog: Catalog,
        previousHref: String,
        nextHref: String,
        gridClass: String = "",
        cell: (Day) -> Cell
    ) {
        title = DateText.month(month, in: catalog.language)
        self.previousHref = previousHref
        self.nextHref = nextHref
        weekdays = ScheduleText.shortKeys.map { catalog.text($0) }
        self.gridClass = gridClass
        weeks = month.weeks.map { week in Week(cells: week.map { $0.map(cell) ?? .empty }) }
    }

    /// The classes for the states that are true, in order.
    static func classes(_ states: KeyValuePairs<String, Bool>) -> String {
        states.filter(\.value).map { " " + $0.key }.joined()
    }
}
