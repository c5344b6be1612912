import Mustache
import TrackerCore
import TrackerStore

/// What a card is made from: the tracker on the day, where its forms return, and who asks.
struct CardFragment: Fragment {
    static let template = "partials/card"
    let row: BoardRow
    let day: Day
    let today: Day
    let back: String
    let language: Language
    let csrf: String

    func viewModel() -> TrackerCard {
        TrackerCard(row: row, day: day, today: today, back: back, catalog: .of(language), csrf: csrf)
    }
}

/// One tracker's card on the main page: its look, its count, its done button and its menu. It
/// carries the strings and the CSRF token its forms need, as it is rendered on its own.
struct TrackerCard: Sendable {
    let t: Strings
    let csrf: String
    let id: Int64
    let name: String
    let emoji: String
    let colorClass: String
    let count: String
    let pinned: Bool
    let done: Bool
    let canMark: Bool
    let markAction: String
    let markLabel: String
    let day: String
    let back: String
    let pinAction: String
    let pinValue: String
    let pinLabel: String
    let editHref: String
    let detailsHref: String
    let deleteHref: String
    let menuLabel: String
    let measure: Measure?

    /// The number and its form on a measurable tracker's card.
    struct Measure: Sendable {
        let progress: String
        let fieldValue: String
        let action: String
        let label: String
    }

    init(row: BoardRow, day: Day, today: Day, back: String, catalog: Catalog, csrf: String) {
        let tracker = row.tracker
        let names = ["name": tracker.name]
        t = Strings(catalog.language)
        self.csrf = csrf
        id = tracker.id
        name = tracker.name
        emoji = tracker.emoji
        colorClass = TrackerCard.colorClass(tracker.color)
        count = catalog.plural("days", count: row.doneDays)
        pinned = tracker.pinned
        done = row.isDone
        canMark = tracker.timing.canMark(day, today: today)
        markAction = Paths.trackerDone(id: tracker.id)
        markLabel = catalog.text(canMark ? (done ? "card.unmark" : "card.mark") : "card.future", names)
        self.day = day.iso
        self.back = back
        pinAction = Paths.trackerPin(id: tracker.id)
        pinValue = tracker.pinned ? "0" : "1"
        pinLabel = catalog.text(tracker.pinned ? "card.unpin" : "card.pin")
        editHref = Paths.trackerEdit(id: tracker.id)
        detailsHref = Paths.trackerDetails(id: tracker.id)
        deleteHref = Paths.trackerDelete(id: tracker.id)
        menuLabel = catalog.text("card.menu", names)
        if let target = tracker.target {
            let language = catalog.language
            let value = row.value ?? 0
            measure = Measure(
                progress: catalog.text(
                    "card.progress",
                    [
                        "value": NumberText.format(value, in: language), "target": NumberText.format(target, in: language),
                        "unit": tracker.unit ?? "",
                    ]
                ),
                fieldValue: row.value.map(NumberText.field) ?? "",
                action: Paths.trackerValue(id: tracker.id),
                label: catalog.text("card.value", names)
            )
        } else {
            measure = nil
        }
    }

    /// The CSS class that paints a palette colour (the policy forbids inline styles).
    static func colorClass(_ color: String) -> String { "color-" + color.dropFirst().lowercased() }
}

extension TrackerCard: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "t": return self.t
        case "csrf": return self.csrf
        case "id": return self.id
        case "name": return self.name
        case "emoji": return self.emoji
        case "colorClass": return self.colorClass
        case "count": return self.count
        case "pinned": return self.pinned
        case "done": return self.done
        case "canMark": return self.canMark
        case "markAction": return self.markAction
        case "markLabel": return self.markLabel
        case "day": return self.day
        case "back": return self.back
        case "pinAction": return self.pinAction
        case "pinValue": return self.pinValue
        case "pinLabel": return self.pinLabel
        case "editHref": return self.editHref
        case "detailsHref": return self.detailsHref
        case "deleteHref": return self.deleteHref
        case "menuLabel": return self.menuLabel
        case "measure": return self.measure
        default: return nil
        }
    }
}

extension TrackerCard.Measure: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "progress": return self.progress
        case "fieldValue": return self.fieldValue
        case "action": return self.action
        case "label": return self.label
        default: return nil
        }
    }
}
