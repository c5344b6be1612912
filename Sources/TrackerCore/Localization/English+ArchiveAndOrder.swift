extension Catalog {
    /// English text of archive and your order: archiving, Settings → Archived, the Reorder pages.
    static let englishArchiveAndOrder: [String: String] = [
        "card.archive": "Archive",
        "archive.action": "Archive",
        "archive.hint": "It leaves the main page and keeps its history; Settings → Archived brings it back.",
        "archive.title": "Archived",
        "archive.intro": "Archived trackers keep their history, but leave the main page, statistics, the household, reminders and the calendar.",
        "archive.empty": "Nothing is archived.",
        "archive.restore": "Restore",
        "archive.restore.label": "Restore {name}",
        "archive.delete.label": "Delete {name}",
        "archive.notice": "This tracker is archived: it is off the main page, statistics and reminders, and keeps its history.",
        "settings.archived": "Archived",
        "reorder.link": "Reorder",
        "reorder.link.label": "Reorder {name}",
        "reorder.categories.link": "Reorder categories",
        "reorder.categories.title": "Order of categories",
        "reorder.trackers.title": "Order in {name}",
        "reorder.intro": "The main page, the household and statistics follow this order. Pinned trackers keep it in their own group.",
        "reorder.empty": "No trackers in this category.",
        "reorder.up": "Move up",
        "reorder.down": "Move down",
        "reorder.up.label": "Move up: {name}",
        "reorder.down.label": "Move down: {name}",
        "error.move": "Choose Move up or Move down. Nothing was changed.",
    ]
}
