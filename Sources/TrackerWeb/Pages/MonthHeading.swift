import Mustache
import TrackerCore

/// A month's heading in a calendar: its name, links to the months around it, and the weekday
/// names, Monday first.
struct MonthHeading: Sendable {
    let title: String
    let previousHref: String
    let nextHref: String
    let weekdays: [String]

    init(month: Month, catalog: Catalog, previousHref: String, nextHref: String) {
        title = DateText.month(month, in: catalog.language)
        self.previousHref = previousHref
        self.nextHref = nextHref
        weekdays = ScheduleText.shortKeys.map { catalog.text($0) }
    }
}

extension MonthHeading: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "title": return self.title
        case "previousHref": return self.previousHref
        case "nextHref": return self.nextHref
        case "weekdays": return self.weekdays
        default: return nil
        }
    }
}
