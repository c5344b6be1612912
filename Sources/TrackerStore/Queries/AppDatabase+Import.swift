import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// What importing `plan` in "add" mode would merge, and what the account holds now.
    public func importPreview(userID: Int64, plan: ImportPlan) async throws -> ImportPreview {
        try await read { db in
            let account = try AccountIndex(db, userID: userID)
            var merged: [String] = []
            var daysAlreadyMarked = 0
            for imported in plan.trackers {
                guard let existing = account.tracker(matching: imported.fields) else { continue }
                merged.append(imported.fields.name)
                let rows = try Row.fetchAll(db, sql: "SELECT day FROM completion WHERE tracker_id = ?", arguments: [existing.id])
                let days = try Set(rows.map { row -> Day in try row.stored(atIndex: 0) })
                daysAlreadyMarked += imported.marks.filter { days.contains($0.day) }.count
            }
            let known = try Set(
                String.fetchAll(
                    db,
                    sql: "SELECT username FROM user WHERE id <> ? AND username IN (SELECT value FROM json_each(?))",
                    arguments: [userID, Self.jsonList(plan.following)]
                )
            )
            return ImportPreview(
                file: DataCounts(
                    categories: plan.categories.count,
                    trackers: plan.trackers.count,
                    days: plan.trackers.reduce(0) { $0 + $1.marks.count }
                ),
                current: try Self.counts(db, userID: userID),
                sameCategories: plan.categories.filter { account.categories[$0.caseKey] != nil },
                mergedTrackers: merged,
                daysAlreadyMarked: daysAlreadyMarked,
                followingFound: plan.following.filter(known.contains),
                followingMissing: plan.following.filter { !known.contains($0) }
            )
        }
    }

    /// Imports `plan` in one transaction: in "replace" mode every category, tracker and mark of
    /// the member goes first. In "add" mode a tracker of the same name, kind and goal gets the file’s
    /// days that it lacks; its own marks and fields stay, but its start moves back to the file's
    /// when that is earlier, so that no imported day is hidden. Follows are added, never removed.
    /// The pending upload `pendingID`, if given, is deleted in the same transaction. New
    /// categories and trackers go last in the member's order, in the file's order.
    public func importData(
        userID: Int64,
        plan: ImportPlan,
        mode: ImportMode,
        applySettings: Bool,
        pendingID: Int64? = nil,
        now: Date
    ) async throws -> ImportResult {
        try await writer.write { db in
            if let pendingID {
                try db.execute(sql: "DELETE FROM pending_import WHERE id = ? AND user_id = ?", arguments: [pendingID, userID])
            }
            if mode == .replace { try Self.clearForReplace(db, userID: userID) }
            let account = try AccountIndex(db, userID: userID)
            var categoryIDs: [Int64] = []
            for name in plan.categories {
                let id = try account.categories[name.caseKey] ?? Self.insertCategory(db, userID: userID, name: name, now: now).id
                categoryIDs.append(id)
            }
            var result = ImportResult(trackersAdded: 0, trackersMerged: 0, daysAdded: 0)
            let insert = try db.cachedStatement(
                sql: "INSERT OR IGNORE INTO completion (tracker_id, day, value, created_at) VALUES (?, ?, ?, ?)"
            )
            let stamp = now.databaseText
            for imported in plan.trackers {
                var fields = imported.fields
                let target: Double?
                let trackerID: Int64
                if let existing = account.tracker(matching: fields) {
                    trackerID = existing.id
                    target = existing.target
                    if fields.startDay < existing.startDay {
                        try db.execute(sql: "UPDATE tracker SET start_day = ? WHERE id = ?", arguments: [fields.startDay, trackerID])
                    }
                    result.trackersMerged += 1
                } else {
                    fields.categoryID = categoryIDs[Int(fields.categoryID)]
                    trackerID = try Self.insertTracker(db, userID: userID, fields, now: now).id
                    target = fields.target
                    if imported.pinned { try db.execute(sql: "UPDATE tracker SET pinned = 1 WHERE id = ?", arguments: [trackerID]) }
                    if imported.archived {
                        try db.execute(sql: "UPDATE tracker SET archived_at = ? WHERE id = ?", arguments: [stamp, trackerID])
                    }
                    result.trackersAdded += 1
                }
                try Self.insertNotes(db, imported.notes, trackerID: trackerID, now: stamp)
                for mark in imported.marks {
                    // A merged tracker keeps its own kind of measure: a yes/no one takes no value,
                    // and a measurable one counts a plain "done" as its target reached.
                    let value = target == nil ? nil : (mark.value ?? target)
                    try insert.execute(arguments: [trackerID, mark.day, value, stamp])
                    result.daysAdded += db.changesCount
                }
                try Self.importSkips(db, imported.skipped, trackerID: trackerID, now: now)
            }
            try Self.importAway(db, plan.away, userID: userID, replacing: mode == .replace, now: now)
            for username in plan.following {
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO follow (follower_id, followee_id, created_at)
                        SELECT ?, id, ? FROM user WHERE username = ? AND id <> ?
                        """,
                    arguments: [userID, stamp, username, userID]
                )
            }
            if applySettings {
                for setting in plan.settings { try Self.apply(setting, db, userID: userID) }
                if let avatar = plan.avatar { try Self.setAvatarEmoji(db, userID: userID, emoji: avatar.emoji, color: avatar.color) }
            }
            return result
        }
    }

    private static func jsonList(_ items: [String]) -> String {
        (try? String(decoding: JSONEncoder().encode(items), as: UTF8.self)) ?? "[]"
    }
}

/// A member's categories by name key, and their trackers by name key, kind and goal (the first
/// made wins when two share all three), for matching an import against the account. A limit
/// never takes an "at least" tracker's marks, nor the other way round: its marks are slips.
private struct AccountIndex {
    struct Existing {
        let id: Int64
        let startDay: Day
        let target: Double?
    }

    let categories: [String: Int64]
    private let trackers: [String: Existing]

    init(_ db: Database, userID: Int64) throws {
        var categories: [String: Int64] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name_key FROM category WHERE user_id = ?", arguments: [userID]) {
            categories[row[1]] = row[0]
        }
        self.categories = categories
        var trackers: [String: Existing] = [:]
        let rows = try Row.fetchAll(
            db,
            sql: "SELECT id, name_key, kind, start_day, target, is_limit FROM tracker WHERE user_id = ? AND chore IS NULL ORDER BY id DESC",
            arguments: [userID]
        )
        for row in rows {
            let key = Self.key(row[1], row[2], (row[5] as Bool) ? Goal.atMost.rawValue : Goal.atLeast.rawValue)
            trackers[key] = Existing(id: row[0], startDay: try row.stored(atIndex: 3), target: row[4])
        }
        self.trackers = trackers
    }

    func tracker(matching new: NewTracker) -> Existing? {
        trackers[Self.key(NameSearch.fold(new.name), new.kind.rawValue, new.goal.rawValue)]
    }

    private static func key(_ nameKey: String, _ kind: String, _ goal: String) -> String { kind + ":" + goal + ":" + nameKey }
}
