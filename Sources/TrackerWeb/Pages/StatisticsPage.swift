import TrackerCore

/// The Statistics tab: four numbers with a line each, or the stub while nothing is done.
struct StatisticsPage: Page {
    static let template = "statistics/index"
    let frame: Frame
    let heading: String
    let hasData: Bool
    let emptyText: String
    let items: [Item]
    /// Said to a member who takes part in or keeps household trackers: they count only in their
    /// keeper's numbers here; each one's details page has the household's.
    let choresNote: String?

    /// One number, its name, and what it means.
    struct Item: Sendable, Encodable {
        let value: String
        let label: String
        let hint: String
    }

    init(context: some SiteContext, statistics: Statistics, hasChores: Bool = false) {
        let catalog = Catalog.of(context.language)
        heading = catalog.text("stats.title")
        frame = Frame(title: heading, section: .statistics)
        hasData = statistics.hasData
        emptyText = catalog.text("stats.empty")
        choresNote = hasChores ? catalog.text("chore.stats.note") : nil
        let language = context.language
        func count(_ value: Int) -> String { NumberText.format(Double(value), in: language) }
        let numbers: [(String, String)] = [
            (count(statistics.bestPeriod), "stats.best_period"), (count(statistics.idealDays), "stats.ideal_days"),
            (count(statistics.trackersCompleted), "stats.completed"),
            (statistics.averageText(decimalSeparator: context.language.decimalSeparator), "stats.average"),
        ]
        items = numbers.map { Item(value: $0.0, label: catalog.text($0.1), hint: catalog.text($0.1 + ".hint")) }
    }
}
