import Foundation
import GRDB
import TrackerCore

/// What a new managed profile starts with (issue 33): the guardian who makes it is its first.
public struct NewProfile: Sendable {
    public var displayName: String
    public var avatarEmoji: String?
    public var avatarColor: TrackerColor?
    public var language: Language?
    public var timeZone: String

    public init(displayName: String, avatarEmoji: String?, avatarColor: TrackerColor?, language: Language?, timeZone: String) {
        self.displayName = displayName
        self.avatarEmoji = avatarEmoji
        self.avatarColor = avatarColor
        self.language = language
        self.timeZone = timeZone
    }
}

/// A one-time link that signs a child's device in as their profile (table `device_link`).
/// Only a hash of its token is stored.
public struct DeviceLink: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "device_link"
    public var id: Int64
    public var tokenHash: String
    public var profileId: Int64
    public var createdBy: Int64
    public var createdAt: Date
    public var expiresAt: Date
    public var usedAt: Date?
    public var revokedAt: Date?

    /// Whether the link can still be used at `now`.
    public func isOpen(at now: Date) -> Bool { usedAt == nil && revokedAt == nil && expiresAt > now }
}

/// A profile as its page shows it: the profile, its guardians, and what goes with it.
public struct ProfileDetails: Sendable, Equatable {
    public var profile: User
    public var guardians: [User]
    public var trackerCount: Int
    public var completionCount: Int
}

extension User {
    /// The password hash of a managed profile: no bcrypt check accepts it, so nobody signs in
    /// as the profile with a password.
    public static let noPassword = "!managed-profile"
    /// How a managed profile's internal username starts: no account form accepts a `:`.
    public static let profilePrefix = "profile:"
}

extension Person {
    /// The name shown after "@": a managed profile's internal username is not shown.
    public var shownUsername: String { username.hasPrefix(User.profilePrefix) ? "" : username }
}
