import TrackerCore

/// A member's profile: who they are, who follows whom, and how many trackers they share.
public struct Profile: Sendable, Hashable {
    public var member: HouseholdMember
    public var followers: Int
    public var following: Int
    public var publicTrackers: Int
    /// The member's clock, for their "today".
    public var timeZone: String
    public var dayStartMinute: Int

    /// The member's clock: their marks are in their days.
    public var dayClock: DayClock { DayClock(zoneIdentifier: timeZone, dayStartMinute: dayStartMinute) }
}
