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
    /// The table's columns in the order `init(row:)` reads them. Rows are decoded by position,
    /// as looking each column up by name cost a good part of every signed-in request; a schema test holds
    /// the table to this order, so `SELECT *` gives it.
    static let columns = [
        "id", "username", "display_name", "password_hash", "role", "language", "time_zone", "day_start_hour", "avatar_emoji", "notifications_enabled",
        "calendar_token", "created_at",
    ]

    /// Decodes a row whose columns come in the order of `columns`.
    public init(row: Row) throws {
        id = row[0]
        username = row[1]
        displayName = row[2]
        passwordHash = row[3]
        role = Role(rawValue: row[4] as String) ?? .member
        language = row[5]
        timeZone = row[6]
        dayStartHour = row[7]
        avatarEmoji = row[8]
        notificationsEnabled = row[9]
        calendarToken = row[10]
        createdAt = .stored(row, 11)
    }
}
