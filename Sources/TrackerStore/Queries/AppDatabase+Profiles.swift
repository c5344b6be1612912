import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Creates a managed profile with `guardianID` as its first guardian, in one transaction.
    /// Its username is internal (`profile:…`, a `:` no account form accepts). The child lives the
    /// guardian's days: their day start and first weekday come with the profile (its time zone is
    /// the one given, the maker's).
    public func createProfile(_ new: NewProfile, guardianID: Int64, now: Date) async throws -> User {
        try await writer.write { db in
            guard try User.fetchOne(db, key: guardianID) != nil, try !Self.isManaged(db, guardianID) else {
                throw StoreError.notFound
            }
            let username = User.profilePrefix + SecretToken.make().prefix(20).lowercased()
            let row = try User.fetchOne(
                db,
                sql: """
                    INSERT INTO user (username, display_name, password_hash, role, language, time_zone, avatar_emoji, avatar_color,
                        created_at, day_start_minute, first_weekday)
                    SELECT ?, ?, ?, 'member', ?, ?, ?, ?, ?, day_start_minute, first_weekday FROM user WHERE id = ?
                    RETURNING *
                    """,
                arguments: [
                    username, new.displayName, User.noPassword, new.language?.rawValue, new.timeZone, new.avatarEmoji,
                    new.avatarColor?.rawValue, now.databaseText, guardianID,
                ]
            )
            guard let profile = row else { throw StoreError.notFound }
            try db.execute(sql: "INSERT INTO managed_profile (user_id, created_at) VALUES (?, ?)", arguments: [profile.id, now.databaseText])
            try db.execute(sql: "INSERT INTO guardian (profile_id, guardian_id) VALUES (?, ?)", arguments: [profile.id, guardianID])
            return profile
        }
    }

    /// A guardian changes a profile's name, avatar and language (its time zone and days stay its
    /// maker's). A profile they don't guard is "not found".
    public func updateProfile(id: Int64, _ changed: NewProfile, by guardianID: Int64) async throws {
        try await writer.write { db in
            guard try Self.mayManage(db, profileID: id, userID: guardianID, orOwner: false) else { throw StoreError.notFound }
            try db.execute(
                sql: "UPDATE user SET display_name = ?, avatar_emoji = ?, avatar_color = ?, language = ? WHERE id = ?",
                arguments: [changed.displayName, changed.avatarEmoji, changed.avatarColor?.rawValue, changed.language?.rawValue, id]
            )
        }
    }

    static func isManaged(_ db: Database, _ userID: Int64) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM managed_profile WHERE user_id = ?)", arguments: [userID]) ?? false
    }

    /// Whether the person is a managed profile.
    public func isManaged(_ userID: Int64) async throws -> Bool {
        try await read { db in try Self.isManaged(db, userID) }
    }

    /// The ids of every managed profile.
    public func managedProfileIDs() async throws -> Set<Int64> {
        try await read { db in Set(try Int64.fetchAll(db, sql: "SELECT user_id FROM managed_profile")) }
    }

    /// The profiles on a member's Household tab: those they guard, and every one for the owner.
    public func profiles(shownTo viewer: User) async throws -> [User] {
        if viewer.role != .owner { return try await profiles(guardedBy: viewer.id) }
        return try await readStatement { db in
            try Self.users(
                db.cachedStatement(
                    sql: "SELECT user.* FROM user JOIN managed_profile ON managed_profile.user_id = user.id ORDER BY user.display_name, user.id"
                ),
                []
            )
        }
    }

    /// The profiles `guardianID` manages, by name. One statement, kept compiled (as the one
    /// above): the Household tab asks on every request.
    public func profiles(guardedBy guardianID: Int64) async throws -> [User] {
        try await readStatement { db in
            try Self.users(
                db.cachedStatement(
                    sql: """
                        SELECT user.* FROM user JOIN guardian ON guardian.profile_id = user.id
                        WHERE guardian.guardian_id = ? ORDER BY user.display_name, user.id
                        """
                ),
                [guardianID]
            )
        }
    }

    /// The members `statement` (a `SELECT user.*`) finds, read straight from it.
    static func users(_ statement: Statement, _ arguments: StatementArguments) throws -> [User] {
        var users: [User] = []
        try statement.forEachRow(arguments) { row in users.append(try User(row: row, from: 0)) }
        return users
    }

    /// A profile's page for `viewerID`: its guardians may see it, and so may the owner; anyone
    /// else (and any id that is not a profile) is "not found".
    public func profileDetails(id: Int64, viewerID: Int64) async throws -> ProfileDetails {
        try await read { db in
            guard try Self.isManaged(db, id), try Self.mayManage(db, profileID: id, userID: viewerID, orOwner: true),
                let profile = try User.fetchOne(db, key: id)
            else { throw StoreError.notFound }
            let guardians = try User.fetchAll(
                db,
                sql: """
                    SELECT user.* FROM user JOIN guardian ON guardian.guardian_id = user.id
                    WHERE guardian.profile_id = ? ORDER BY user.display_name, user.id
                    """,
                arguments: [id]
            )
            let (trackers, marks) = try Self.trackersAndMarks(db, userID: id)
            return ProfileDetails(profile: profile, guardians: guardians, trackerCount: trackers, completionCount: marks)
        }
    }

    /// Whether `userID` is a guardian of the profile (or, with `orOwner`, the household's owner).
    static func mayManage(_ db: Database, profileID: Int64, userID: Int64, orOwner: Bool) throws -> Bool {
        let guardian = try Bool.fetchOne(
            db,
            sql: "SELECT EXISTS (SELECT 1 FROM guardian WHERE profile_id = ? AND guardian_id = ?)",
            arguments: [profileID, userID]
        )
        if guardian == true { return true }
        guard orOwner else { return false }
        return try User.filter(id: userID).filter(Column("role") == "owner").fetchCount(db) == 1
    }

    /// Whether `userID` is one of the profile's guardians.
    public func isGuardian(of profileID: Int64, userID: Int64) async throws -> Bool {
        try await read { db in try Self.mayManage(db, profileID: profileID, userID: userID, orOwner: false) }
    }

    /// The owner makes a member (not a profile) a guardian of the profile.
    public func addGuardian(profileID: Int64, guardianID: Int64, by ownerID: Int64) async throws {
        try await writer.write { db in
            try Self.requireOwner(db, ownerID)
            guard try Self.isManaged(db, profileID), try User.fetchOne(db, key: guardianID) != nil, try !Self.isManaged(db, guardianID) else {
                throw StoreError.notFound
            }
            try db.execute(sql: "INSERT OR IGNORE INTO guardian (profile_id, guardian_id) VALUES (?, ?)", arguments: [profileID, guardianID])
        }
    }

    /// The owner removes a guardian; their switch to the profile ends with it.
    public func removeGuardian(profileID: Int64, guardianID: Int64, by ownerID: Int64) async throws {
        try await writer.write { db in
            try Self.requireOwner(db, ownerID)
            try db.execute(sql: "DELETE FROM guardian WHERE profile_id = ? AND guardian_id = ?", arguments: [profileID, guardianID])
            guard db.changesCount == 1 else { throw StoreError.notFound }
            try db.execute(sql: "UPDATE session SET acting_as = NULL WHERE user_id = ? AND acting_as = ?", arguments: [guardianID, profileID])
        }
    }

    /// The owner deletes a profile with everything of its own (trackers, marks, sessions, links).
    public func deleteProfile(id: Int64, by ownerID: Int64) async throws {
        try await writer.write { db in
            try Self.requireOwner(db, ownerID)
            guard try Self.isManaged(db, id) else { throw StoreError.notFound }
            try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [id])
        }
    }

    /// A guardian's session switches to one of their profiles, or back (`profileID` nil).
    /// A profile they don't guard is "not found"; a child's own session can't switch.
    public func switchSession(_ sessionID: Int64, guardianID: Int64, to profileID: Int64?) async throws {
        try await writer.write { db in
            if let profileID, try !Self.mayManage(db, profileID: profileID, userID: guardianID, orOwner: false) {
                throw StoreError.notFound
            }
            try db.execute(
                sql: "UPDATE session SET acting_as = ? WHERE id = ? AND user_id = ? AND child = 0",
                arguments: [profileID, sessionID, guardianID]
            )
            guard db.changesCount == 1 else { throw StoreError.notFound }
        }
    }
}
