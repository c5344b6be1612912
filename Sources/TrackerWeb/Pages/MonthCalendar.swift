import TemplateEngine
import TrackerCore

/// A month as a grid, from the member's first weekday, with its name, links to the months around it and the
/// weekday names: the main page's date picker and a tracker's month on its details page. What
/// a day's cell is (a link, a mark button, or a plain day) is up to the page.
struct MonthCalendar: Sendable, Encodable {
    let title: String
    let previousHref: String
    let nextHref: String
    let weekdays: [String]
    /// Extra class on the grid, for a page's own look.
    let gridClass: String
    /// Where a day's mark form posts, for cells with `pressed`.
    let markAction: String
    /// The days, for tests; the page writes `weeksMarkup`.
    let weeks: [Week]
    /// The grid's rows, written here in one go (`markup`): through the template, a month's 42
    /// cells cost the page a good part of its time, on every main page and details page.
    let weeksMarkup: String

    private enum CodingKeys: String, CodingKey {
        case title, previousHref, nextHref, weekdays, gridClass, markAction, weeksMarkup
    }

    /// One row of seven cells.
    struct Week: Sendable {
        let cells: [Cell]
    }

    /// A day of the month, or an empty cell before the 1st or after the last day. At most one of
    /// `href`, `pressed` and `plain` is set. Flat, with no object inside: the date picker makes
    /// 42 of them for every main page.
    struct Cell: Sendable {
        let label: String
        let iso: String
        /// Classes that say the day's state (" is-today is-done"), each after a space.
        let classes: String
        let ariaLabel: String
        /// A day that opens an address (the date picker).
        let href: String?
        let isSelected: Bool
        /// A day that marks or undoes a tracker (a small form posting to the calendar's
        /// `markAction`): whether it is done, as `aria-pressed` says it.
        let pressed: String?
        /// A day shown but not pressable.
        let plain: Bool

        static let empty = Cell(label: "", iso: "", classes: "", ariaLabel: "", href: nil, isSelected: false, pressed: nil, plain: false)
    }

    init(
        month: Month,
        catalog: Catalog,
        previousHref: String,
        nextHref: String,
        weekStart: Weekday = .monday,
        gridClass: String = "",
        markAction: String = "",
        linkClass: String = "month-day",
        cell: (Day) -> Cell
    ) {
        // `linkClass`: the class of a day that is a link (`href`), the date picker's or a calendar day's.
        title = DateText.month(month, in: catalog.language)
        self.previousHref = previousHref
        self.nextHref = nextHref
        weekdays = (0..<7).map { catalog.text(ScheduleText.shortKeys[(weekStart.rawValue + $0) % 7]) }
        self.gridClass = gridClass
        self.markAction = markAction
        weeks = month.weeks(startingOn: weekStart).map { week in Week(cells: week.map { $0.map(cell) ?? .empty }) }
        weeksMarkup = Self.markup(weeks, linkClass: linkClass)
    }

    /// The classes for the states that are true, in order.
    static func classes(_ states: KeyValuePairs<String, Bool>) -> String {
        var classes = ""
        for (name, isTrue) in states where isTrue { classes += " " + name }
        return classes
    }
}

extension MonthCalendar {
    /// The grid's rows, written as the template wrote them: `<tr>` a week, a `<td>` a day, holding
    /// a link (`href`), a mark button (`pressed`) or a plain day.
    static func markup(_ weeks: [Week], linkClass: String) -> String {
        var out = HTMLOutput(capacity: weeks.count * 7 * 180)
        for week in weeks {
            out.writeStaticString("<tr>")
            for cell in week.cells {
                out.writeStaticString("<td>")
                if let href = cell.href, !href.isEmpty {
                    out.writeStaticString("<a class=\"")
                    out.writeHTMLEscaped(linkClass + cell.classes)
                    out.writeStaticString("\" href=\"")
                    out.writeHTMLEscaped(href)
                    out.writeStaticString("\"")
                    if cell.isSelected { out.writeStaticString(" aria-current=\"date\"") }
                    if !cell.ariaLabel.isEmpty {
                        out.writeStaticString(" aria-label=\"")
                        out.writeHTMLEscaped(cell.ariaLabel)
                        out.writeStaticString("\"")
                    }
                    out.writeStaticString("><time datetime=\"")
                    out.writeHTMLEscaped(cell.iso)
                    out.writeStaticString("\">")
                    out.writeHTMLEscaped(cell.label)
                    out.writeStaticString("</time></a>")
                }
                if let pressed = cell.pressed, !pressed.isEmpty {
                    out.writeStaticString("<button class=\"cal-day")
                    out.writeHTMLEscaped(cell.classes)
                    out.writeStaticString("\" name=\"day\" value=\"")
                    out.writeHTMLEscaped(cell.iso)
                    out.writeStaticString("\" aria-pressed=\"")
                    out.writeHTMLEscaped(pressed)
                    out.writeStaticString("\" aria-label=\"")
                    out.writeHTMLEscaped(cell.ariaLabel)
                    out.writeStaticString("\">")
                    out.writeHTMLEscaped(cell.label)
                    out.writeStaticString("</button>")
                }
                if cell.plain {
                    out.writeStaticString("<span class=\"cal-day")
                    out.writeHTMLEscaped(cell.classes)
                    out.writeStaticString("\" aria-label=\"")
                    out.writeHTMLEscaped(cell.ariaLabel)
                    out.writeStaticString("\">")
                    out.writeHTMLEscaped(cell.label)
                    out.writeStaticString("</span>")
                }
                out.writeStaticString("</td>")
            }
            out.writeStaticString("</tr>\n")
        }
        return out.string
    }
}
