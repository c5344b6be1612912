import Foundation
import GRDB

/// An uploaded file waiting for the member to choose how to import it: a page without
/// JavaScript can't send a file twice, so the preview's choice refers to this copy.
public struct PendingImport: Sendable {
    public let id: Int64
    /// Where the file came from: `tracker` (a Tracker JSON file); the data is always Tracker JSON.
    public let source: String
    public let fileName: String
    public let data: Data
}

extension AppDatabase {
    /// How long an upload waits for its import.
    public static let pendingImportLifetime: TimeInterval = 24 * 60 * 60

    /// Keeps an upload for its preview, in place of the member's earlier one; uploads older than
    /// a day, anyone's, go too.
    public func savePendingImport(userID: Int64, source: String, fileName: String, data: Data, now: Date) async throws -> Int64 {
        try await writer.write { db in
            try db.execute(
                sql: "DELETE FROM pending_import WHERE user_id = ? OR created_at < ?",
                arguments: [userID, now.addingTimeInterval(-Self.pendingImportLifetime).databaseText]
            )
            try db.execute(
                sql: "INSERT INTO pending_import (user_id, source, file_name, data, created_at) VALUES (?, ?, ?, ?, ?)",
                arguments: [userID, source, String(fileName.prefix(200)), data, now.databaseText]
            )
            return db.lastInsertedRowID
        }
    }

    /// The member's upload, while it is fresh; another member's, or an old one, is not found.
    public func pendingImport(id: Int64, userID: Int64, now: Date) async throws -> PendingImport {
        try await read { db in
            let row = try Row.fetchOne(
                db,
                sql: "SELECT id, source, file_name, data FROM pending_import WHERE id = ? AND user_id = ? AND created_at >= ?",
                arguments: [id, userID, now.addingTimeInterval(-Self.pendingImportLifetime).databaseText]
            )
            guard let row else { throw StoreError.notFound }
            return PendingImport(id: row[0], source: row[1], fileName: row[2], data: row[3])
        }
    }
}
