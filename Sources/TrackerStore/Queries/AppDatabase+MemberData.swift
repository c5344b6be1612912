import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Everything of one member for "Download my data", in one transaction, so the file is one
    /// state of the account even while the member marks a day.
    public func memberData(userID: Int64) async throws -> MemberData {
        try await read { db in
            guard let user = try User.fetchOne(db, sql: "SELECT * FROM user WHERE id = ?", arguments: [userID]) else {
                throw StoreError.notFound
            }
            let following = try String.fetchAll(
                db,
                sql: """
                    SELECT user.username FROM follow JOIN user ON user.id = follow.followee_id
                    WHERE follow.follower_id = ? AND follow.followee_id NOT IN (SELECT user_id FROM managed_profile)
                    ORDER BY user.username
                    """,
                arguments: [userID]
            )
            let categories = try Category.fetchAll(db, sql: "SELECT * FROM category WHERE user_id = ? ORDER BY position, id", arguments: [userID])
            let trackers = try Tracker.fetchAll(db, sql: "SELECT * FROM tracker WHERE user_id = ? ORDER BY position, id", arguments: [userID])
            var marks: [Int64: [DayMark]] = [:]
            let rows = try Row.fetchCursor(
                db,
                sql: """
                    SELECT completion.tracker_id, completion.day, completion.value FROM completion
                    JOIN tracker ON tracker.id = completion.tracker_id
                    WHERE tracker.user_id = ? ORDER BY completion.tracker_id, completion.day
                    """,
                arguments: [userID]
            )
            while let row = try rows.next() {
                marks[row[0], default: []].append(DayMark(day: try row.stored(atIndex: 1), value: row[2]))
            }
            var data = MemberData(user: user, following: following, categories: categories, trackers: trackers, marks: marks)
            data.notes = try Self.allNotes(db, userID: userID)
            try Self.addSkipsAndAway(db, to: &data)
            try Self.addChores(db, to: &data)
            return data
        }
    }

    /// How many categories, trackers and marked days the member has.
    static func counts(_ db: Database, userID: Int64) throws -> DataCounts {
        let row = try Row.fetchOne(
            db,
            sql: """
                SELECT (SELECT count(*) FROM category WHERE user_id = ?1),
                       (SELECT count(*) FROM tracker WHERE user_id = ?1),
                       (SELECT count(*) FROM completion JOIN tracker ON tracker.id = completion.tracker_id
                        WHERE tracker.user_id = ?1)
                """,
            arguments: [userID]
        )
        return DataCounts(categories: row?[0] ?? 0, trackers: row?[1] ?? 0, days: row?[2] ?? 0)
    }
}
