import TrackerCore

/// Everything of one member that "Download my data" writes: their settings, whom they follow,
/// their categories and trackers, and every marked day. Read in one transaction.
public struct MemberData: Sendable {
    public let user: User
    /// The usernames the member follows.
    public let following: [String]
    /// In the order they were made.
    public let categories: [Category]
    /// In the order they were made.
    public let trackers: [Tracker]
    /// Each tracker's marked days, oldest first, by tracker id.
    public let marks: [Int64: [DayMark]]
}

/// A marked day; `value` only for a measurable tracker.
public struct DayMark: Sendable, Equatable {
    public let day: Day
    public let value: Double?

    public init(day: Day, value: Double?) {
        self.day = day
        self.value = value
    }
}

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
    public var avatar: (emoji: String, color: String)?

    public init(
        categories: [String],
        trackers: [ImportedTracker],
        following: [String] = [],
        settings: [PersonalSetting] = [],
        avatar: (emoji: String, color: String)? = nil
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

    public init(fields: NewTracker, pinned: Bool, marks: [DayMark]) {
        self.fields = fields
        self.pinned = pinned
        self.marks = marks
    }
}

/// "Add to my data" merges a tracker with one of the same name and kind, day by day;
/// "replace my data" deletes every category, tracker and mark first.
public enum ImportMode: String, Sendable, CaseIterable {
    case add, replace
}

/// Counts of a member's categories, trackers and marked days.
public struct DataCounts: Sendable, Equatable {
    public var categories: Int
    public var trackers: Int
    public var days: Int

    public init(categories: Int, trackers: Int, days: Int) {
        self.categories = categories
        self.trackers = trackers
        self.days = days
    }
}

/// What an import would do, before it is done.
public struct ImportPreview: Sendable, Equatable {
    /// What the file holds.
    public var file: DataCounts
    /// What the account holds now (what "replace" deletes).
    public var current: DataCounts
    /// The file's categories whose name the account already has (added to, not doubled).
    public var sameCategories: [String]
    /// The file's trackers that "add" merges into one of the same name and kind.
    public var mergedTrackers: [String]
    /// Days of merged trackers that are marked in both; the account's own mark stays.
    public var daysAlreadyMarked: Int
    /// Usernames the file follows that are in this household, and those that aren't.
    public var followingFound: [String]
    public var followingMissing: [String]
}

/// What an import did.
public struct ImportResult: Sendable, Equatable {
    public var trackersAdded: Int
    public var trackersMerged: Int
    public var daysAdded: Int

    public init(trackersAdded: Int, trackersMerged: Int, daysAdded: Int) {
        self.trackersAdded = trackersAdded
        self.trackersMerged = trackersMerged
        self.daysAdded = daysAdded
    }
}
