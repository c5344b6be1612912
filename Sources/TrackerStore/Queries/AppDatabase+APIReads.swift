import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// The notes of the member's own trackers on one day, by tracker id: the API's day list reads
    /// them beside the board rows (issue 34).
    public func dayNotes(userID: Int64, day: Day) async throws -> [Int64: String] {
        try await readStatement { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: "SELECT note.tracker_id, note.text FROM note JOIN tracker ON tracker.id = note.tracker_id WHERE tracker.user_id = ? AND note.day = ?"
                ),
                arguments: [userID, day]
            )
            var notes: [Int64: String] = [:]
            while let row = try rows.next() { notes[row[0]] = row[1] }
            return notes
        }
    }

    /// Whether the tracker is one the API shows the member: their own, in use (not archived), not
    /// a household chore, as the main page's board reads them. Else `StoreError.notFound`.
    public func checkAPITracker(id: Int64, userID: Int64) async throws {
        let found = try await read { db in
            try Bool.fetchOne(
                db.cachedStatement(
                    sql: "SELECT EXISTS (SELECT 1 FROM tracker WHERE id = ? AND user_id = ? AND archived_at IS NULL AND chore IS NULL)"),
                arguments: [id, userID]
            ) ?? false
        }
        guard found else { throw StoreError.notFound }
    }

    /// The notes of one of the person's trackers from `first` through `last`, by day.
    public func notes(trackerID: Int64, userID: Int64, from first: Day, through last: Day) async throws -> [DayNote] {
        try await read { db in
            _ = try Self.ownedTracker(db, id: trackerID, userID: userID)
            return try Self.notes(db, trackerID: trackerID, from: first, through: last)
        }
    }
}
