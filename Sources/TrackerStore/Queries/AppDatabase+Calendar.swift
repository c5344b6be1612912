import Foundation
import GRDB
import TrackerCore

/// What a calendar feed shows: whose it is, and their trackers with a reminder time.
public struct CalendarFeed: Sendable {
    public var member: User
    public var reminders: [Reminder]
}

extension AppDatabase {
    /// Gives the member a new calendar feed address and returns its secret; any address they
    /// had stops working at once. Only the secret's hash is stored.
    public func newCalendarFeed(userID: Int64) async throws -> String {
        let token = SecretToken.make()
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE user SET calendar_token_hash = ? WHERE id = ?",
                arguments: [SecretToken.hash(token), userID]
            )
            guard db.changesCount == 1 else { throw StoreError.notFound }
        }
        return token
    }

    /// Turns the member's calendar feed off: its address stops working.
    public func endCalendarFeed(userID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "UPDATE user SET calendar_token_hash = NULL WHERE id = ?", arguments: [userID])
        }
    }

    /// The feed whose address holds `token`, or nil for a token that is wrong or replaced.
    public func calendarFeed(token: String) async throws -> CalendarFeed? {
        guard !token.isEmpty, token.utf8.count <= 128 else { return nil }
        let hash = SecretToken.hash(token)
        return try await read { db in
            guard
                let member = try User.fetchOne(db, sql: "SELECT * FROM user WHERE calendar_token_hash = ?", arguments: [hash])
            else { return nil }
            let reminders = try Self.withSkippedDays(db, Self.reminders(db, userID: member.id), userID: member.id)
            return CalendarFeed(member: member, reminders: reminders)
        }
    }
}
