import Foundation
import GRDB

extension AppDatabase {
    /// How long a child-device link works.
    public static let deviceLinkLifetime: TimeInterval = 24 * 3600

    /// A guardian makes a one-time link for a child's device; returns the token for the link
    /// (only its hash is stored). A profile they don't guard is "not found".
    public func createDeviceLink(profileID: Int64, by guardianID: Int64, now: Date) async throws -> (token: String, link: DeviceLink) {
        let token = SecretToken.make()
        let link = try await writer.write { db in
            guard try Self.mayManage(db, profileID: profileID, userID: guardianID, orOwner: false) else { throw StoreError.notFound }
            let row = try DeviceLink.fetchOne(
                db,
                sql: """
                    INSERT INTO device_link (token_hash, profile_id, created_by, created_at, expires_at)
                    VALUES (?, ?, ?, ?, ?) RETURNING *
                    """,
                arguments: [
                    SecretToken.hash(token), profileID, guardianID, now.databaseText,
                    now.addingTimeInterval(Self.deviceLinkLifetime).databaseText,
                ]
            )
            guard let row else { throw StoreError.notFound }
            return row
        }
        return (token, link)
    }

    /// The profile's links that can still be used, newest first.
    public func openDeviceLinks(profileID: Int64, now: Date) async throws -> [DeviceLink] {
        try await read { db in
            try DeviceLink.fetchAll(
                db,
                sql: """
                    SELECT * FROM device_link
                    WHERE profile_id = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?
                    ORDER BY created_at DESC, id DESC
                    """,
                arguments: [profileID, now.databaseText]
            )
        }
    }

    /// A guardian revokes an open link of one of their profiles; any other id is "not found".
    /// Returns the link's profile.
    @discardableResult
    public func revokeDeviceLink(id: Int64, by guardianID: Int64, now: Date) async throws -> Int64 {
        try await writer.write { db in
            let profileID = try Int64.fetchOne(
                db,
                sql: """
                    UPDATE device_link SET revoked_at = ?
                    WHERE id = ? AND used_at IS NULL AND revoked_at IS NULL
                      AND profile_id IN (SELECT profile_id FROM guardian WHERE guardian_id = ?)
                    RETURNING profile_id
                    """,
                arguments: [now.databaseText, id, guardianID]
            )
            guard let profileID else { throw StoreError.notFound }
            return profileID
        }
    }

    /// The profile a link's token opens, when the link can still be used.
    public func deviceLinkProfile(token: String, now: Date) async throws -> User? {
        try await read { db in try Self.openDeviceLink(db, token: token, now: now)?.profile }
    }

    /// Uses up a link and starts a child's session for its profile, in one transaction, so a
    /// link signs in one device only. Returns the session's token.
    public func useDeviceLink(token: String, device: String, now: Date) async throws -> String {
        let sessionToken = SecretToken.make()
        try await writer.write { db in
            guard let open = try Self.openDeviceLink(db, token: token, now: now) else { throw StoreError.inviteUnusable }
            try db.execute(
                sql: "UPDATE device_link SET used_at = ? WHERE id = ? AND used_at IS NULL",
                arguments: [now.databaseText, open.link.id]
            )
            guard db.changesCount == 1 else { throw StoreError.inviteUnusable }
            try db.execute(
                sql: """
                    INSERT INTO session (token_hash, user_id, csrf_token, created_at, expires_at, last_seen_at, device, child)
                    VALUES (?, ?, ?, ?, ?, ?, ?, 1)
                    """,
                arguments: [
                    SecretToken.hash(sessionToken), open.profile.id, SecretToken.make(), now.databaseText,
                    now.addingTimeInterval(Self.sessionLifetime).databaseText, now.databaseText, String(device.prefix(100)),
                ]
            )
        }
        return sessionToken
    }

    private static func openDeviceLink(_ db: Database, token: String, now: Date) throws -> (link: DeviceLink, profile: User)? {
        guard let link = try DeviceLink.filter(Column("token_hash") == SecretToken.hash(token)).fetchOne(db),
            link.isOpen(at: now),
            let profile = try User.fetchOne(db, key: link.profileId)
        else { return nil }
        return (link, profile)
    }

    /// A guardian signs out one of their profiles' devices; any other session is "not found".
    /// Returns the device's profile.
    @discardableResult
    public func signOutChildDevice(sessionID: Int64, by guardianID: Int64) async throws -> Int64 {
        try await writer.write { db in
            let profileID = try Int64.fetchOne(
                db,
                sql: """
                    DELETE FROM session WHERE id = ? AND child = 1
                      AND user_id IN (SELECT profile_id FROM guardian WHERE guardian_id = ?)
                    RETURNING user_id
                    """,
                arguments: [sessionID, guardianID]
            )
            guard let profileID else { throw StoreError.notFound }
            return profileID
        }
    }
}
