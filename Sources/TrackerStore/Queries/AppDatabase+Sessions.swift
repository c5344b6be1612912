import Foundation
import GRDB

extension AppDatabase {
    /// How long a session lasts without use.
    public static let sessionLifetime: TimeInterval = 30 * 24 * 3600

    /// How stale "last seen" may get: a session in use is written to at most this often.
    public static let lastSeenResolution: TimeInterval = 3600

    /// Starts a session for a person; returns the token for the cookie (only its hash is stored).
    /// `device` is the browser's short description ("Firefox on Android").
    public func createSession(userID: Int64, device: String = "", now: Date) async throws -> (token: String, session: Session) {
        let token = SecretToken.make()
        let session = try await writer.write { db in
            // Expired sessions are swept here, where a write happens anyway.
            try db.execute(sql: "DELETE FROM session WHERE expires_at <= ?", arguments: [now.databaseText])
            let row = try Session.fetchOne(
                db,
                sql: """
                    INSERT INTO session (token_hash, user_id, csrf_token, created_at, expires_at, last_seen_at, device)
                    VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *
                    """,
                arguments: [
                    SecretToken.hash(token), userID, SecretToken.make(), now.databaseText,
                    now.addingTimeInterval(Self.sessionLifetime).databaseText, now.databaseText, String(device.prefix(100)),
                ]
            )
            guard let row else { throw StoreError.notFound }
            return row
        }
        return (token, session)
    }

    private static let signedInSQL = """
        SELECT \(Session.columns.map { "session." + $0 }.joined(separator: ", ")), user.*, acting.*
        FROM session JOIN user ON user.id = session.user_id
        LEFT JOIN guardian ON guardian.profile_id = session.acting_as AND guardian.guardian_id = session.user_id
        LEFT JOIN user AS acting ON acting.id = guardian.profile_id
        WHERE session.token_hash = ? AND session.expires_at > ?
        """

    /// The live session for a cookie token, with its person; `nil` when unknown or expired.
    /// A session in use is extended and marked as seen at most once an hour, so reading pages
    /// rarely writes.
    public func signedIn(token: String, now: Date) async throws -> SignedIn? {
        let hash = SecretToken.hash(token)
        let found = try await readStatement { db -> SignedIn? in
            // One statement for both rows: this runs on every signed-in request. Each table's
            // columns come in a known order, so each record is read by position from its first
            // column (row adapters cost a good part of the read).
            let userFrom = Session.columns.count
            let actingFrom = userFrom + User.columns.count
            var found: SignedIn?
            try db.cachedStatement(sql: Self.signedInSQL).forEachRow([hash, now.databaseText]) { row in
                let session = try Session(row: row, from: 0)
                let user = try User(row: row, from: userFrom)
                // A guardian's switch: the profile is tracked, the guardian kept (issue 33).
                if try row.stored(Int64?.self, atIndex: actingFrom) != nil {
                    found = SignedIn(session: session, user: try User(row: row, from: actingFrom), guardian: user)
                } else {
                    found = SignedIn(session: session, user: user)
                }
            }
            return found
        }
        guard var found else { return nil }
        if now.timeIntervalSince(found.session.lastSeenAt) >= Self.lastSeenResolution {
            let renewed = now.addingTimeInterval(Self.sessionLifetime)
            let sessionID = found.session.id
            try await writer.write { db in
                try db.execute(
                    sql: "UPDATE session SET expires_at = ?, last_seen_at = ? WHERE id = ?",
                    arguments: [renewed.databaseText, now.databaseText, sessionID]
                )
            }
            found.session.expiresAt = renewed
            found.session.lastSeenAt = now
        }
        return found
    }

    /// A person's live sessions, the most recently seen first.
    public func sessions(userID: Int64, now: Date) async throws -> [Session] {
        try await read { db in
            try Session.fetchAll(
                db,
                sql: "SELECT * FROM session WHERE user_id = ? AND expires_at > ? ORDER BY last_seen_at DESC, id DESC",
                arguments: [userID, now.databaseText]
            )
        }
    }

    /// "Sign out everywhere else": ends every session of the person but `keeping`; returns how many ended.
    @discardableResult
    public func deleteOtherSessions(userID: Int64, keeping sessionID: Int64) async throws -> Int {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM session WHERE user_id = ? AND id <> ?", arguments: [userID, sessionID])
            return db.changesCount
        }
    }

    /// Ends the session with this token (signing out).
    public func deleteSession(token: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM session WHERE token_hash = ?", arguments: [SecretToken.hash(token)])
        }
    }
}
