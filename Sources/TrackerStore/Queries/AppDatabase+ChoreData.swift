import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Adds to a member's export the household trackers they take part in (after their own), and
    /// for each household tracker who shares it and who marked each day (issue 33).
    static func addChores(_ db: Database, to data: inout MemberData) throws {
        let userID = data.user.id
        let others = try Row.fetchAll(
            db,
            sql: """
                SELECT tracker.*, category.name FROM chore_member
                JOIN tracker ON tracker.id = chore_member.tracker_id
                JOIN category ON category.id = tracker.category_id
                WHERE chore_member.user_id = ?1 AND tracker.user_id <> ?1 ORDER BY tracker.id
                """,
            arguments: [userID]
        )
        var categoryNames: [Int64: String] = [:]
        for row in others {
            let tracker = try Tracker(row: row)
            data.trackers.append(tracker)
            categoryNames[tracker.id] = row[row.count - 1]
        }
        let choreIDs = data.trackers.map(\.id)
        guard !choreIDs.isEmpty else { return }
        let modes = try Row.fetchAll(
            db,
            sql: "SELECT id, chore FROM tracker WHERE chore IS NOT NULL AND id IN (SELECT value FROM json_each(?))",
            arguments: [String(describing: choreIDs)]
        )
        for row in modes {
            let id: Int64 = row[0]
            let members = try String.fetchAll(
                db,
                sql: """
                    SELECT user.username FROM chore_member JOIN user ON user.id = chore_member.user_id
                    WHERE chore_member.tracker_id = ? ORDER BY chore_member.position
                    """,
                arguments: [id]
            )
            var doneBy: [Day: String] = [:]
            var marks: [DayMark] = []
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT completion.day, completion.value, user.username FROM completion
                    LEFT JOIN user ON user.id = completion.marked_by
                    WHERE completion.tracker_id = ? ORDER BY completion.day
                    """,
                arguments: [id]
            )
            while let mark = try rows.next() {
                let day: Day = try mark.stored(atIndex: 0)
                marks.append(DayMark(day: day, value: mark[1]))
                if let name: String = mark[2] { doneBy[day] = name }
            }
            data.marks[id] = marks
            data.chores[id] = ChoreData(
                mode: ChoreMode(rawValue: row[1]) ?? .shared,
                members: members,
                doneBy: doneBy,
                categoryName: categoryNames[id]
            )
        }
    }
}

extension AppDatabase {
    /// "Replace" clears the member's categories, trackers and marks, but not the household
    /// trackers they keep, nor the categories that hold them (issue 33).
    static func clearForReplace(_ db: Database, userID: Int64) throws {
        try db.execute(sql: "DELETE FROM tracker WHERE user_id = ? AND chore IS NULL", arguments: [userID])
        try db.execute(
            sql: "DELETE FROM category WHERE user_id = ? AND NOT EXISTS (SELECT 1 FROM tracker WHERE tracker.category_id = category.id)",
            arguments: [userID]
        )
    }
}

extension AppDatabase {
    /// For a household tracker: claims the day's reminder for one member who takes part, and says
    /// whether this is the first claim for them; `nil` for a member's own tracker.
    static func claimChoreReminder(_ db: Database, trackerID: Int64, day: Day, memberID: Int64) throws -> Bool? {
        guard try Bool.fetchOne(db, sql: "SELECT chore IS NOT NULL FROM tracker WHERE id = ?", arguments: [trackerID]) == true
        else { return nil }
        try db.execute(
            sql: """
                INSERT INTO chore_reminder (tracker_id, day, user_id)
                SELECT tracker_id, ?2, user_id FROM chore_member WHERE tracker_id = ?1 AND user_id = ?3
                ON CONFLICT DO NOTHING
                """,
            arguments: [trackerID, day, memberID]
        )
        return db.changesCount == 1
    }
}
