import Foundation
import GRDB

/// A signed-in browser (table `session`). Only a hash of the cookie's token is stored.
public struct Session: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "session"
    public var id: Int64
    public var tokenHash: String
    public var userId: Int64
    public var csrfToken: String
    public var createdAt: Date
    public var expiresAt: Date
}

/// A session with the person it belongs to, as one request needs them.
public struct SignedIn: Sendable, Equatable {
    public var session: Session
    public var user: User
}

extension Session {
    /// Decodes by column name directly; this runs on every signed-in request.
    public init(row: Row) throws {
        id = row["id"]
        tokenHash = row["token_hash"]
        userId = row["user_id"]
        csrfToken = row["csrf_token"]
        createdAt = .stored(row, "created_at")
        expiresAt = .stored(row, "expires_at")
    }
}
