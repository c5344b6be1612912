/// The Household tab's data, read together: the viewer's profile, the other members, and today's
/// shared trackers of those the viewer follows.
public struct Household: Sendable {
    public var me: Profile
    public var members: [HouseholdMember]
    /// Only members with a shared tracker today, in the members' order.
    public var today: [HouseholdToday]
}
