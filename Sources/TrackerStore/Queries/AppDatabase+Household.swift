import Crypto
import Foundation
import GRDB
import TrackerCore

/// The household: members, following, shared (public) trackers and avatars. Every read of
/// another member's tracker goes through `is_public = 1` here, so a private tracker can't be
/// reached from any page.
extension AppDatabase {
    /// Everything the Household tab shows, read in one transaction: the viewer's own profile,
    /// every other member (by display name, with how they follow each other), and today's shared
    /// trackers of everyone the viewer follows.
    public func household(viewerID: Int64, now: Date) async throws -> Household {
        try await read { db in
            let members = try Self.members(db, viewerID: viewerID, where: "user.id <> ?", [viewerID])
            return Household(
                me: try Self.profile(db, memberID: viewerID, viewerID: viewerID),
                members: members,
                today: try Self.today(db, viewerID: viewerID, following: members.filter(\.followed).map(\.person), now: now)
            )
        }
    }

    /// The viewer as others see them.
    public func person(id: Int64) async throws -> Person {
        try await read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT \(Person.columns) FROM user LEFT JOIN avatar ON avatar.user_id = user.id WHERE user.id = ?",
                arguments: [id]
            )
            guard let row else { throw StoreError.notFound }
            return try Person(row: row)
        }
    }

    /// A member's profile as the viewer sees it; the counts count public trackers only.
    public func profile(memberID: Int64, viewerID: Int64) async throws -> Profile {
        try await read { db in try Self.profile(db, memberID: memberID, viewerID: viewerID) }
    }

    /// The members who follow `memberID` (`followers`), or whom they follow, as the viewer sees them.
    public func follows(of memberID: Int64, followers: Bool, viewerID: Int64) async throws -> [HouseholdMember] {
        try await read { db in
            try Self.requireMember(db, memberID)
            let condition =
                followers
                ? "user.id IN (SELECT follower_id FROM follow WHERE followee_id = ?)"
                : "user.id IN (SELECT followee_id FROM follow WHERE follower_id = ?)"
            return try Self.members(db, viewerID: viewerID, where: condition, [memberID])
        }
    }

    /// The viewer follows `memberID`; following needs no approval in a household. Following twice
    /// changes nothing; an unknown member, or oneself, is not found.
    public func follow(_ memberID: Int64, by viewerID: Int64, now: Date) async throws {
        try await writer.write { db in
            guard memberID != viewerID else { throw StoreError.notFound }
            try Self.requireMember(db, memberID)
            try db.execute(
                sql: "INSERT OR IGNORE INTO follow (follower_id, followee_id, created_at) VALUES (?, ?, ?)",
                arguments: [viewerID, memberID, now.databaseText]
            )
        }
    }

    /// The viewer stops following `memberID`; always possible, and a no-op when not following.
    public func unfollow(_ memberID: Int64, by viewerID: Int64) async throws {
        try await writer.write { db in
            guard memberID != viewerID else { throw StoreError.notFound }
            try Self.requireMember(db, memberID)
            try db.execute(sql: "DELETE FROM follow WHERE follower_id = ? AND followee_id = ?", arguments: [viewerID, memberID])
        }
    }

    /// A member's public trackers as their main page would show them on `day`.
    public func publicBoardRows(memberID: Int64, day: Day) async throws -> [BoardRow] {
        try await boardRows(userID: memberID, day: day, publicOnly: true)
    }

    /// A member's public tracker with its whole history; a private one, or another member's, is
    /// not found.
    public func publicHistory(trackerID: Int64, memberID: Int64) async throws -> (tracker: Tracker, history: TrackerHistory) {
        try await history(trackerID: trackerID, userID: memberID, publicOnly: true)
    }

    /// Throws `notFound` unless `id` is a member of the household.
    static func requireMember(_ db: Database, _ id: Int64) throws {
        guard try Int.fetchOne(db.cachedStatement(sql: "SELECT count(*) FROM user WHERE id = ?"), arguments: [id]) == 1 else {
            throw StoreError.notFound
        }
    }

    /// The members matching `condition`, each with how they and the viewer follow each other.
    /// The few conditions are fixed strings, so each one's statement is compiled once.
    static func members(
        _ db: Database,
        viewerID: Int64,
        where condition: String,
        _ arguments: StatementArguments
    ) throws -> [HouseholdMember] {
        var members: [HouseholdMember] = []
        try db.cachedStatement(
            sql: """
                SELECT \(Person.columns),
                    EXISTS (SELECT 1 FROM follow WHERE follower_id = user.id AND followee_id = ?),
                    EXISTS (SELECT 1 FROM follow WHERE follower_id = ? AND followee_id = user.id)
                FROM user LEFT JOIN avatar ON avatar.user_id = user.id
                WHERE \(condition)
                """
        ).forEachRow([viewerID, viewerID] + arguments) { row in
            members.append(
                HouseholdMember(person: try Person(row: row), followsYou: try row.stored(atIndex: 6), followed: try row.stored(atIndex: 7))
            )
        }
        return NameOrder.sorted(members) { $0.person }
    }
}

