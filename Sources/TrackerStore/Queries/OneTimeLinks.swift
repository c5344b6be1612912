import Foundation
import GRDB

/// What invites and password-reset links share: each is a row made by one person, used once,
/// revocable, and open until it expires. `table` is one of the two tables' names (never input).
enum OneTimeLinks {
    /// The links `userID` made in `table` that can still be used, newest first. Kept compiled:
    /// Settings and Members ask on every request.
    static func open<Link: FetchableRecord>(_ db: Database, table: String, createdBy userID: Int64, now: Date) throws -> [Link] {
        try Link.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT * FROM \(table)
                    WHERE created_by = ? AND used_at IS NULL AND revoked_at IS NULL AND expires_at > ?
                    ORDER BY created_at DESC, id DESC
                    """
            ),
            arguments: [userID, now.databaseText]
        )
    }

    /// Revokes one of the open links `userID` made in `table`; any other id is "not found".
    static func revoke(_ db: Database, table: String, id: Int64, createdBy userID: Int64, now: Date) throws {
        try db.execute(
            sql: """
                UPDATE \(table) SET revoked_at = ?
                WHERE id = ? AND created_by = ? AND used_at IS NULL AND revoked_at IS NULL
                """,
            arguments: [now.databaseText, id, userID]
        )
        guard db.changesCount == 1 else { throw StoreError.notFound }
    }
}
