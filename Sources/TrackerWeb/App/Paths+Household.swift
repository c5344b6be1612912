import TrackerCore

extension Paths {
    // The Household tab, members' pages, following, and avatars.
    static let household: Endpoint<ForManagers, NoParameters, NoForm> = .get("/household")
    static let member: Endpoint<ForManagers, HouseholdMemberID, NoForm> = .get("/household/:id")
    static let followers: Endpoint<ForManagers, HouseholdMemberID, NoForm> = .get("/household/:id/followers")
    static let following: Endpoint<ForManagers, HouseholdMemberID, NoForm> = .get("/household/:id/following")
    static let follow: Endpoint<ForManagers, HouseholdMemberID, ReturnForm> = .post("/household/:id/follow")
    static let unfollow: Endpoint<ForManagers, HouseholdMemberID, ReturnForm> = .post("/household/:id/unfollow")
    static let memberTracker: Endpoint<ForManagers, SharedTrackerPath, NoForm> = .get("/household/:id/trackers/:tracker")
    static func memberTracker(id: Int64, tracker: Int64, month: Month) -> String {
        memberTracker(id: id, tracker: tracker) + "?month=" + month.iso
    }

    /// A member's page on `day`; today's leaves the day out.
    static func member(id: Int64, day: Day, today: Day) -> String {
        day == today ? member(id: id) : member(id: id) + "?day=" + day.iso
    }

    /// Where a follow button sits: `#member-ID`, so the page comes back at that row.
    static func memberAnchor(_ id: Int64) -> String { "member-\(id)" }

    // Your avatar, in Settings.
    static let settingsAvatar: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/avatar")
    static let avatarPicture: Endpoint<ForAdults, NoParameters, NoForm> = .upload(
        "/settings/avatar/picture",
        limit: uploadLimit,
        tooLarge: .pictureTooLarge
    )
    static let avatarEmoji: Endpoint<ForAdults, NoParameters, AvatarController.EmojiForm> = .post("/settings/avatar/emoji")
    static let avatarRemovePicture: Endpoint<ForAdults, NoParameters, ReturnForm> = .post("/settings/avatar/remove-picture")
    static let avatarInitials: Endpoint<ForAdults, NoParameters, ReturnForm> = .post("/settings/avatar/initials")
    /// The largest avatar upload: a phone photo is 2–5 MB.
    static let uploadLimit = 5 * 1024 * 1024
    /// The avatar page opened from elsewhere than Settings: it returns to `back`.
    static func settingsAvatar(back: String) -> String {
        settingsAvatar.path + "?back=" + queryEncoded(back, keepingSlashes: true)
    }
    /// Where the Household tab's own card is, for coming back to it.
    static let householdYou = household.path + "#you"

    /// An uploaded picture's address: the member and a hash of the bytes, so it may be cached
    /// for ever and a new picture has a new address.
    static let avatarImage: Endpoint<ForMembers, AvatarImagePath, NoForm> = .get("/avatars/:id/:file")
    static func avatarImage(id: Int64, hash: String) -> String { avatarImage.link(AvatarImagePath(member: id, file: hash + ".jpg")) }
}
