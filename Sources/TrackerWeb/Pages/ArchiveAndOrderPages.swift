import TrackerCore
import TrackerStore

/// Settings → Archived: each archived tracker with Restore and Delete.
struct ArchivedPage: Page {
    static let template = "settings/archived"
    let frame: Frame
    let intro: String
    let rows: [Row]
    let back = Paths.settingsArchived.path
    let backHref = Paths.settings.path

    /// One archived tracker.
    struct Row: Sendable, Encodable {
        let id: Int64
        let name: String
        let emoji: String
        let colorClass: String
        let detailsHref: String
        let restoreAction: String
        let restoreLabel: String
        let deleteHref: String
        let deleteLabel: String
    }

    init(context: some SiteContext, trackers: [Tracker]) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("archive.title"), section: .settings)
        intro = catalog.text("archive.intro")
        rows = trackers.map { tracker in
            let names: KeyValuePairs = ["name": tracker.name]
            return Row(
                id: tracker.id,
                name: tracker.name,
                emoji: tracker.emoji,
                colorClass: PaletteStyles.className(tracker.color),
                detailsHref: Paths.trackerDetails(id: tracker.id),
                restoreAction: Paths.trackerRestore(id: tracker.id),
                restoreLabel: catalog.text("archive.restore.label", names),
                deleteHref: Paths.trackerDelete(id: tracker.id) + "?back=" + Paths.queryEncoded(Paths.settingsArchived.path),
                deleteLabel: catalog.text("archive.delete.label", names)
            )
        }
    }
}

/// A Reorder page: the member's categories, or one category's trackers, each row with Move up
/// (not on the first) and Move down (not on the last).
struct ReorderPage: Page {
    static let template = "trackers/reorder"
    let frame: Frame
    let intro: String
    let empty: String?
    let rows: [Row]
    let backHref = Paths.yourTrackers.path

    /// One category or tracker.
    struct Row: Sendable, Encodable {
        /// The row's anchor (`category-N`, `tracker-N`), where its buttons land.
        let anchor: String
        let name: String
        let emoji: String?
        let action: String
        let upLabel: String?
        let downLabel: String?
    }

    init(context: some SiteContext, categories: [CategorySummary]) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("reorder.categories.title"), section: .trackers)
        intro = catalog.text("reorder.intro")
        empty = categories.isEmpty ? catalog.text("categories.empty") : nil
        rows = Self.rows(
            categories.map { ($0.category.id, $0.category.name, nil) },
            kind: "category",
            action: { Paths.moveCategory(id: $0) },
            catalog: catalog
        )
    }

    init(context: some SiteContext, category: Category, trackers: [Tracker]) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("reorder.trackers.title", ["name": category.name]), section: .trackers)
        intro = catalog.text("reorder.intro")
        empty = trackers.isEmpty ? catalog.text("reorder.empty") : nil
        rows = Self.rows(
            trackers.map { ($0.id, $0.name, $0.emoji) },
            kind: "tracker",
            action: { Paths.moveTracker(id: $0) },
            catalog: catalog
        )
    }

    private static func rows(
        _ items: [(id: Int64, name: String, emoji: String?)],
        kind: String,
        action: (Int64) -> String,
        catalog: Catalog
    ) -> [Row] {
        items.enumerated().map { index, item in
            let names: KeyValuePairs = ["name": item.name]
            return Row(
                anchor: "\(kind)-\(item.id)",
                name: item.name,
                emoji: item.emoji,
                action: action(item.id),
                upLabel: index == 0 ? nil : catalog.text("reorder.up.label", names),
                downLabel: index == items.count - 1 ? nil : catalog.text("reorder.down.label", names)
            )
        }
    }
}

/// On an archived tracker's details page: that it is archived, with Restore.
struct ArchivedNote: Sendable, Encodable {
    let text: String
    let action: String
    let back: String
}
