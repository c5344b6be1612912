import TrackerCore

/// The user guide: one template whose headings, paragraphs and list items are catalogue entries
/// (`guide.<section>.<n>`, HTML checked as each catalogue loads), with a table of contents of anchors.
struct GuidePage: Page {
    static let template = "guide/index"
    let frame: Frame

    init(context: some SiteContext) {
        frame = Frame(title: Catalog.of(context.language).text("guide.title"), section: .settings)
    }
}
