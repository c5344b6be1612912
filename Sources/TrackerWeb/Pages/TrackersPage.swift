import TrackerCore

/// The main page: the title, the selected day, and (for now) the empty state.
struct TrackersPage: Page {
    static let template = "trackers/index"
    let layout: Layout
    let heading: String
    let day: String
    let dayText: String
    let emptyText: String

    init(context: AppRequestContext, day: Day) {
        let catalog = Catalog.of(context.language)
        heading = catalog.text("trackers.title")
        layout = Layout(context: context, title: heading, section: .trackers)
        self.day = day.iso
        dayText = DateText.long(day, in: context.language)
        emptyText = catalog.text("trackers.empty")
    }
}
