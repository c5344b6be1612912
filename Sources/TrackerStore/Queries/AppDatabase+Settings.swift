import Foundation
import GRDB
import TrackerCore

/// One of a person's own settings, with its new value, checked by the web layer.
public enum PersonalSetting: Sendable, Equatable {
    case displayName(String)
    /// `nil` follows the browser's language.
    case language(Language?)
    case timeZone(String)
    /// Minutes after midnight.
    case dayStart(Int)
    case notifications(Bool)
    /// Monday or Sunday.
    case firstWeekday(Weekday)

    var column: String {
        switch self {
        case .displayName: "display_name"
        case .language: "language"
        case .timeZone: "time_zone"
        case .dayStart: "day_start_minute"
        case .notifications: "notifications_enabled"
        case .firstWeekday: "first_weekday"
        }
    }

    var value: (any DatabaseValueConvertible)? {
        switch self {
        case .displayName(let name): name
        case .language(let language): language
        case .timeZone(let zone): zone
        case .dayStart(let minute): minute
        case .notifications(let enabled): enabled
        case .firstWeekday(let weekday): weekday
        }
    }
}

extension AppDatabase {
    /// Changes one of the person's settings. Days are stored as dates, so a new time zone or day
    /// start changes what "today" is from now on and never rewrites a mark.
    public func update(_ setting: PersonalSetting, userID: Int64) async throws {
        try await writer.write { db in try Self.apply(setting, db, userID: userID) }
    }

    /// Changes several settings in one transaction: all of them, or none.
    public func update(_ settings: [PersonalSetting], userID: Int64) async throws {
        try await writer.write { db in
            for setting in settings { try Self.apply(setting, db, userID: userID) }
        }
    }

    static func apply(_ setting: PersonalSetting, _ db: Database, userID: Int64) throws {
        try db.execute(sql: "UPDATE user SET \(setting.column) = ? WHERE id = ?", arguments: [setting.value, userID])
        guard db.changesCount == 1 else { throw StoreError.notFound }
    }

    /// Sets the person's new password hash and ends their other sessions: whoever knew the old
    /// password is signed out. The session they changed it from stays.
    public func changePassword(userID: Int64, passwordHash: String, keeping sessionID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE user SET password_hash = ? WHERE id = ?", arguments: [passwordHash, userID])
            guard db.changesCount == 1 else { throw StoreError.notFound }
            try db.execute(sql: "DELETE FROM session WHERE user_id = ? AND id <> ?", arguments: [userID, sessionID])
        }
    }
}
