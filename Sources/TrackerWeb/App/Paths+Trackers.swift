import TrackerCore

/// Trackers, marking them, their details and statistics, and categories.
extension Paths {
    /// "Your trackers": every tracker, whatever the day.
    static let yourTrackers: Endpoint<ForMembers, NoParameters, NoForm> = .get("/trackers")
    /// A child's own session sees its trackers but doesn't make them (issue 33).
    static let createTracker: Endpoint<ForManagers, NoParameters, TrackerDraft> = .post("/trackers")
    static let newTracker: Endpoint<ForManagers, NoParameters, NoForm> = .get("/trackers/new")
    static let newHabit: Endpoint<ForManagers, NoParameters, NoForm> = .get("/trackers/new/habit")
    static let newEvent: Endpoint<ForManagers, NoParameters, NoForm> = .get("/trackers/new/event")

    static let trackerDone: Endpoint<ForMembers, TrackerID, MarkForm> = .post("/trackers/:id/done")
    static let trackerValue: Endpoint<ForMembers, TrackerID, MarkForm> = .post("/trackers/:id/value")
    static let trackerStep: Endpoint<ForMembers, TrackerID, MarkForm> = .post("/trackers/:id/step")
    static let trackerPin: Endpoint<ForMembers, TrackerID, PinForm> = .post("/trackers/:id/pin")
    /// Skips the form's day, or undoes the skip (skipped days and away, issue 32).
    static let trackerSkip: Endpoint<ForMembers, TrackerID, MarkForm> = .post("/trackers/:id/skip")
    static let trackerEdit: Endpoint<ForManagers, TrackerID, NoForm> = .get("/trackers/:id/edit")
    static let updateTracker = trackerEdit.post(form: TrackerDraft.self)
    /// The edit form left for another page (a category's), keeping what was typed.
    static let trackerLeave: Endpoint<ForManagers, TrackerID, TrackerDraft> = .post("/trackers/:id/edit/leave")
    static let trackerDelete: Endpoint<ForManagers, TrackerID, NoForm> = .get("/trackers/:id/delete")
    static let deleteTracker = trackerDelete.post(form: ReturnForm.self)

    /// The query that tells a page which main page it was asked from (`?back=…`); empty for the
    /// plain main page.
    static func backQuery(_ back: String) -> String {
        back == home.path ? "" : "?back=" + queryEncoded(back)
    }

    static let statistics: Endpoint<ForMembers, NoParameters, NoForm> = .get("/statistics")
    static let trackerDetails: Endpoint<ForMembers, TrackerID, NoForm> = .get("/trackers/:id")
    static func trackerDetails(id: Int64, month: Month) -> String { trackerDetails(id: id) + "?month=\(month.iso)" }
    /// The details page at `month`, its calendar's days doing `press` (marking leaves it out).
    static func trackerDetails(id: Int64, month: Month, press: CalendarPress) -> String {
        trackerDetails(id: id, month: month) + (press == .mark ? "" : "&press=" + press.rawValue)
    }
    /// A tracker's day (`?day=YYYY-MM-DD`, today without it): its state and its note.
    static let trackerDay: Endpoint<ForMembers, TrackerID, NoForm> = .get("/trackers/:id/day")
    static let saveNote = trackerDay.post(form: NoteForm.self)
    static func trackerDay(id: Int64, day: Day) -> String { trackerDay(id: id) + "?day=\(day.iso)" }

    static let categories: Endpoint<ForManagers, NoParameters, NoForm> = .get("/categories")
    static let createCategory = categories.post(form: CategoryNameForm.self)
    /// The tracker form's way to the category pages, carrying what was typed (read as it came).
    static let categoryDetour: Endpoint<ForManagers, NoParameters, NoForm> = .post("/categories/detour")
    static let newCategory: Endpoint<ForManagers, NoParameters, NoForm> = .get("/categories/new")
    static let categoryEdit: Endpoint<ForManagers, CategoryID, NoForm> = .get("/categories/:id/edit")
    static let renameCategory = categoryEdit.post(form: CategoryNameForm.self)
    static let categoryDelete: Endpoint<ForManagers, CategoryID, NoForm> = .get("/categories/:id/delete")
    static let deleteCategory = categoryDelete.post(form: CategoryDeleteForm.self)

    /// Whether `path` is one of the tracker forms that the category pages may return to.
    static func isTrackerForm(_ path: String) -> Bool {
        if path == newHabit.path || path == newEvent.path { return true }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 4 && parts[1] == "trackers" && Int64(parts[2]) != nil && parts[3] == "edit"
    }
}
