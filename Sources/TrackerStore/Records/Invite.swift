import Foundation
import GRDB

/// A one-time link to join the household (table `invite`). Only a hash of its token is stored.
public struct Invite: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "invite"
    public var id: Int64
    public var tokenHash: String
    public var createdBy: Int64
    public var createdAt: Date
    public var expiresAt: Date
    public var usedAt: Date?
    public var usedBy: Int64?
    public var revokedAt: Date?

    /// Whether the link can still be used at `now`.
    public func isOpen(at now: Date) -> Bool { usedAt == nil && revokedAt == nil && expiresAt > now }
}
