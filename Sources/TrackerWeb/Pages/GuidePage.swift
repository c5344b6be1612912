import TrackerCore

/// The user guide: one document per language (`Templates/guide/en`, `guide/ru`), with a table
/// of contents of anchors.
struct GuidePage: Page {
    static let template = "guide/index"
    let frame: Frame
    let english: Bool
    let russian: Bool

    init(context: some SiteContext) {
        frame = Frame(title: Catalog.of(context.language).text("guide.title"), section: .settings)
        english = context.language == .en
        russian = context.language == .ru
    }
}
