import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// One of the person's trackers with its state on `day` (its completion's value, or `nil`
    /// when not marked, inside `mark`; whether it is skipped, or the person away) and that day's
    /// note: what the day's page shows.
    public func trackerDay(trackerID: Int64, userID: Int64, day: Day) async throws -> TrackerDay {
        try await read { db in
            let tracker = try Self.ownedTracker(db, id: trackerID, userID: userID)
            let mark = try Row.fetchOne(
                db.cachedStatement(sql: "SELECT value FROM completion WHERE tracker_id = ? AND day = ?"),
                arguments: [trackerID, day]
            ).map { DayMark(day: day, value: $0[0]) }
            let note = try String.fetchOne(
                db.cachedStatement(sql: "SELECT text FROM note WHERE tracker_id = ? AND day = ?"),
                arguments: [trackerID, day]
            )
            let isSkipped =
                try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM skip WHERE tracker_id = ? AND day = ?)"),
                    arguments: [trackerID, day]
                ) ?? false
            let isAway =
                try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM away WHERE user_id = ? AND first_day <= ? AND last_day >= ?)"),
                    arguments: [userID, day, day]
                ) ?? false
            return TrackerDay(tracker: tracker, mark: mark, note: note, isSkipped: isSkipped, isAway: isAway)
        }
    }

    /// Writes the day's note of one of the person's trackers, or deletes it with `nil`. The day
    /// must be one a mark could be made on: not after `today`, not before the tracker's start.
    /// `text` is already checked (`NoteText.validate`).
    public func setNote(_ text: String?, trackerID: Int64, userID: Int64, day: Day, today: Day, now: Date) async throws {
        try await writer.write { db in
            let tracker = try Self.ownedTracker(db, id: trackerID, userID: userID)
            guard tracker.timing.canMark(day, today: today) else { throw StoreError.dayNotMarkable }
            if let text {
                try db.cachedStatement(
                    sql: """
                        INSERT INTO note (tracker_id, day, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT (tracker_id, day) DO UPDATE SET text = excluded.text, updated_at = excluded.updated_at
                        """
                ).execute(arguments: [trackerID, day, text, now.databaseText, now.databaseText])
            } else {
                try db.cachedStatement(sql: "DELETE FROM note WHERE tracker_id = ? AND day = ?").execute(arguments: [trackerID, day])
            }
        }
    }

    /// The notes of one of the person's trackers in a month, by day.
    public func notes(trackerID: Int64, userID: Int64, month: Month) async throws -> [DayNote] {
        try await read { db in
            _ = try Self.ownedTracker(db, id: trackerID, userID: userID)
            return try Self.notes(db, trackerID: trackerID, from: month.firstDay, through: month.lastDay)
        }
    }

    static func notes(_ db: Database, trackerID: Int64, from first: Day, through last: Day) throws -> [DayNote] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT day, text FROM note WHERE tracker_id = ? AND day BETWEEN ? AND ? ORDER BY day"),
            arguments: [trackerID, first, last]
        ).map { DayNote(day: try $0.stored(atIndex: 0), text: $0[1]) }
    }
}

extension AppDatabase {
    /// Every note of the member's trackers, oldest first, by tracker id: for the export.
    static func allNotes(_ db: Database, userID: Int64) throws -> [Int64: [DayNote]] {
        var notes: [Int64: [DayNote]] = [:]
        let rows = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT note.tracker_id, note.day, note.text FROM note JOIN tracker ON tracker.id = note.tracker_id
                    WHERE tracker.user_id = ? ORDER BY note.tracker_id, note.day
                    """
            ),
            arguments: [userID]
        )
        while let row = try rows.next() {
            notes[row[0], default: []].append(DayNote(day: try row.stored(atIndex: 1), text: row[2]))
        }
        return notes
    }

    /// An import's notes for a tracker: a day that already has a note keeps it.
    static func insertNotes(_ db: Database, _ notes: [DayNote], trackerID: Int64, now: String) throws {
        guard !notes.isEmpty else { return }
        let insert = try db.cachedStatement(
            sql: "INSERT OR IGNORE INTO note (tracker_id, day, text, created_at, updated_at) VALUES (?, ?, ?, ?, ?)"
        )
        for note in notes { try insert.execute(arguments: [trackerID, note.day, note.text, now, now]) }
    }
}
