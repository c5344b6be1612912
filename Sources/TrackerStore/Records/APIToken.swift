import Foundation
import GRDB

/// What an API token may do (issue 34).
public enum TokenScope: String, Codable, Sendable, CaseIterable {
    /// Reads only: `GET` on the API.
    case read
    /// Reads and writes: setting and clearing days too.
    case write
}

/// A member's token for the JSON API (table `api_token`). Only a hash of its secret is stored.
public struct APIToken: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "api_token"
    public var id: Int64
    public var userId: Int64
    public var tokenHash: String
    public var name: String
    public var scope: TokenScope
    public var createdAt: Date
    public var lastUsedAt: Date?

    /// The most tokens one member keeps.
    public static let perMember = 20
    /// Every secret starts with this, so a leaked one is recognisable (and a secret scanner can
    /// be told about it).
    public static let secretPrefix = "trk_"
    /// How stale `last_used_at` may be: it is written at most this often per token.
    public static let lastUsedResolution: TimeInterval = 60
}

extension APIToken {
    /// The table's columns in the order `init(row:)` reads them, by position as the session's
    /// (every API request reads its token); a schema test holds the table to this order.
    static let columns = ["id", "user_id", "token_hash", "name", "scope", "created_at", "last_used_at"]

    /// Decodes a row whose columns come in the order of `columns`.
    public init(row: Row) throws { try self.init(row: row, from: 0) }

    /// Decodes the columns from `first` on, in the order of `columns` (a row that joins tables).
    init(row: some StoredColumns, from first: Int) throws {
        id = try row.stored(atIndex: first)
        userId = try row.stored(atIndex: first + 1)
        tokenHash = try row.stored(atIndex: first + 2)
        name = try row.stored(atIndex: first + 3)
        scope = TokenScope(rawValue: try row.stored(String.self, atIndex: first + 4)) ?? .read
        createdAt = try .stored(row, first + 5)
        lastUsedAt = try row.stored(String?.self, atIndex: first + 6) == nil ? nil : .stored(row, first + 6)
    }
}

/// A request's token, found: the token and the member it acts for.
public struct TokenBearer: Sendable, Equatable {
    public var token: APIToken
    public var user: User
}
