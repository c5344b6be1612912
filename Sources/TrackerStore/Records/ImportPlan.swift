import TrackerCore

/// An import, checked by the web layer with the forms' rules: what goes into the account.
public struct ImportPlan: Sendable {
    /// Category names, in the file's order.
    public var categories: [String]
    public var trackers: [ImportedTracker]
    /// Usernames to follow; those not in the household are left out.
    public var following: [String]
    /// The file's settings, applied only when the member asks for them.
    public var settings: [PersonalSetting]
    /// The file's emoji avatar on its colour, applied with the settings.
    public var avatar: (emoji: String, color: TrackerColor)?
    /// Days off, each a first and last day; ranges that overlap one already there are left out.
    public var away: [(first: Day, last: Day)] = []
    /// The file's household trackers, left out (issue 33).
    public var householdTrackers = 0

    public init(
        categories: [String],
        trackers: [ImportedTracker],
        following: [String] = [],
        settings: [PersonalSetting] = [],
        avatar: (emoji: String, color: TrackerColor)? = nil
    ) {
        self.categories = categories
        self.trackers = trackers
        self.following = following
        self.settings = settings
        self.avatar = avatar
    }
}

/// One tracker of an import. `fields.categoryID` is the index of its category in
/// `ImportPlan.categories`.
public struct ImportedTracker: Sendable {
    public var fields: NewTracker
    public var pinned: Bool
    public var marks: [DayMark]
    /// Its notes, checked (`NoteText`), one a day.
    public var notes: [DayNote]
    /// Comes in archived (a new tracker only; a merged one keeps its own state).
    public var archived = false
    /// Skipped days; a day the tracker has marked (in the account or the file) stays marked.
    public var skipped: [Day] = []

    public init(fields: NewTracker, pinned: Bool, marks: [DayMark], notes: [DayNote] = []) {
        self.fields = fields
        self.pinned = pinned
        self.marks = marks
        self.notes = notes
    }
}
