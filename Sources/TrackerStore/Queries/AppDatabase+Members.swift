import Foundation
import GRDB

/// A member of the household as the Members list shows them.
public struct Member: Sendable, Equatable {
    public var user: User
    public var trackerCount: Int
    public var completionCount: Int
}

/// A password-reset link that can still be used, with the member it is for.
public struct OpenPasswordReset: Sendable, Equatable {
    public var reset: PasswordReset
    public var user: User
}

extension AppDatabase {
    /// How long a password-reset link works.
    public static let passwordResetLifetime: TimeInterval = 24 * 3600

    /// Everyone in the household who signs in (not the managed profiles), the owner first, then
    /// by when they joined.
    public func members() async throws -> [User] {
        try await readStatement { db in
            try User.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT * FROM user WHERE id NOT IN (SELECT user_id FROM managed_profile)
                        ORDER BY role = 'owner' DESC, created_at, id
                        """
                )
            )
        }
    }

    /// One member of the household, with how many trackers and marks are theirs (what goes
    /// with them when they are removed: not the chores handed over to another member).
    public func member(id: Int64) async throws -> Member {
        try await read { db in
            guard let user = try User.fetchOne(db, key: id) else { throw StoreError.notFound }
            let (trackers, marks) = try Self.trackersAndMarks(db, userID: id, leavingHandedOver: true)
            return Member(user: user, trackerCount: trackers, completionCount: marks)
        }
    }

    /// Removes a member with everything of theirs (trackers, marks, categories, sessions,
    /// invites), in one transaction; the chores they made go to the next member who takes part
    /// (`handOverChores`). Only the owner may; nobody removes the owner.
    public func removeMember(id: Int64, by ownerID: Int64, now: Date = Date()) async throws {
        try await writer.write { db in
            try Self.requireOwner(db, ownerID)
            // A managed profile is deleted from its own page (`deleteProfile`), not removed here.
            let member = "id = ? AND role = 'member' AND id NOT IN (SELECT user_id FROM managed_profile)"
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM user WHERE \(member))", arguments: [id]) == true
            else { throw StoreError.notFound }
            try Self.handOverChores(db, from: id, now: now)
            try db.execute(sql: "DELETE FROM user WHERE \(member)", arguments: [id])
            guard db.changesCount == 1 else { throw StoreError.notFound }
        }
    }

    /// The owner makes a one-time link with which a member sets a new password; returns the
    /// token for the link (only its hash is stored). Any older open link for them is revoked.
    public func createPasswordReset(for userID: Int64, by ownerID: Int64, now: Date) async throws -> (token: String, reset: PasswordReset) {
        let token = SecretToken.make()
        let reset = try await writer.write { db in
            try Self.requireOwner(db, ownerID)
            // A managed profile has no password to reset (issue 33).
            guard try User.filter(id: userID).filter(Column("role") == "member").fetchCount(db) == 1,
                try !Self.isManaged(db, userID)
            else {
                throw StoreError.notFound
            }
            try db.execute(
                sql: "UPDATE password_reset SET revoked_at = ? WHERE user_id = ? AND used_at IS NULL AND revoked_at IS NULL",
                arguments: [now.databaseText, userID]
            )
            let row = try PasswordReset.fetchOne(
                db,
                sql: """
                    INSERT INTO password_reset (token_hash, user_id, created_by, created_at, expires_at)
                    VALUES (?, ?, ?, ?, ?) RETURNING *
                    """,
                arguments: [
                    SecretToken.hash(token), userID, ownerID, now.databaseText,
                    now.addingTimeInterval(Self.passwordResetLifetime).databaseText,
                ]
            )
            guard let row else { throw StoreError.notFound }
            return row
        }
        return (token, reset)
    }

    /// The reset links the owner made that can still be used, newest first.
    public func openPasswordResets(by ownerID: Int64, now: Date) async throws -> [PasswordReset] {
        try await readStatement { db in try OneTimeLinks.open(db, table: "password_reset", createdBy: ownerID, now: now) }
    }

    /// Revokes an open reset link the owner made; any other id is "not found".
    public func revokePasswordReset(id: Int64, by ownerID: Int64, now: Date) async throws {
        try await writer.write { db in try OneTimeLinks.revoke(db, table: "password_reset", id: id, createdBy: ownerID, now: now) }
    }

    /// The reset link behind a token, when it can still be used.
    public func openPasswordReset(token: String, now: Date) async throws -> OpenPasswordReset? {
        try await read { db in try Self.openPasswordReset(db, token: token, now: now) }
    }

    /// Sets the member's new password with a reset link and uses the link up, in one
    /// transaction: the member is signed out everywhere, and any sign-in lock is lifted.
    public func usePasswordReset(token: String, passwordHash: String, now: Date) async throws -> User {
        try await writer.write { db in
            guard let open = try Self.openPasswordReset(db, token: token, now: now) else { throw StoreError.resetUnusable }
            try db.execute(
                sql: "UPDATE password_reset SET used_at = ? WHERE id = ? AND used_at IS NULL",
                arguments: [now.databaseText, open.reset.id]
            )
            guard db.changesCount == 1 else { throw StoreError.resetUnusable }
            try db.execute(sql: "UPDATE user SET password_hash = ? WHERE id = ?", arguments: [passwordHash, open.user.id])
            try db.execute(sql: "DELETE FROM session WHERE user_id = ?", arguments: [open.user.id])
            try db.execute(sql: "DELETE FROM sign_in_limit WHERE key = ?", arguments: ["user:" + open.user.username])
            return open.user
        }
    }

    static func openPasswordReset(_ db: Database, token: String, now: Date) throws -> OpenPasswordReset? {
        guard let reset = try PasswordReset.filter(Column("token_hash") == SecretToken.hash(token)).fetchOne(db),
            reset.isOpen(at: now),
            let user = try User.fetchOne(db, key: reset.userId)
        else { return nil }
        return OpenPasswordReset(reset: reset, user: user)
    }

    /// How many trackers and marks are the person's: what goes with them when they are removed
    /// (with `leavingHandedOver`, not the chores another participant will keep).
    static func trackersAndMarks(_ db: Database, userID: Int64, leavingHandedOver: Bool = false) throws -> (trackers: Int, marks: Int) {
        let going = "tracker.user_id = ?1" + (leavingHandedOver ? " AND NOT \(handedOver)" : "")
        let trackers = try Int.fetchOne(db, sql: "SELECT count(*) FROM tracker WHERE \(going)", arguments: [userID]) ?? 0
        let marks =
            try Int.fetchOne(
                db,
                sql: "SELECT count(*) FROM completion JOIN tracker ON tracker.id = completion.tracker_id WHERE \(going)",
                arguments: [userID]
            ) ?? 0
        return (trackers, marks)
    }

    static func requireOwner(_ db: Database, _ userID: Int64) throws {
        guard try User.filter(id: userID).filter(Column("role") == "owner").fetchCount(db) == 1 else {
            throw StoreError.notFound
        }
    }
}