/// Members in the order people expect a list of names: by display name ignoring case and
/// accents, then by username (which is unique). Each name is folded once: folding is slow on
/// Linux, far too slow to repeat in every comparison.
enum NameOrder {
    static func sorted<Item>(_ items: [Item], by person: (Item) -> Person) -> [Item] {
        items.map { item -> (key: String, username: String, item: Item) in
            let who = person(item)
            return (NameSearch.fold(who.displayName), who.username, item)
        }
        .sorted { $0.key != $1.key ? $0.key < $1.key : $0.username < $1.username }
        .map(\.item)
    }
}

// MARK: - Avatars

extension AppDatabase {
    /// The longest avatar picture kept, in bytes (a 256 px JPEG is far smaller).
    public static let maximumPictureBytes = 512 * 1024

    /// Keeps an already re-encoded picture as the person's avatar; its address changes with it.
    public func setAvatarPicture(userID: Int64, jpeg: Data, now: Date) async throws -> String {
        guard !jpeg.isEmpty, jpeg.count <= Self.maximumPictureBytes else { throw StoreError.notFound }
        let hash = Self.pictureHash(jpeg)
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO avatar (user_id, hash, media_type, data, updated_at) VALUES (?, ?, 'image/jpeg', ?, ?)
                    ON CONFLICT (user_id) DO UPDATE SET hash = excluded.hash, media_type = excluded.media_type,
                        data = excluded.data, updated_at = excluded.updated_at
                    """,
                arguments: [userID, hash, jpeg, now.databaseText]
            )
        }
        return hash
    }

    /// Removes the uploaded picture; the emoji (or the initials) shows again.
    public func removeAvatarPicture(userID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM avatar WHERE user_id = ?", arguments: [userID])
        }
    }

    /// An emoji on a palette colour as the avatar, in place of any picture; `nil` for initials.
    public func setAvatarEmoji(userID: Int64, emoji: String?, color: TrackerColor?) async throws {
        try await writer.write { db in try Self.setAvatarEmoji(db, userID: userID, emoji: emoji, color: color) }
    }

    static func setAvatarEmoji(_ db: Database, userID: Int64, emoji: String?, color: TrackerColor?) throws {
        try db.execute(
            sql: "UPDATE user SET avatar_emoji = ?, avatar_color = ? WHERE id = ?",
            arguments: [emoji, emoji == nil ? nil : color, userID]
        )
        try db.execute(sql: "DELETE FROM avatar WHERE user_id = ?", arguments: [userID])
    }

    /// A member's picture when `hash` is its current one; an old address finds nothing.
    public func avatarPicture(userID: Int64, hash: String) async throws -> AvatarPicture? {
        try await read { db in
            try Row.fetchOne(
                db,
                sql: "SELECT hash, media_type, data FROM avatar WHERE user_id = ? AND hash = ?",
                arguments: [userID, hash]
            ).map { AvatarPicture(hash: $0[0], mediaType: $0[1], data: $0[2]) }
        }
    }

    /// The first 16 hex digits of the bytes' SHA-256.
    static func pictureHash(_ data: Data) -> String {
        SHA256.hash(data: data).prefix(8).map { String(format: "%02x", $0) }.joined()
    }
}
