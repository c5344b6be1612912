import TrackerCore

/// Addresses of trackers and categories; patterns for the router, functions for links.
extension Paths {
    public static let newTracker = "/trackers/new"
    public static let newHabit = "/trackers/new/habit"
    public static let newEvent = "/trackers/new/event"
    /// POST here creates a tracker; GET lists every tracker ("Your trackers").
    public static let trackers = "/trackers"

    public static let trackerDonePattern = "/trackers/:id/done"
    public static let trackerValuePattern = "/trackers/:id/value"
    public static let trackerStepPattern = "/trackers/:id/step"
    public static let trackerPinPattern = "/trackers/:id/pin"
    public static let trackerEditPattern = "/trackers/:id/edit"
    public static let trackerLeavePattern = "/trackers/:id/edit/leave"
    public static let trackerDeletePattern = "/trackers/:id/delete"
    public static func trackerDone(id: Int64) -> String { "/trackers/\(id)/done" }
    public static func trackerValue(id: Int64) -> String { "/trackers/\(id)/value" }
    public static func trackerStep(id: Int64) -> String { "/trackers/\(id)/step" }
    public static func trackerPin(id: Int64) -> String { "/trackers/\(id)/pin" }
    public static func trackerEdit(id: Int64) -> String { "/trackers/\(id)/edit" }
    public static func trackerLeave(id: Int64) -> String { "/trackers/\(id)/edit/leave" }
    public static func trackerDelete(id: Int64) -> String { "/trackers/\(id)/delete" }
    /// The query that tells a page which main page it was asked from (`?back=…`); empty for the
    /// plain main page.
    public static func backQuery(_ back: String) -> String {
        back == home ? "" : "?back=" + queryEncoded(back)
    }

    public static let statistics = "/statistics"
    public static let trackerDetailsPattern = "/trackers/:id"
    public static func trackerDetails(id: Int64) -> String { "/trackers/\(id)" }
    public static func trackerDetails(id: Int64, month: Month) -> String { "/trackers/\(id)?month=\(month.iso)" }

    public static let categories = "/categories"
    /// POST here from the tracker form to visit the category pages with the form's state.
    public static let categoryDetour = "/categories/detour"
    public static let newCategory = "/categories/new"
    public static let categoryEditPattern = "/categories/:id/edit"
    public static let categoryDeletePattern = "/categories/:id/delete"
    public static func categoryEdit(id: Int64) -> String { "/categories/\(id)/edit" }
    public static func categoryDelete(id: Int64) -> String { "/categories/\(id)/delete" }

    /// Whether `path` is one of the tracker forms that the category pages may return to.
    public static func isTrackerForm(_ path: String) -> Bool {
        if path == newHabit || path == newEvent { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[1] == "trackers" && Int64(parts[2]) != nil && parts[3] == "edit"
    }
}
