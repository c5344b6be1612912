/// Another member with how they and the viewer follow each other.
public struct HouseholdMember: Sendable, Hashable {
    public var person: Person
    /// They follow the viewer.
    public var followsYou: Bool
    /// The viewer follows them.
    public var followed: Bool
}
