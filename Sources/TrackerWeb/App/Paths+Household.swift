import TrackerCore

extension Paths {
    // The Household tab, members' pages, following, and avatars.
    public static let household = "/household"
    public static let memberPattern = "/household/:id"
    public static func member(id: Int64) -> String { "/household/\(id)" }
    public static let followersPattern = "/household/:id/followers"
    public static func followers(id: Int64) -> String { "/household/\(id)/followers" }
    public static let followingPattern = "/household/:id/following"
    public static func following(id: Int64) -> String { "/household/\(id)/following" }
    public static let followPattern = "/household/:id/follow"
    public static func follow(id: Int64) -> String { "/household/\(id)/follow" }
    public static let unfollowPattern = "/household/:id/unfollow"
    public static func unfollow(id: Int64) -> String { "/household/\(id)/unfollow" }
    public static let memberTrackerPattern = "/household/:id/trackers/:tracker"
    public static func memberTracker(id: Int64, tracker: Int64) -> String { "/household/\(id)/trackers/\(tracker)" }
    public static func memberTracker(id: Int64, tracker: Int64, month: Month) -> String {
        memberTracker(id: id, tracker: tracker) + "?month=" + month.iso
    }

    /// A member's page on `day`; today's leaves the day out.
    static func member(id: Int64, day: Day, today: Day) -> String {
        day == today ? member(id: id) : member(id: id) + "?day=" + day.iso
    }

    /// Where a follow button sits: `#member-ID`, so the page comes back at that row.
    static func memberAnchor(_ id: Int64) -> String { "member-\(id)" }

    // Your avatar, in Settings.
    public static let settingsAvatar = "/settings/avatar"
    public static let avatarPicture = "/settings/avatar/picture"
    public static let avatarEmoji = "/settings/avatar/emoji"
    public static let avatarRemovePicture = "/settings/avatar/remove-picture"
    public static let avatarInitials = "/settings/avatar/initials"
    /// The avatar page opened from elsewhere than Settings: it returns to `back`.
    static func settingsAvatar(back: String) -> String {
        settingsAvatar + "?back=" + queryEncoded(back, keepingSlashes: true)
    }
    /// Where the Household tab's own card is, for coming back to it.
    static let householdYou = household + "#you"

    /// An uploaded picture's address: the member and a hash of the bytes, so it may be cached
    /// for ever and a new picture has a new address.
    public static let avatarImagePattern = "/avatars/:id/:file"
    public static func avatarImage(id: Int64, hash: String) -> String { "/avatars/\(id)/\(hash).jpg" }
}
