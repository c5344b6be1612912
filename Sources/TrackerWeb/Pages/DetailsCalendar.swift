import Mustache
import TrackerCore

/// A tracker's month: done days marked, today outlined, days before the start dimmed, and
/// every day that may be marked a small button that marks or undoes it.
struct DetailsCalendar: Sendable {
    let heading: MonthHeading
    let weeks: [Week]

    /// One row of seven cells.
    struct Week: Sendable {
        let cells: [Cell]
    }

    /// A day (or an empty cell outside the month).
    struct Cell: Sendable {
        let label: String
        let iso: String
        let isEmpty: Bool
        let isDone: Bool
        let isToday: Bool
        let beforeStart: Bool
        let isScheduled: Bool
        let canMark: Bool
        let ariaLabel: String
    }

    init(
        trackerID: Int64,
        timing: TrackerTiming,
        doneDays: Set<Day>,
        month: Month,
        today: Day,
        catalog: Catalog
    ) {
        let language = catalog.language
        heading = MonthHeading(
            month: month,
            catalog: catalog,
            previousHref: Paths.trackerDetails(id: trackerID, month: month.previous),
            nextHref: Paths.trackerDetails(id: trackerID, month: month.next)
        )
        weeks = month.weeks.map { week in
            Week(
                cells: week.map { day in
                    guard let day else {
                        return Cell(
                            label: "",
                            iso: "",
                            isEmpty: true,
                            isDone: false,
                            isToday: false,
                            beforeStart: false,
                            isScheduled: false,
                            canMark: false,
                            ariaLabel: ""
                        )
                    }
                    let done = doneDays.contains(day)
                    let date = DateText.long(day, in: language)
                    let canMark = timing.canMark(day, today: today)
                    let labelKey = canMark ? (done ? "details.day.done" : "details.day.open") : "details.day.locked"
                    return Cell(
                        label: String(day.day),
                        iso: day.iso,
                        isEmpty: false,
                        isDone: done,
                        isToday: day == today,
                        beforeStart: day < timing.startDay,
                        isScheduled: timing.isScheduled(on: day),
                        canMark: canMark,
                        ariaLabel: catalog.text(labelKey, ["date": date])
                    )
                }
            )
        }
    }
}

extension DetailsCalendar: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "heading": return self.heading
        case "weeks": return self.weeks
        default: return nil
        }
    }
}

extension DetailsCalendar.Week: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "cells": return self.cells
        default: return nil
        }
    }
}

extension DetailsCalendar.Cell: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "label": return self.label
        case "iso": return self.iso
        case "isEmpty": return self.isEmpty
        case "isDone": return self.isDone
        case "isToday": return self.isToday
        case "beforeStart": return self.beforeStart
        case "isScheduled": return self.isScheduled
        case "canMark": return self.canMark
        case "ariaLabel": return self.ariaLabel
        default: return nil
        }
    }
}
