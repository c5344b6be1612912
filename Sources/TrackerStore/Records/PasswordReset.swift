import Foundation
import GRDB

/// A one-time link, made by the owner, with which a member sets a new password (table
/// `password_reset`). Only a hash of its token is stored.
public struct PasswordReset: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "password_reset"
    public var id: Int64
    public var tokenHash: String
    public var userId: Int64
    public var createdBy: Int64
    public var createdAt: Date
    public var expiresAt: Date
    public var usedAt: Date?
    public var revokedAt: Date?

    /// Whether the link can still be used at `now`.
    public func isOpen(at now: Date) -> Bool { usedAt == nil && revokedAt == nil && expiresAt > now }
}
