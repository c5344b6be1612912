import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Creates a tracker, a household one with `chore`, in one transaction.
    @discardableResult
    public func createTracker(userID: Int64, _ new: NewTracker, chore: ChorePlan?, now: Date) async throws -> Tracker {
        try await writer.write { db in
            _ = try Self.ownedCategory(db, id: new.categoryID, userID: userID)
            let tracker = try Self.insertTracker(db, userID: userID, new, now: now)
            try Self.setChore(db, trackerID: tracker.id, chore)
            return tracker
        }
    }

    /// Changes a tracker kept by `holderID` and who shares it (`nil`: nobody, a personal tracker).
    public func updateTracker(id: Int64, holderID: Int64, _ new: NewTracker, chore: ChorePlan?, now: Date) async throws {
        try await writer.write { db in
            try Self.updateTrackerRow(db, id: id, userID: holderID, new, now: now)
            try Self.setChore(db, trackerID: id, chore)
        }
    }

    /// Stores who shares a tracker; every id must be a member (else `notFound`, nothing changed).
    static func setChore(_ db: Database, trackerID: Int64, _ chore: ChorePlan?) throws {
        try db.execute(sql: "UPDATE tracker SET chore = ? WHERE id = ?", arguments: [chore?.mode.rawValue, trackerID])
        try db.execute(sql: "DELETE FROM chore_member WHERE tracker_id = ?", arguments: [trackerID])
        for (position, userID) in (chore?.memberIDs ?? []).enumerated() {
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM user WHERE id = ?)", arguments: [userID]) == true
            else { throw StoreError.notFound }
            try db.execute(
                sql: "INSERT INTO chore_member (tracker_id, user_id, position) VALUES (?, ?, ?)",
                arguments: [trackerID, userID, position]
            )
        }
    }

    /// A household tracker's members and mode; `nil` for a personal tracker.
    public func chorePlan(trackerID: Int64) async throws -> ChorePlan? {
        try await read { db in
            guard
                let mode = try String.fetchOne(db, sql: "SELECT chore FROM tracker WHERE id = ?", arguments: [trackerID])
                    .flatMap(ChoreMode.init(rawValue:))
            else { return nil }
            let ids = try Int64.fetchAll(
                db,
                sql: "SELECT user_id FROM chore_member WHERE tracker_id = ? ORDER BY position",
                arguments: [trackerID]
            )
            return ChorePlan(mode: mode, memberIDs: ids)
        }
    }

    /// What `userID` may do with the tracker; `notFound` when it is neither theirs nor a chore
    /// they take part in or may manage.
    public func trackerAccess(id: Int64, userID: Int64) async throws -> TrackerAccess {
        try await read { db in try Self.trackerAccess(db, id: id, userID: userID) }
    }

    static func trackerAccess(_ db: Database, id: Int64, userID: Int64) throws -> TrackerAccess {
        let row = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT tracker.user_id, tracker.chore IS NOT NULL,
                        EXISTS (SELECT 1 FROM chore_member WHERE tracker_id = tracker.id AND user_id = ?2),
                        EXISTS (SELECT 1 FROM user WHERE id = ?2 AND role = 'owner')
                    FROM tracker WHERE tracker.id = ?1
                    """
            ),
            arguments: [id, userID]
        )
        guard let row else { throw StoreError.notFound }
        let holderID: Int64 = row[0]
        let isChore: Bool = row[1]
        let access = TrackerAccess(
            holderID: holderID,
            isChore: isChore,
            mayMark: isChore ? row[2] : holderID == userID,
            mayManage: holderID == userID || (isChore && row[3])
        )
        guard access.maySee else { throw StoreError.notFound }
        return access
    }

    /// The tracker a member marks: their own, or a chore they take part in.
    static func trackerToMark(_ db: Database, id: Int64, userID: Int64) throws -> Tracker {
        guard
            let tracker = try Tracker.fetchOne(
                db.cachedStatement(
                    sql: """
                        SELECT * FROM tracker WHERE id = ?1 AND iif(chore IS NULL, user_id = ?2,
                            EXISTS (SELECT 1 FROM chore_member WHERE tracker_id = ?1 AND user_id = ?2))
                        """
                ),
                arguments: [id, userID]
            )
        else { throw StoreError.notFound }
        return tracker
    }

    /// The household trackers the member takes part in, with what their cards show on `day`, in
    /// one query (for a member with none, one look-up in `chore_member_user`); archived ones are
    /// left out.
    public func choreRows(userID: Int64, day: Day) async throws -> [ChoreRow] {
        try await readStatement { db in
            var rows: [ChoreRow] = []
            try db.cachedStatement(
                sql: """
                    SELECT tracker.*, category.name, category.name_key, tracker.done_days,
                        completion.id IS NOT NULL, completion.value, completion.created_at, marker.display_name,
                        (SELECT count(*) FROM completion AS before
                            WHERE before.tracker_id = tracker.id AND before.day < :day AND before.day >= tracker.start_day
                                AND (tracker.target IS NULL OR ifnull(before.value >= tracker.target, 0))),
                        (SELECT json_group_array(json_array(id, display_name)) FROM (
                            SELECT user.id, user.display_name FROM chore_member JOIN user ON user.id = chore_member.user_id
                            WHERE chore_member.tracker_id = tracker.id ORDER BY chore_member.position))
                    FROM chore_member AS mine
                    JOIN tracker ON tracker.id = mine.tracker_id
                    JOIN category ON category.id = tracker.category_id
                    LEFT JOIN completion ON completion.tracker_id = tracker.id AND completion.day = :day
                    LEFT JOIN user AS marker ON marker.id = completion.marked_by
                    WHERE mine.user_id = :user AND tracker.archived_at IS NULL
                    ORDER BY tracker.name_key, tracker.id
                    """
            )
            .forEachRow(["day": day, "user": userID]) { row in
                // By position from the end, as `boardRows` reads its rows.
                let end = row.count
                let markedAt: String? = try row.stored(atIndex: end - 4)
                rows.append(
                    ChoreRow(
                        board: BoardRow(
                            tracker: try Tracker(columns: row),
                            categoryName: try row.stored(atIndex: end - 9),
                            categoryNameKey: try row.stored(atIndex: end - 8),
                            doneDays: try row.stored(atIndex: end - 7),
                            hasCompletion: try row.stored(atIndex: end - 6),
                            value: try row.stored(atIndex: end - 5)
                        ),
                        mode: ChoreMode(rawValue: try row.stored(String?.self, atIndex: Tracker.columns.count - 1) ?? "") ?? .shared,
                        members: Self.choreMembers(listed: try row.stored(atIndex: end - 1)),
                        markedBy: try row.stored(atIndex: end - 3),
                        markedAt: markedAt.flatMap(Date.init(databaseText:)),
                        doneBefore: try row.stored(atIndex: end - 2)
                    )
                )
            }
            return rows
        }
    }

    /// Members listed as a JSON array of `[id, name]` pairs.
    static func choreMembers(listed json: String?) -> [ChoreMember] {
        guard let data = json?.data(using: .utf8),
            let pairs = try? JSONSerialization.jsonObject(with: data) as? [[Any]]
        else { return [] }
        return pairs.compactMap { pair in
            guard pair.count == 2, let id = (pair[0] as? NSNumber)?.int64Value, let name = pair[1] as? String else { return nil }
            return ChoreMember(id: id, displayName: name)
        }
    }
}
