import TrackerCore

/// One followed member's part of "Today in the household": their shared trackers shown on their
/// own today, in their page's order.
public struct HouseholdToday: Sendable, Hashable {
    public var person: Person
    public var trackers: [SharedToday]
}

/// One shared tracker in "Today in the household", and whether it is done today.
public struct SharedToday: Sendable, Hashable {
    public var trackerID: Int64
    public var name: String
    public var emoji: String
    public var color: TrackerColor
    public var isDone: Bool
}
