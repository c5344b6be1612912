import Foundation
import GRDB
import TrackerCore

/// A category with the number of trackers in it.
public struct CategorySummary: Sendable, Equatable {
    public var category: Category
    public var trackerCount: Int
}

extension AppDatabase {
    /// The category a new tracker's form starts with: the person's only one, else the category
    /// of their newest tracker (the last one used), else none.
    public func preselectedCategory(userID: Int64) async throws -> Int64? {
        try await read { db in
            let ids = try Int64.fetchAll(db, sql: "SELECT id FROM category WHERE user_id = ? LIMIT 2", arguments: [userID])
            if ids.count == 1 { return ids[0] }
            return try Int64.fetchOne(
                db,
                sql: "SELECT category_id FROM tracker WHERE user_id = ? ORDER BY id DESC LIMIT 1",
                arguments: [userID]
            )
        }
    }

    /// The person's categories in their order, each with its number of trackers.
    public func categories(userID: Int64) async throws -> [CategorySummary] {
        try await read { db in
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT category.*, (SELECT count(*) FROM tracker WHERE tracker.category_id = category.id) AS tracker_count
                    FROM category WHERE user_id = ? ORDER BY position, id
                    """,
                arguments: [userID]
            )
            return try rows.map { CategorySummary(category: try Category(row: $0), trackerCount: $0["tracker_count"]) }
        }
    }

    /// One of the person's categories; another person's id is "not found".
    public func category(id: Int64, userID: Int64) async throws -> Category {
        try await read { db in try Self.ownedCategory(db, id: id, userID: userID) }
    }

    /// Adds a category; a name the person already uses (ignoring case) is refused.
    @discardableResult
    public func createCategory(userID: Int64, name: String, now: Date) async throws -> Category {
        try await writer.write { db in
            try Self.ensureFreeName(db, userID: userID, name: name, except: nil)
            return try Self.insertCategory(db, userID: userID, name: name, now: now)
        }
    }

    static func insertCategory(_ db: Database, userID: Int64, name: String, now: Date) throws -> Category {
        let row = try Category.fetchOne(
            db,
            sql: "INSERT INTO category (user_id, name, name_key, created_at) VALUES (?, ?, ?, ?) RETURNING *",
            arguments: [userID, name, name.caseKey, now.databaseText]
        )
        // Read again: `RETURNING` gives the row before the trigger that places it last.
        guard let row, let placed = try Category.fetchOne(db, sql: "SELECT * FROM category WHERE id = ?", arguments: [row.id])
        else { throw StoreError.notFound }
        return placed
    }

    /// Renames one of the person's categories.
    public func renameCategory(id: Int64, userID: Int64, name: String) async throws {
        try await writer.write { db in
            _ = try Self.ownedCategory(db, id: id, userID: userID)
            try Self.ensureFreeName(db, userID: userID, name: name, except: id)
            try db.execute(
                sql: "UPDATE category SET name = ?, name_key = ? WHERE id = ?",
                arguments: [name, name.caseKey, id]
            )
        }
    }

    /// Deletes a category. Its trackers move to `moveTo` (another of the person's categories)
    /// with their history, or, when `moveTo` is `nil`, are deleted with their history.
    public func deleteCategory(id: Int64, userID: Int64, moveTo target: Int64?) async throws {
        try await writer.write { db in
            _ = try Self.ownedCategory(db, id: id, userID: userID)
            if let target {
                guard target != id else { throw StoreError.notFound }
                _ = try Self.ownedCategory(db, id: target, userID: userID)
                try db.execute(
                    sql: "UPDATE tracker SET category_id = ? WHERE category_id = ? AND user_id = ?",
                    arguments: [target, id, userID]
                )
            }
            try db.execute(sql: "DELETE FROM category WHERE id = ? AND user_id = ?", arguments: [id, userID])
        }
    }

    static func ownedCategory(_ db: Database, id: Int64, userID: Int64) throws -> Category {
        guard let category = try Category.fetchOne(db, sql: "SELECT * FROM category WHERE id = ? AND user_id = ?", arguments: [id, userID])
        else { throw StoreError.notFound }
        return category
    }

    private static func ensureFreeName(_ db: Database, userID: Int64, name: String, except id: Int64?) throws {
        let clash = try Int64.fetchOne(
            db,
            sql: "SELECT id FROM category WHERE user_id = ? AND name_key = ?",
            arguments: [userID, name.caseKey]
        )
        if let clash, clash != id { throw StoreError.categoryNameTaken }
    }
}
