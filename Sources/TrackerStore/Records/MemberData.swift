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
    public internal(set) var trackers: [Tracker]
    /// Each tracker's marked days, oldest first, by tracker id.
    public internal(set) var marks: [Int64: [DayMark]]
    /// Each tracker's notes, oldest first, by tracker id.
    public internal(set) var notes: [Int64: [DayNote]] = [:]
    /// Each tracker's skipped days, oldest first, by tracker id.
    public var skipped: [Int64: [Day]] = [:]
    /// The member's days off, earliest first.
    public var away: [AwayRange] = []
    /// The household trackers among `trackers` (issue 33), by tracker id.
    public internal(set) var chores: [Int64: ChoreData] = [:]
}
