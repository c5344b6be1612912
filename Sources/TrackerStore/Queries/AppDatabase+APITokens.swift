import Foundation
import GRDB

extension AppDatabase {
    /// A member makes an API token; returns its secret, which is shown once (only its hash is
    /// stored). The name must already have passed `TextRule.tokenName`. A member who has
    /// `APIToken.perMember` tokens gets `.tooManyTokens`; a managed profile has none
    /// (`.notFound`).
    public func createAPIToken(userID: Int64, name: String, scope: TokenScope, now: Date) async throws -> (secret: String, token: APIToken) {
        let secret = APIToken.secretPrefix + SecretToken.make()
        let token = try await writer.write { db in
            let isProfile = try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM managed_profile WHERE user_id = ?)", arguments: [userID])
            if isProfile == true { throw StoreError.notFound }
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM api_token WHERE user_id = ?", arguments: [userID]) ?? 0
            guard count < APIToken.perMember else { throw StoreError.tooManyTokens }
            let row = try APIToken.fetchOne(
                db,
                sql: """
                    INSERT INTO api_token (user_id, token_hash, name, scope, created_at)
                    VALUES (?, ?, ?, ?, ?) RETURNING *
                    """,
                arguments: [userID, SecretToken.hash(secret), name, scope.rawValue, now.databaseText]
            )
            guard let row else { throw StoreError.notFound }
            return row
        }
        return (secret, token)
    }

    /// A member's tokens, the newest first.
    public func apiTokens(userID: Int64) async throws -> [APIToken] {
        try await read { db in
            try APIToken.fetchAll(
                db,
                sql: "SELECT * FROM api_token WHERE user_id = ? ORDER BY created_at DESC, id DESC",
                arguments: [userID]
            )
        }
    }

    /// One of a member's tokens; another member's, or an unknown id, is "not found".
    public func apiToken(id: Int64, userID: Int64) async throws -> APIToken {
        let token = try await read { db in
            try APIToken.fetchOne(db, sql: "SELECT * FROM api_token WHERE id = ? AND user_id = ?", arguments: [id, userID])
        }
        guard let token else { throw StoreError.notFound }
        return token
    }

    /// A member revokes one of their tokens: it is deleted, so its secret answers 401 from then
    /// on. Another member's token, or an unknown id, is "not found".
    public func revokeAPIToken(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM api_token WHERE id = ? AND user_id = ?", arguments: [id, userID])
            guard db.changesCount == 1 else { throw StoreError.notFound }
        }
    }

    /// The token a bearer secret names, with its member; nil for an unknown or revoked secret.
    /// Marks the token used, at most once per `APIToken.lastUsedResolution`, so reads rarely
    /// write.
    public func tokenBearer(secret: String, now: Date) async throws -> TokenBearer? {
        guard secret.hasPrefix(APIToken.secretPrefix) else { return nil }
        let hash = SecretToken.hash(secret)
        // One statement for both rows, each read by position, as the session's.
        let found = try await readStatement { db -> TokenBearer? in
            let sql = "SELECT api_token.*, user.* FROM api_token JOIN user ON user.id = api_token.user_id WHERE api_token.token_hash = ?"
            var found: TokenBearer?
            try db.cachedStatement(sql: sql).forEachRow([hash]) { row in
                found = TokenBearer(token: try APIToken(row: row, from: 0), user: try User(row: row, from: APIToken.columns.count))
            }
            return found
        }
        guard var found else { return nil }
        if found.token.lastUsedAt.map({ now.timeIntervalSince($0) >= APIToken.lastUsedResolution }) ?? true {
            let id = found.token.id
            try await writer.write { db in
                try db.execute(sql: "UPDATE api_token SET last_used_at = ? WHERE id = ?", arguments: [now.databaseText, id])
            }
            found.token.lastUsedAt = now
        }
        return found
    }
}
