import TrackerCore
import TrackerStore

/// What pressing a day on the details calendar does (`?press=`): marks it (the default), skips
/// it or undoes its skip, or opens the day's page with its note. No JavaScript: each is a link
/// that shows the same month with the other press.
enum CalendarPress: String, Sendable, CaseIterable {
    case mark, skip, note

    /// The query's press; anything else (or none) marks.
    init(query: Substring?) {
        self = query.flatMap { CalendarPress(rawValue: String($0)) } ?? .mark
    }

    /// The presses a tracker has: an irregular event can't be skipped.
    static func available(for tracker: Tracker) -> [CalendarPress] {
        tracker.kind == .habit ? allCases : [.mark, .note]
    }

    /// One of the choices above the calendar, the current one marked.
    struct Choice: Sendable, Encodable {
        let label: String
        let href: String
        let current: Bool
    }

    /// The choices above the calendar.
    struct Choices: Sendable, Encodable {
        let items: [Choice]
    }

    /// The choices for `tracker` at `month`, `current` marked.
    static func choices(tracker: Tracker, month: Month, current: CalendarPress, catalog: Catalog) -> Choices {
        Choices(items: available(for: tracker).map { press in
            Choice(
                label: catalog.text("details.press." + press.rawValue),
                href: Paths.trackerDetails(id: tracker.id, month: month, press: press) + "#calendar-title",
                current: press == current
            )
        })
    }
}
