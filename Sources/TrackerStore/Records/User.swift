import Foundation
import GRDB
import TrackerCore

/// What a person may do in the household.
public enum Role: String, Codable, Sendable {
    case owner, member
}

/// A person with an account (table `user`).
public struct User: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "user"
    public var id: Int64
    public var username: String
    public var displayName: String
    public var passwordHash: String
    public var role: Role
    public var language: String?
    public var timeZone: String
    public var dayStartHour: Int
    public var avatarEmoji: String?
    public var notificationsEnabled: Bool
    public var calendarToken: String?
    public var createdAt: Date
}

/// The fields needed to create a person; the database assigns the id.
public struct NewUser: Sendable {
    public var username: String
    public var displayName: String
    public var passwordHash: String
    public var timeZone: String

    public init(username: String, displayName: String, passwordHash: String, timeZone: String) {
        self.username = username
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.timeZone = timeZone
    }
}

extension User {
    /// The clock that turns instants into this person's days.
    public var dayClock: DayClock {
        DayClock(timeZone: TimeZone(identifier: timeZone) ?? .current, dayStartHour: dayStartHour)
    }
}

extension User {
    /// Decodes by column name directly; this runs on every signed-in request.
    public init(row: Row) throws {
        id = row["id"]
        username = row["username"]
        displayName = row["display_name"]
        passwordHash = row["password_hash"]
        role = Role(rawValue: row["role"] as String) ?? .member
        language = row["language"]
        timeZone = row["time_zone"]
        dayStartHour = row["day_start_hour"]
        avatarEmoji = row["avatar_emoji"]
        notificationsEnabled = row["notifications_enabled"]
        calendarToken = row["calendar_token"]
        createdAt = .stored(row, "created_at")
    }
}
