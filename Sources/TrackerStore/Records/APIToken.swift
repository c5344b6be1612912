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

/// A request's token, found: the token and the member it acts for.
public struct TokenBearer: Sendable, Equatable {
    public var token: APIToken
    public var user: User
}
