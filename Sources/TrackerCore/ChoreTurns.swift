/// Whose turn a household tracker (a chore taken in turns) is. The members take it in their
/// order, one done day each: the turn is the member at the number of days done before the day,
/// counted round the list. A member who leaves drops out of the list, and the turn goes on among
/// the others.
public enum ChoreTurns {
    /// The member whose turn it is on a day the chore was done `doneBefore` times before; `nil`
    /// when nobody takes part.
    public static func turn<Member>(of members: [Member], doneBefore: Int) -> Member? {
        guard !members.isEmpty else { return nil }
        return members[max(doneBefore, 0) % members.count]
    }

    /// Whose turn comes after the day: the same member while the day is not done, the next one
    /// once it is.
    public static func next<Member>(of members: [Member], doneBefore: Int, isDone: Bool) -> Member? {
        turn(of: members, doneBefore: doneBefore + (isDone ? 1 : 0))
    }
}
