import TrackerCore
import TrackerStore

/// Settings → Days off: the member's ranges, each with Remove, and the form that adds one.
struct DaysOffPage: Page {
    static let template = "settings/days-off"
    let frame: Frame
    let backHref = Paths.settings.path
    let action = Paths.addDaysOff.path
    let ranges: [Row]
    let hasRanges: Bool
    let first: String
    let last: String
    let error: String?

    struct Row: Sendable, Encodable {
        let text: String
        let removeHref: String
        let removeLabel: String
    }

    init(context: some SiteContext, ranges: [AwayRange], first: String, last: String, problem: String?) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("away.title"), section: .settings)
        self.ranges = ranges.map { range in
            let text = Self.text(range, catalog: catalog)
            return Row(text: text, removeHref: Paths.daysOffRemove(id: range.id), removeLabel: catalog.text("away.remove") + ": " + text)
        }
        hasRanges = !ranges.isEmpty
        self.first = first
        self.last = last
        error = problem.map { catalog.text($0) }
    }

    /// "Nov 26, 2026 – Dec 3, 2026".
    static func text(_ range: AwayRange, catalog: Catalog) -> String {
        catalog.text(
            "away.range",
            ["first": DateText.short(range.first, in: catalog.language), "last": DateText.short(range.last, in: catalog.language)])
    }
}

/// "Remove these days off?"
struct DaysOffRemovePage: Page {
    static let template = "settings/confirm"
    let frame: Frame
    let detail: String
    let action = Paths.removeDaysOff.path
    let button: String
    let cancelHref = Paths.daysOff.path
    let hidden: [HiddenField]

    init(context: some SiteContext, range: AwayRange) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("away.remove.title"), section: .settings, showsTabs: false)
        detail = catalog.text("away.remove.text", ["range": DaysOffPage.text(range, catalog: catalog)])
        button = catalog.text("away.remove.confirm")
        hidden = [HiddenField(name: "id", value: String(range.id))]
    }
}

/// The main page's days off: "Away until 14 Dec" with "I'm back" while away today, else "I'm away"
/// with the last day to pick.
struct AwayBar: Sendable, Encodable {
    let text: String?
    let backAction = Paths.comeBack.path
    let startAction = Paths.goAway.path
    /// The earliest last day the form takes: today.
    let today: String

    init(ranges: [AwayRange], today: Day, catalog: Catalog) {
        text = ranges.first { $0.contains(today) }.map {
            catalog.text("away.banner", ["date": DateText.dayMonth($0.last, in: catalog.language)])
        }
        self.today = today.iso
    }
}
