import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Marks a yes/no tracker done on a day, or undoes the mark if it is there: one press, one toggle.
    /// The day must be markable: not after `today`, not before the tracker's start.
    /// Returns whether the tracker is done on that day afterwards.
    @discardableResult
    public func toggleDone(trackerID: Int64, userID: Int64, day: Day, today: Day, now: Date) async throws -> Bool {
        try await writer.write { db in
            let tracker = try Self.markableTracker(db, id: trackerID, userID: userID, day: day, today: today)
            try db.cachedStatement(sql: "DELETE FROM completion WHERE tracker_id = ? AND day = ?")
                .execute(arguments: [tracker.id, day])
            if db.changesCount > 0 { return false }
            try db.cachedStatement(
                sql: "INSERT INTO completion (tracker_id, day, value, created_at, marked_by) VALUES (?, ?, ?, ?, ?)"
            ).execute(arguments: [tracker.id, day, tracker.target, now.databaseText, userID])
            return true
        }
    }

    /// Sets a measurable tracker's value for a day; `nil` clears it. A yes/no tracker has no
    /// value to set (`StoreError.notMeasurable`).
    public func setValue(
        _ value: Double?,
        trackerID: Int64,
        userID: Int64,
        day: Day,
        today: Day,
        now: Date
    )
        async throws
    {
        try await changeValue(trackerID: trackerID, userID: userID, day: day, today: today, now: now) { _ in value }
    }

    /// Adds `step` (+1 or −1) to the day's value of a measurable tracker, read and written in one
    /// transaction so that two quick taps both count. A day with no value counts as 0; reaching 0
    /// clears the day; going below 0 is refused and changes nothing.
    public func stepValue(
        by step: Double,
        trackerID: Int64,
        userID: Int64,
        day: Day,
        today: Day,
        now: Date
    )
        async throws
    {
        try await changeValue(trackerID: trackerID, userID: userID, day: day, today: today, now: now) { current in
            let value = (current ?? 0) + step
            guard value >= 0 else { throw StoreError.valueBelowZero }
            return value == 0 ? nil : value
        }
    }

    /// Reads the day's value of a measurable tracker and stores what `change` makes of it (`nil`
    /// clears the day), in one transaction.
    private func changeValue(
        trackerID: Int64,
        userID: Int64,
        day: Day,
        today: Day,
        now: Date,
        _ change: @escaping @Sendable (Double?) throws -> Double?
    ) async throws {
        try await writer.write { db in
            let tracker = try Self.markableTracker(db, id: trackerID, userID: userID, day: day, today: today)
            guard tracker.target != nil else { throw StoreError.notMeasurable }
            let current = try Double.fetchOne(
                db.cachedStatement(sql: "SELECT value FROM completion WHERE tracker_id = ? AND day = ?"),
                arguments: [tracker.id, day]
            )
            if let value = try change(current) {
                try db.cachedStatement(
                    sql: """
                        INSERT INTO completion (tracker_id, day, value, created_at, marked_by) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT (tracker_id, day) DO UPDATE SET value = excluded.value
                        """
                ).execute(arguments: [tracker.id, day, value, now.databaseText, userID])
            } else {
                try db.cachedStatement(sql: "DELETE FROM completion WHERE tracker_id = ? AND day = ?")
                    .execute(arguments: [tracker.id, day])
            }
        }
    }

    private static func markableTracker(
        _ db: Database,
        id: Int64,
        userID: Int64,
        day: Day,
        today: Day
    ) throws
        -> Tracker
    {
        let tracker = try trackerToMark(db, id: id, userID: userID)
        guard tracker.timing.canMark(day, today: today) else { throw StoreError.dayNotMarkable }
        return tracker
    }
}
