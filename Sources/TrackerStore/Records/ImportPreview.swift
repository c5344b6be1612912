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
