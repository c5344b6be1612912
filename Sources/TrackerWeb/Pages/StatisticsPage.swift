import Mustache
import TrackerCore

/// The Statistics tab: four numbers with a line each, or the stub while nothing is done.
struct StatisticsPage: Page {
    static let template = "statistics/index"
    let layout: Layout
    let heading: String
    let hasData: Bool
    let emptyText: String
    let items: [Item]

    /// One number, its name, and what it means.
    struct Item: Sendable {
        let value: String
        let label: String
        let hint: String
    }

    init(context: AppRequestContext, statistics: Statistics) {
        let catalog = Catalog.of(context.language)
        heading = catalog.text("stats.title")
        layout = Layout(context: context, title: heading, section: .statistics)
        hasData = statistics.hasData
        emptyText = catalog.text("stats.empty")
        let numbers: [(String, String)] = [
            (String(statistics.bestPeriod), "stats.best_period"), (String(statistics.idealDays), "stats.ideal_days"),
            (String(statistics.trackersCompleted), "stats.completed"),
            (statistics.averageText(decimalSeparator: context.language.decimalSeparator), "stats.average"),
        ]
        items = numbers.map { Item(value: $0.0, label: catalog.text($0.1), hint: catalog.text($0.1 + ".hint")) }
    }
}

extension StatisticsPage: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "layout": return self.layout
        case "heading": return self.heading
        case "hasData": return self.hasData
        case "emptyText": return self.emptyText
        case "items": return self.items
        default: return nil
        }
    }
}

extension StatisticsPage.Item: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "value": return self.value
        case "label": return self.label
        case "hint": return self.hint
        default: return nil
        }
    }
}
