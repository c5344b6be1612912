import Foundation
import GRDB
import TrackerCore

/// A member as other members see them: names and avatar. The avatar is the uploaded picture
/// when there is one, else the emoji on its colour, else the initials.
public struct Person: Sendable, Hashable {
    public var id: Int64
    public var username: String
    public var displayName: String
    public var avatarEmoji: String?
    public var avatarColor: String?
    /// The hash that names the uploaded picture's address, when there is a picture.
    public var pictureHash: String?

    public init(
        id: Int64,
        username: String,
        displayName: String,
        avatarEmoji: String? = nil,
        avatarColor: String? = nil,
        pictureHash: String? = nil
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.avatarEmoji = avatarEmoji
        self.avatarColor = avatarColor
        self.pictureHash = pictureHash
    }

    /// The columns `init(row:at:)` reads, for `FROM user LEFT JOIN avatar ON avatar.user_id = user.id`.
    static let columns = "user.id, user.username, user.display_name, user.avatar_emoji, user.avatar_color, avatar.hash"

    init(row: Row, at start: Int = 0) {
        id = row[start]
        username = row[start + 1]
        displayName = row[start + 2]
        avatarEmoji = row[start + 3]
        avatarColor = row[start + 4]
        pictureHash = row[start + 5]
    }
}

/// Another member with how they and the viewer follow each other.
public struct HouseholdMember: Sendable, Hashable {
    public var person: Person
    /// They follow the viewer.
    public var followsYou: Bool
    /// The viewer follows them.
    public var followed: Bool
}

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
    public var color: String
    public var isDone: Bool
}

/// The Household tab's data, read together: the viewer's profile, the other members, and today's
/// shared trackers of those the viewer follows.
public struct Household: Sendable {
    public var me: Profile
    public var members: [HouseholdMember]
    /// Only members with a shared tracker today, in the members' order.
    public var today: [HouseholdToday]
}

/// An uploaded avatar picture, as served.
public struct AvatarPicture: Sendable {
    public var hash: String
    public var mediaType: String
    public var data: Data
}
