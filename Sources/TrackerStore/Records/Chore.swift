import Foundation
import TrackerCore

/// How a household tracker is shared: by all its members, or by them in turns.
public enum ChoreMode: String, Sendable, Hashable, CaseIterable {
    case shared, turns
}

/// A household tracker's members in turn order, and whether they take turns.
public struct ChorePlan: Sendable, Hashable {
    public var mode: ChoreMode
    public var memberIDs: [Int64]

    public init(mode: ChoreMode, memberIDs: [Int64]) {
        self.mode = mode
        self.memberIDs = memberIDs
    }
}

/// A member who takes part in a chore, as its card names them.
public struct ChoreMember: Sendable, Hashable {
    public var id: Int64
    public var displayName: String

    public init(id: Int64, displayName: String) {
        self.id = id
        self.displayName = displayName
    }
}

/// A household tracker as the main page shows it on a day: its board row (its count is the
/// household's), its members, who marked the day and when, and how many days it was done
/// before the day (whose turn it is).
public struct ChoreRow: Sendable, Hashable {
    public var board: BoardRow
    public var mode: ChoreMode
    public var members: [ChoreMember]
    public var markedBy: String?
    public var markedAt: Date?
    public var doneBefore: Int

    /// Whose turn the day is, with turns on.
    public var turn: ChoreMember? { mode == .turns ? ChoreTurns.turn(of: members, doneBefore: doneBefore) : nil }
    /// Whose turn comes next, with turns on: the day's member until it is done.
    public var nextTurn: ChoreMember? {
        mode == .turns ? ChoreTurns.next(of: members, doneBefore: doneBefore, isDone: board.isDone) : nil
    }
}

/// What a member may do with a tracker: see and mark it (their own, or a chore they take part
/// in), and change or delete it (their own, or a chore they made or, as the owner, any chore).
public struct TrackerAccess: Sendable, Hashable {
    /// The member who keeps the tracker's row (a chore's creator), whose id its queries take.
    public var holderID: Int64
    public var isChore: Bool
    public var mayMark: Bool
    public var mayManage: Bool

    /// Seen at all: anyone else gets "not found".
    public var maySee: Bool { mayMark || mayManage }
}

/// A household tracker in a member's export: who shares it (usernames in turn order), who marked
/// which day, and its category's name when another member keeps it.
public struct ChoreData: Sendable, Equatable {
    public var mode: ChoreMode
    public var members: [String]
    public var doneBy: [Day: String]
    public var categoryName: String?
}
