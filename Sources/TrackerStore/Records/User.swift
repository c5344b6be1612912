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
    /// The interface language the person chose; nil follows the browser's.
    public var language: Language?
    public var timeZone: String
    public var avatarEmoji: String?
    public var notificationsEnabled: Bool
    /// SHA-256 of the secret in the calendar feed's address (`SecretToken.hash`); nil when the
    /// member has no feed.
    public var calendarTokenHash: String?
    public var createdAt: Date
    /// Minutes after midnight at which this person's day starts (see `DayClock`).
    public var dayStartMinute: Int
    /// The background of an emoji avatar, a palette colour.
    public var avatarColor: TrackerColor?
    /// The day a week starts on for "N times a week" and the year view: Monday or Sunday.
    public var firstWeekday: Weekday
}

/// The fields needed to create a person; the database assigns the id.
public struct NewUser: Sendable {
    public var username: String
    public var displayName: String
    public var passwordHash: String
    public var timeZone: String
    /// Trackers the new account starts with (the example trackers ticked on the form).
    public var starter: StarterTrackers?

    public init(username: String, displayName: String, passwordHash: String, timeZone: String, starter: StarterTrackers? = nil) {
        self.username = username
        self.displayName = displayName
        self.passwordHash = passwordHash
        self.timeZone = timeZone
        self.starter = starter
    }
}

/// Ordinary trackers in one ordinary category, made with a new account. Each tracker's
/// `categoryID` is ignored: they go into the category made for them.
public struct StarterTrackers: Sendable {
    public var categoryName: String
    public var trackers: [NewTracker]

    public init(categoryName: String, trackers: [NewTracker]) {
        self.categoryName = categoryName
        self.trackers = trackers
    }
}

extension User {
    /// The clock that turns instants into this person's days.
    public var dayClock: DayClock {
        DayClock(zoneIdentifier: timeZone, dayStartMinute: dayStartMinute)
    }
}

extension User {
    /// The table's columns in the order `init(row:)` reads them. Rows are decoded by position,
    /// as looking each column up by name cost a good part of every signed-in request; a schema test holds
    /// the table to this order, so `SELECT *` gives it.
    static let columns = [
        "id", "username", "display_name", "password_hash", "role", "language", "time_zone", "avatar_emoji", "notifications_enabled",
        "calendar_token_hash", "created_at", "day_start_minute", "avatar_color", "first_weekday",
    ]

    /// Decodes a row whose columns come in the order of `columns`.
    public init(row: Row) throws { try self.init(row: row, from: 0) }

    /// Decodes the columns from `first` on, in the order of `columns` (a row that joins tables).
    init(row: some StoredColumns, from first: Int) throws {
        id = try row.stored(atIndex: first)
        username = try row.stored(atIndex: first + 1)
        displayName = try row.stored(atIndex: first + 2)
        passwordHash = try row.stored(atIndex: first + 3)
        role = Role(rawValue: try row.stored(String.self, atIndex: first + 4)) ?? .member
        language = try row.stored(atIndex: first + 5)
        timeZone = try row.stored(atIndex: first + 6)
        avatarEmoji = try row.stored(atIndex: first + 7)
        notificationsEnabled = try row.stored(atIndex: first + 8)
        calendarTokenHash = try row.stored(atIndex: first + 9)
        createdAt = try .stored(row, first + 10)
        dayStartMinute = try row.stored(atIndex: first + 11)
        avatarColor = try row.stored(atIndex: first + 12)
        firstWeekday = try row.stored(atIndex: first + 13)
    }
}
