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
    /// When the session was last used, to the hour (see `AppDatabase.signedIn`).
    public var lastSeenAt: Date
    /// What the browser said it is, in short ("Firefox on Android"); empty when it said nothing.
    public var device: String
    /// The managed profile this session acts as (a guardian's switch, issue 33); nil otherwise.
    public var actingAs: Int64?
    /// Whether the session is a child's own, opened from a child-device link.
    public var child: Bool
}

/// A session with the person it belongs to, as one request needs them.
public struct SignedIn: Sendable, Equatable {
    public var session: Session
    /// The person being tracked: the profile a guardian switched to, else the session's person.
    public var user: User
    /// The signed-in adult while they act as one of their profiles; nil otherwise.
    public var guardian: User?

    public init(session: Session, user: User, guardian: User? = nil) {
        self.session = session
        self.user = user
        self.guardian = guardian
    }

    /// Whether this is a child's own session (a child-device link's).
    public var isChild: Bool { session.child }
    /// The one who signed in: the guardian while switched, else the person tracked.
    public var person: User { guardian ?? user }
}

extension Session {
    /// The table's columns in the order `init(row:)` reads them. Rows are decoded by position,
    /// as looking each column up by name cost a good part of every signed-in request; a schema test holds
    /// the table to this order, so `SELECT *` gives it.
    static let columns = ["id", "token_hash", "user_id", "csrf_token", "created_at", "expires_at", "last_seen_at", "device", "acting_as", "child"]

    /// Decodes a row whose columns come in the order of `columns`.
    public init(row: Row) throws { try self.init(row: row, from: 0) }

    /// Decodes the columns from `first` on, in the order of `columns` (a row that joins tables).
    init(row: some StoredColumns, from first: Int) throws {
        id = try row.stored(atIndex: first)
        tokenHash = try row.stored(atIndex: first + 1)
        userId = try row.stored(atIndex: first + 2)
        csrfToken = try row.stored(atIndex: first + 3)
        createdAt = try .stored(row, first + 4)
        expiresAt = try .stored(row, first + 5)
        lastSeenAt = try .stored(row, first + 6)
        device = try row.stored(atIndex: first + 7)
        actingAs = try row.stored(atIndex: first + 8)
        child = try row.stored(atIndex: first + 9)
    }
}
