import Foundation
import GRDB

/// An invite that can still be used, with the name of the person who made it.
public struct OpenInvite: Sendable, Equatable {
    public var invite: Invite
    public var inviterName: String
}

extension AppDatabase {
    /// How long an invite link works.
    public static let inviteLifetime: TimeInterval = 7 * 24 * 3600

    /// Makes a one-time invite; returns the token for the link (only its hash is stored).
    public func createInvite(by userID: Int64, now: Date) async throws -> (token: String, invite: Invite) {
        let token = SecretToken.make()
        let invite = try await writer.write { db in
            let row = try Invite.fetchOne(
                db,
                sql: """
                    INSERT INTO invite (token_hash, created_by, created_at, expires_at)
                    VALUES (?, ?, ?, ?) RETURNING *
                    """,
                arguments: [SecretToken.hash(token), userID, now.databaseText, now.addingTimeInterval(Self.inviteLifetime).databaseText]
            )
            guard let row else { throw StoreError.notFound }
            return row
        }
        return (token, invite)
    }

    /// The person's invites that can still be used, newest first.
    public func openInvites(by userID: Int64, now: Date) async throws -> [Invite] {
        try await readStatement { db in try OneTimeLinks.open(db, table: "invite", createdBy: userID, now: now) }
    }

    /// Revokes one of the person's own open invites; someone else's id is "not found".
    public func revokeInvite(id: Int64, by userID: Int64, now: Date) async throws {
        try await writer.write { db in try OneTimeLinks.revoke(db, table: "invite", id: id, createdBy: userID, now: now) }
    }

    /// The invite behind a link's token, when it can still be used.
    public func openInvite(token: String, now: Date) async throws -> OpenInvite? {
        try await read { db in try Self.openInvite(db, token: token, now: now) }
    }

    /// Creates a member from an invite and uses the invite up, in one transaction, so a link
    /// can never admit two people.
    public func join(inviteToken: String, _ new: NewUser, now: Date) async throws -> User {
        try await writer.write { db in
            guard let open = try Self.openInvite(db, token: inviteToken, now: now) else {
                throw StoreError.inviteUnusable
            }
            let user = try Self.insertUser(db, new, role: .member, now: now)
            try db.execute(
                sql: "UPDATE invite SET used_at = ?, used_by = ? WHERE id = ? AND used_at IS NULL",
                arguments: [now.databaseText, user.id, open.invite.id]
            )
            guard db.changesCount == 1 else { throw StoreError.inviteUnusable }
            return user
        }
    }

    static func openInvite(_ db: Database, token: String, now: Date) throws -> OpenInvite? {
        guard let invite = try Invite.filter(Column("token_hash") == SecretToken.hash(token)).fetchOne(db),
            invite.isOpen(at: now),
            let inviter = try User.fetchOne(db, key: invite.createdBy)
        else { return nil }
        return OpenInvite(invite: invite, inviterName: inviter.displayName)
    }
}
