import TrackerCore

/// A month grid, Monday first, whose days link somewhere; used by the main page's date picker.
struct CalendarView: Sendable {
    let title: String
    let previousHref: String
    let nextHref: String
    let weekdays: [String]
    let weeks: [Week]

    /// One row of seven cells.
    struct Week: Sendable {
        let cells: [Cell]
    }

    /// A day of the month, or an empty cell before the 1st or after the last day.
    struct Cell: Sendable {
        let label: String
        let href: String?
        let isoDay: String
        let isSelected: Bool
        let isToday: Bool
        let isEmpty: Bool
    }

    init(
        month: Month,
        selected: Day,
        today: Day,
        catalog: Catalog,
        previousHref: String,
        nextHref: String,
        href: (Day) -> String
    ) {
        title = DateText.month(month, in: catalog.language)
        self.previousHref = previousHref
        self.nextHref = nextHref
        weekdays = ScheduleText.shortKeys.map { catalog.text($0) }
        weeks = month.weeks.map { week in
            Week(
                cells: week.map { day in
                    guard let day else {
                        return Cell(label: "", href: nil, isoDay: "", isSelected: false, isToday: false, isEmpty: true)
                    }
                    return Cell(
                        label: String(day.day),
                        href: href(day),
                        isoDay: day.iso,
                        isSelected: day == selected,
                        isToday: day == today,
                        isEmpty: false
                    )
                }
            )
        }
    }
}
