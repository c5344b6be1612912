import Mustache
import TrackerCore

/// A month grid, Monday first, whose days link somewhere; used by the main page's date picker.
/// It carries its strings, as it is rendered on its own.
struct CalendarView: Sendable {
    let t: Strings
    let heading: MonthHeading
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
        t = Strings(catalog.language)
        heading = MonthHeading(month: month, catalog: catalog, previousHref: previousHref, nextHref: nextHref)
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

extension CalendarView: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "t": return self.t
        case "heading": return self.heading
        case "weeks": return self.weeks
        default: return nil
        }
    }
}

extension CalendarView.Week: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "cells": return self.cells
        default: return nil
        }
    }
}

extension CalendarView.Cell: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "label": return self.label
        case "href": return self.href
        case "isoDay": return self.isoDay
        case "isSelected": return self.isSelected
        case "isToday": return self.isToday
        case "isEmpty": return self.isEmpty
        default: return nil
        }
    }
}
