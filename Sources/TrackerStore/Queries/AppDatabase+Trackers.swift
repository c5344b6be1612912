import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Creates a tracker in one of the person's categories.
    @discardableResult
    public func createTracker(userID: Int64, _ new: NewTracker, now: Date) async throws -> Tracker {
        try await writer.write { db in
            _ = try Self.ownedCategory(db, id: new.categoryID, userID: userID)
            return try Self.insertTracker(db, userID: userID, new, now: now)
        }
    }

    static func insertTracker(_ db: Database, userID: Int64, _ new: NewTracker, now: Date) throws -> Tracker {
        let row = try Tracker.fetchOne(
            db.cachedStatement(
                sql: """
                    INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day,
                        is_public, unit, target, reminder_time, quota_times, quota_period, is_limit, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *
                    """
            ),
            arguments: StatementArguments([userID] + Self.fields(new) + [now.databaseText, now.databaseText])
        )
        // Read again: `RETURNING` gives the row before the trigger that places it last.
        guard let row, let placed = try Tracker.fetchOne(db.cachedStatement(sql: "SELECT * FROM tracker WHERE id = ?"), arguments: [row.id])
        else { throw StoreError.notFound }
        return placed
    }

    /// Changes one of the person's trackers; its history stays.
    public func updateTracker(id: Int64, userID: Int64, _ new: NewTracker, now: Date) async throws {
        try await writer.write { db in try Self.updateTrackerRow(db, id: id, userID: userID, new, now: now) }
    }

    static func updateTrackerRow(_ db: Database, id: Int64, userID: Int64, _ new: NewTracker, now: Date) throws {
        _ = try Self.ownedTracker(db, id: id, userID: userID)
        _ = try Self.ownedCategory(db, id: new.categoryID, userID: userID)
        try db.cachedStatement(
            sql: """
                UPDATE tracker SET category_id = ?, kind = ?, name = ?, name_key = ?, emoji = ?, color = ?,
                    schedule = ?, start_day = ?, is_public = ?, unit = ?, target = ?, reminder_time = ?,
                    quota_times = ?, quota_period = ?, is_limit = ?, updated_at = ?
                WHERE id = ?
                """
        ).execute(arguments: StatementArguments(Self.fields(new)) + [now.databaseText, id])
    }

    /// Deletes one of the person's trackers with all its history.
    public func deleteTracker(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            try db.cachedStatement(sql: "DELETE FROM tracker WHERE id = ? AND user_id = ?").execute(arguments: [id, userID])
            guard db.changesCount == 1 else { throw StoreError.notFound }
        }
    }

    /// Pins or unpins one of the person's trackers.
    public func setPinned(_ pinned: Bool, trackerID: Int64, userID: Int64) async throws {
        try await writer.write { db in
            try db.cachedStatement(sql: "UPDATE tracker SET pinned = ? WHERE id = ? AND user_id = ?").execute(arguments: [pinned, trackerID, userID])
            guard db.changesCount == 1 else { throw StoreError.notFound }
        }
    }

    /// One of the person's trackers with the number of days it was done.
    public func tracker(id: Int64, userID: Int64) async throws -> (tracker: Tracker, doneDays: Int) {
        try await read { db in
            let row = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM tracker WHERE id = ? AND user_id = ?"),
                arguments: [id, userID]
            )
            guard let row else { throw StoreError.notFound }
            return (try Tracker(row: row), row["done_days"])
        }
    }

    static func ownedTracker(_ db: Database, id: Int64, userID: Int64) throws -> Tracker {
        guard
            let tracker = try Tracker.fetchOne(
                db.cachedStatement(sql: "SELECT * FROM tracker WHERE id = ? AND user_id = ?"),
                arguments: [id, userID]
            )
        else { throw StoreError.notFound }
        return tracker
    }

    /// The columns a person sets, in the order both statements list them. A habit with a quota
    /// may be done on any day, so its schedule is every day.
    private static func fields(_ new: NewTracker) -> [(any DatabaseValueConvertible)?] {
        let quota = new.kind == .habit ? new.quota : nil
        return [
            new.categoryID, new.kind.rawValue, new.name, NameSearch.fold(new.name), new.emoji, new.color,
            quota == nil ? new.schedule : Schedule.everyDay, new.startDay, new.isPublic, new.unit, new.target, new.reminderTime,
            quota?.times, quota?.period, new.goal == .atMost,
        ]
    }
}
