import TrackerCore

/// Archive and your order (issue 32): archiving and restoring a tracker, Settings → Archived,
/// and the Reorder pages with their Move up / Move down buttons.
extension Paths {
    static let trackerArchive: Endpoint<ForManagers, TrackerID, ReturnForm> = .post("/trackers/:id/archive")
    static let trackerRestore: Endpoint<ForManagers, TrackerID, ReturnForm> = .post("/trackers/:id/restore")
    static let settingsArchived: Endpoint<ForManagers, NoParameters, NoForm> = .get("/settings/archived")

    /// The order of categories, and of one category's trackers.
    static let reorderCategories: Endpoint<ForManagers, NoParameters, NoForm> = .get("/categories/order")
    static let moveCategory: Endpoint<ForManagers, CategoryID, MoveForm> = .post("/categories/:id/move")
    static let reorderTrackers: Endpoint<ForManagers, CategoryID, NoForm> = .get("/categories/:id/order")
    static let moveTracker: Endpoint<ForManagers, TrackerID, MoveForm> = .post("/trackers/:id/move")

    /// A row on a Reorder page or on Settings → Archived, for landing back on it.
    static func rowAnchor(_ kind: String, _ id: Int64) -> String { "#\(kind)-\(id)" }
}

/// A Move up or Move down button: `move=up` or `move=down`.
struct MoveForm: FormDecodable {
    var move: String
}
