import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// The household trackers a member takes part in or made (a maker may have left themselves
    /// out), by name, archived ones left out: the "Household" group of "Your trackers".
    /// One statement, kept compiled: "Your trackers" asks on every request.
    public func householdTrackers(userID: Int64) async throws -> [Tracker] {
        try await readStatement { db in
            try Tracker.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT * FROM tracker
                        WHERE chore IS NOT NULL AND archived_at IS NULL AND (user_id = ?1
                            OR id IN (SELECT tracker_id FROM chore_member WHERE user_id = ?1))
                        ORDER BY name_key, id
                        """
                ),
                arguments: [userID]
            )
        }
    }

    /// Whether the member takes part in or keeps a household tracker (archived ones too).
    /// One statement, kept compiled: the statistics page asks on every request.
    public func hasHouseholdTrackers(userID: Int64) async throws -> Bool {
        try await readStatement { db in
            try Bool.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT EXISTS (SELECT 1 FROM chore_member WHERE user_id = ?1)
                            OR EXISTS (SELECT 1 FROM tracker WHERE user_id = ?1 AND chore IS NOT NULL)
                        """
                ),
                arguments: [userID]
            ) ?? false
        }
    }

    /// A tracker of member `?1` that goes to another member when they are removed: a chore
    /// someone else takes part in (`handOverChores`).
    static let handedOver = """
        (tracker.chore IS NOT NULL AND EXISTS (SELECT 1 FROM chore_member
            WHERE chore_member.tracker_id = tracker.id AND chore_member.user_id <> ?1))
        """

    /// Before a member is removed: each chore they keep goes to the next member who still takes
    /// part (in turn order), into that member's first category, or a new "Household" one (in
    /// their language) if they have none. A chore nobody else takes part in stays, and goes with
    /// the member. The shipped triggers move its day counts (`day_summary`) with `user_id`.
    static func handOverChores(_ db: Database, from userID: Int64, now: Date) throws {
        let handovers = try Row.fetchAll(
            db,
            sql: """
                SELECT tracker.id, (SELECT chore_member.user_id FROM chore_member
                    WHERE chore_member.tracker_id = tracker.id AND chore_member.user_id <> ?1
                    ORDER BY chore_member.position LIMIT 1)
                FROM tracker WHERE tracker.user_id = ?1 AND tracker.chore IS NOT NULL
                """,
            arguments: [userID]
        )
        for row in handovers {
            let trackerID: Int64 = row[0]
            guard let keeperID: Int64 = row[1] else { continue }
            let categoryID = try keeperCategory(db, keeperID: keeperID, now: now)
            try db.execute(
                sql: """
                    UPDATE tracker SET user_id = ?, category_id = ?, pinned = 0, is_public = 0, updated_at = ?
                    WHERE id = ?
                    """,
                arguments: [keeperID, categoryID, now.databaseText, trackerID]
            )
        }
    }

    /// The keeper's first category, made ("Household") when they have none.
    private static func keeperCategory(_ db: Database, keeperID: Int64, now: Date) throws -> Int64 {
        if let id = try Int64.fetchOne(
            db,
            sql: "SELECT id FROM category WHERE user_id = ? ORDER BY position, id LIMIT 1",
            arguments: [keeperID]
        ) {
            return id
        }
        let language = try String.fetchOne(db, sql: "SELECT language FROM user WHERE id = ?", arguments: [keeperID])
        let name = Catalog.of(language.flatMap(Language.init(rawValue:)) ?? .en).text("chore.section")
        return try insertCategory(db, userID: keeperID, name: name, now: now).id
    }
}
