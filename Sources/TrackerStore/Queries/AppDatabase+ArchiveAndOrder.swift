import Foundation
import GRDB
import TrackerCore

/// A direction in the member's order.
public enum Move: String, Sendable, CaseIterable {
    case up, down
}

extension AppDatabase {
    /// Archives one of the person's trackers (`archived`), or brings it back; its history stays.
    /// Archiving an archived tracker keeps its first date.
    public func setArchived(_ archived: Bool, trackerID: Int64, userID: Int64, now: Date) async throws {
        try await writer.write { db in
            _ = try Self.ownedTracker(db, id: trackerID, userID: userID)
            if archived {
                try db.cachedStatement(sql: "UPDATE tracker SET archived_at = ? WHERE id = ? AND archived_at IS NULL").execute(arguments: [
                    now.databaseText, trackerID,
                ])
            } else {
                try db.cachedStatement(sql: "UPDATE tracker SET archived_at = NULL WHERE id = ? AND archived_at IS NOT NULL").execute(arguments: [
                    trackerID
                ])
            }
        }
    }

    /// The person's archived trackers, in their order.
    public func archivedTrackers(userID: Int64) async throws -> [Tracker] {
        try await read { db in
            try Tracker.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM tracker WHERE user_id = ? AND archived_at IS NOT NULL ORDER BY position, id"),
                arguments: [userID]
            )
        }
    }

    /// One of the person's categories with its trackers in use, in the member's order.
    public func orderedTrackers(categoryID: Int64, userID: Int64) async throws -> (category: Category, trackers: [Tracker]) {
        try await read { db in
            let category = try Self.ownedCategory(db, id: categoryID, userID: userID)
            let trackers = try Tracker.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM tracker WHERE category_id = ? AND archived_at IS NULL ORDER BY position, id"),
                arguments: [categoryID]
            )
            return (category, trackers)
        }
    }

    /// Swaps one of the person's trackers in use with its neighbour in its category (archived
    /// ones are passed over). Returns false, changing nothing, when it is already first (`up`)
    /// or last (`down`).
    @discardableResult
    public func moveTracker(id: Int64, userID: Int64, _ move: Move) async throws -> Bool {
        try await writer.write { db in
            let tracker = try Self.ownedTracker(db, id: id, userID: userID)
            guard !tracker.isArchived else { throw StoreError.notFound }
            let neighbour = try Row.fetchOne(
                db,
                sql: """
                    SELECT id, position FROM tracker
                    WHERE category_id = :category AND archived_at IS NULL AND id <> :id
                        AND \(move == .up ? "(position, id) < (:position, :id)" : "(position, id) > (:position, :id)")
                    ORDER BY position \(move == .up ? "DESC" : "ASC"), id \(move == .up ? "DESC" : "ASC") LIMIT 1
                    """,
                arguments: ["category": tracker.categoryId, "id": id, "position": tracker.position]
            )
            guard let neighbour else { return false }
            try Self.swapPositions(db, table: "tracker", (id, tracker.position), (neighbour[0], neighbour[1]))
            return true
        }
    }

    /// Swaps one of the person's categories with its neighbour in their order; false, changing
    /// nothing, at either end.
    @discardableResult
    public func moveCategory(id: Int64, userID: Int64, _ move: Move) async throws -> Bool {
        try await writer.write { db in
            let category = try Self.ownedCategory(db, id: id, userID: userID)
            let neighbour = try Row.fetchOne(
                db,
                sql: """
                    SELECT id, position FROM category
                    WHERE user_id = :user AND id <> :id
                        AND \(move == .up ? "(position, id) < (:position, :id)" : "(position, id) > (:position, :id)")
                    ORDER BY position \(move == .up ? "DESC" : "ASC"), id \(move == .up ? "DESC" : "ASC") LIMIT 1
                    """,
                arguments: ["user": userID, "id": id, "position": category.position]
            )
            guard let neighbour else { return false }
            try Self.swapPositions(db, table: "category", (id, category.position), (neighbour[0], neighbour[1]))
            return true
        }
    }

    /// Gives each of two rows the other's place, in one statement.
    private static func swapPositions(_ db: Database, table: String, _ a: (Int64, Int), _ b: (Int64, Int)) throws {
        try db.execute(
            sql: "UPDATE \(table) SET position = CASE id WHEN ?1 THEN ?2 ELSE ?3 END WHERE id IN (?1, ?4)",
            arguments: [a.0, b.1, a.1, b.0]
        )
    }
}
