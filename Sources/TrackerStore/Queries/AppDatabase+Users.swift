import Foundation
import GRDB

extension AppDatabase {
    /// Whether anyone has an account yet; setup is open only while nobody has.
    public func hasUsers() async throws -> Bool {
        try await read { db in try User.fetchCount(db) > 0 }
    }

    /// Creates the first account as the household's owner. Fails once any account exists.
    public func createOwner(_ new: NewUser, now: Date) async throws -> User {
        try await writer.write { db in
            guard try User.fetchCount(db) == 0 else { throw StoreError.setupClosed }
            return try Self.insertUser(db, new, role: .owner, now: now)
        }
    }

    /// Creates a member account (the command line uses this; the web uses invites).
    public func createMember(_ new: NewUser, now: Date) async throws -> User {
        try await writer.write { db in try Self.insertUser(db, new, role: .member, now: now) }
    }

    /// The person with this username (usernames are stored in lowercase).
    public func user(username: String) async throws -> User? {
        try await read { db in
            try User.filter(Column("username") == username.lowercased()).fetchOne(db)
        }
    }

    /// Sets a new password hash, signs the person out everywhere and lifts any sign-in lock.
    public func resetPassword(userID: Int64, passwordHash: String) async throws {
        try await writer.write { db in
            guard let user = try User.fetchOne(db, key: userID) else { throw StoreError.notFound }
            try db.execute(sql: "UPDATE user SET password_hash = ? WHERE id = ?", arguments: [passwordHash, userID])
            try db.execute(sql: "DELETE FROM session WHERE user_id = ?", arguments: [userID])
            try db.execute(sql: "DELETE FROM sign_in_limit WHERE key = ?", arguments: ["user:" + user.username])
        }
    }

    static func insertUser(_ db: Database, _ new: NewUser, role: Role, now: Date) throws -> User {
        let username = new.username.lowercased()
        if try User.filter(Column("username") == username).fetchCount(db) > 0 {
            throw StoreError.usernameTaken
        }
        let user = try User.fetchOne(
            db,
            sql: """
                INSERT INTO user (username, display_name, password_hash, role, time_zone, created_at)
                VALUES (?, ?, ?, ?, ?, ?) RETURNING *
                """,
            arguments: [username, new.displayName, new.passwordHash, role.rawValue, new.timeZone, now.databaseText]
        )
        guard let user else { throw StoreError.notFound }
        if let starter = new.starter, !starter.trackers.isEmpty {
            let category = try Self.insertCategory(db, userID: user.id, name: starter.categoryName, now: now)
            for var tracker in starter.trackers {
                tracker.categoryID = category.id
                _ = try Self.insertTracker(db, userID: user.id, tracker, now: now)
            }
        }
        return user
    }
}
