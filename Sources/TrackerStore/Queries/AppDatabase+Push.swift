import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// The member's push targets, in the order of `PushKind`.
    public func pushTargets(userID: Int64) async throws -> [PushTarget] {
        try await read { db in
            try PushTarget.fetchAll(db, sql: "SELECT * FROM push_target WHERE user_id = ?", arguments: [userID])
                .sorted { PushKind.allCases.firstIndex(of: $0.kind)! < PushKind.allCases.firstIndex(of: $1.kind)! }
        }
    }

    /// Saves the member's target of this kind (its status starts afresh when its address changes).
    public func savePushTarget(userID: Int64, kind: PushKind, url: String, token: String?, site: String?, now: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: """
                    INSERT INTO push_target (user_id, kind, url, token, site, created_at) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (user_id, kind) DO UPDATE SET
                        last_status = CASE WHEN url = excluded.url THEN last_status END,
                        last_status_at = CASE WHEN url = excluded.url THEN last_status_at END,
                        url = excluded.url, token = excluded.token, site = excluded.site
                    """,
                arguments: [userID, kind.rawValue, url, token, site, now.databaseText]
            )
        }
    }

    /// Removes the member's target of this kind; false when there was none.
    @discardableResult
    public func removePushTarget(userID: Int64, kind: PushKind) async throws -> Bool {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM push_target WHERE user_id = ? AND kind = ?", arguments: [userID, kind.rawValue])
            return db.changesCount > 0
        }
    }

    /// Records how the last send to a target went.
    public func recordPushStatus(targetID: Int64, status: String, at instant: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE push_target SET last_status = ?, last_status_at = ? WHERE id = ?",
                arguments: [status, instant.databaseText, targetID]
            )
        }
    }

    /// Every member with notifications on and a push target, with their trackers that have a
    /// reminder time.
    public func pushMembers() async throws -> [PushMember] {
        try await read { db in
            let targets = Dictionary(
                grouping: try PushTarget.fetchAll(
                    db,
                    sql: """
                        SELECT push_target.* FROM push_target JOIN user ON user.id = push_target.user_id
                        WHERE user.notifications_enabled = 1 ORDER BY push_target.id
                        """
                ),
                by: \.userId
            )
            guard !targets.isEmpty else { return [] }
            let users = try User.fetchAll(db, keys: Array(targets.keys)).sorted { $0.id < $1.id }
            return try users.map { user in
                PushMember(user: user, targets: targets[user.id] ?? [], reminders: try Self.reminders(db, userID: user.id))
            }
        }
    }

    /// The member's trackers in use (not archived) that have a reminder time, for the calendar
    /// feed and push, with the household trackers they take part in (issue 33).
    static func reminders(_ db: Database, userID: Int64) throws -> [Reminder] {
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT id, name, emoji, kind, schedule, start_day, reminder_time, updated_at, quota_times, quota_period, is_limit
                FROM tracker WHERE reminder_time IS NOT NULL AND archived_at IS NULL
                    AND ((user_id = ?1 AND chore IS NULL) OR id IN (SELECT tracker_id FROM chore_member WHERE user_id = ?1))
                ORDER BY id
                """,
            arguments: [userID]
        )
        return try rows.compactMap { row -> Reminder? in
            guard let minute = ClockTime.minutes(row[6]) else { return nil }
            let kind = TrackerKind(rawValue: row[3] as String) ?? .habit
            let timing = TrackerTiming(
                kind: kind,
                schedule: try row.stored(atIndex: 4),
                startDay: try row.stored(atIndex: 5),
                quota: try Tracker.quota(row, at: 8),
                goal: Goal(isLimit: row[10])
            )
            return Reminder(
                trackerID: row[0],
                name: row[1],
                emoji: row[2],
                timing: timing,
                minute: minute,
                updatedAt: try .stored(row, 7)
            )
        }
    }

    /// Claims the tracker's reminder for `day`, in one transaction: only while `check` allows it
    /// (the day not done, a quota's period short, a limit's day not lost) and when its reminder
    /// was never claimed before. Returns the done days in the check's range ("1 of 3 this
    /// week") when the reminder is to be sent now; nil when it is not wanted, or was sent
    /// already (before a restart, too). One count over the `completion_history` index.
    /// A household tracker's reminder is claimed once for each member who takes part (`memberID`).
    public func claimReminder(trackerID: Int64, day: Day, dueAt: Date, check: ReminderCheck, memberID: Int64? = nil) async throws -> Int? {
        let (first, last) =
            switch check {
            case .short(_, let first, let last): (first, last)
            case .withinLimit: (day, day)
            }
        return try await writer.write { db -> Int? in
            // No reminder for a skipped day, or while away (issue 32).
            guard try !Self.isSkipped(db, trackerID: trackerID, day: day) else { return nil }
            // The range's done days (a limit's marks, any value), whether the day itself is
            // among them, and whether it is a limit's lost day (a slip, or over the target).
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT count(*),
                        ifnull(max(completion.day = ?1), 0),
                        ifnull(max(completion.day = ?1 AND (tracker.target IS NULL OR ifnull(completion.value > tracker.target, 0))), 0)
                    FROM completion JOIN tracker ON tracker.id = completion.tracker_id
                    WHERE completion.tracker_id = ?2 AND completion.day BETWEEN ?3 AND ?4
                        AND (tracker.target IS NULL OR tracker.is_limit = 1 OR ifnull(completion.value >= tracker.target, 0))
                    """,
                arguments: [day, trackerID, first, last]
            )
            guard let row else { return nil }
            let done: Int = row[0]
            guard check.allows(doneInRange: done, dayDone: row[1], dayLost: row[2]) else { return nil }
            try db.execute(
                sql: """
                    INSERT INTO reminder_delivery (tracker_id, day, due_at, state)
                    SELECT id, ?, ?, 'sending' FROM tracker WHERE id = ? AND archived_at IS NULL
                    ON CONFLICT (tracker_id, day) DO NOTHING
                    """,
                arguments: [day, dueAt.databaseText, trackerID]
            )
            let claimed = db.changesCount == 1
            if let memberID, let forMember = try Self.claimChoreReminder(db, trackerID: trackerID, day: day, memberID: memberID) {
                return forMember ? done : nil
            }
            return claimed ? done : nil
        }
    }

    /// Records whether the claimed reminder reached at least one target.
    public func finishReminder(trackerID: Int64, day: Day, delivered: Bool) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE reminder_delivery SET state = ? WHERE tracker_id = ? AND day = ?",
                arguments: [delivered ? "delivered" : "failed", trackerID, day]
            )
        }
    }

    /// The key that signs the "Done" links in notifications (made by the migration).
    public func reminderActionKey() async throws -> [UInt8] {
        try await read { db in
            guard let key = try Data.fetchOne(db, sql: "SELECT secret FROM server_key WHERE name = 'reminder-actions'") else {
                throw StoreError.notFound
            }
            return Array(key)
        }
    }

    /// What a "Done" link for the tracker and day marks; nil when no reminder was sent for it,
    /// the tracker is gone, or it is a limit (its notification has no "Done": a mark would be
    /// a slip).
    public func reminderAction(trackerID: Int64, day: Day) async throws -> ReminderAction? {
        try await read { db in try Self.reminderAction(db, trackerID: trackerID, day: day) }
    }

    /// What using a "Done" link did.
    public enum ReminderActionUse: Sendable, Equatable {
        /// The tracker is now done for the day.
        case marked(ReminderAction)
        /// The link was used before; nothing changed.
        case used(ReminderAction)
        /// No reminder was sent for that tracker and day, or the tracker is gone.
        case unknown
    }

    /// Uses a "Done" link once: marks the tracker done for the day (a measurable one gets its
    /// target) and the link used, in one transaction. A used link changes nothing.
    /// `markedBy` is the member whose link it was (kept while they are still in the household).
    public func useReminderAction(trackerID: Int64, day: Day, markedBy: Int64? = nil, now: Date) async throws -> ReminderActionUse {
        try await writer.write { db in
            guard var action = try Self.reminderAction(db, trackerID: trackerID, day: day) else { return .unknown }
            guard action.usedAt == nil else { return .used(action) }
            let tracker = try Tracker.fetchOne(db, sql: "SELECT * FROM tracker WHERE id = ?", arguments: [trackerID])
            guard let tracker, tracker.timing.canMark(day, today: day) else { return .unknown }
            try db.execute(
                sql: """
                    INSERT INTO completion (tracker_id, day, value, created_at, marked_by)
                        VALUES (?, ?, ?, ?, (SELECT id FROM user WHERE id = ?))
                    ON CONFLICT (tracker_id, day) DO UPDATE SET value = max(ifnull(value, 0), excluded.value)
                        WHERE excluded.value IS NOT NULL
                    """,
                arguments: [trackerID, day, tracker.target, now.databaseText, markedBy]
            )
            try db.execute(
                sql: "UPDATE reminder_delivery SET done_used_at = ? WHERE tracker_id = ? AND day = ?",
                arguments: [now.databaseText, trackerID, day]
            )
            action.usedAt = now
            return .marked(action)
        }
    }

    private static func reminderAction(_ db: Database, trackerID: Int64, day: Day) throws -> ReminderAction? {
        guard
            let row = try Row.fetchOne(
                db,
                sql: """
                    SELECT tracker.name, tracker.emoji, user.language, reminder_delivery.done_used_at
                    FROM reminder_delivery JOIN tracker ON tracker.id = reminder_delivery.tracker_id
                    JOIN user ON user.id = tracker.user_id
                    WHERE reminder_delivery.tracker_id = ? AND reminder_delivery.day = ? AND tracker.is_limit = 0
                    """,
                arguments: [trackerID, day]
            )
        else { return nil }
        let used: String? = row[3]
        return ReminderAction(
            trackerID: trackerID,
            name: row[0],
            emoji: row[1],
            day: day,
            language: try row.stored(atIndex: 2),
            usedAt: try used == nil ? nil : Date.stored(row, 3)
        )
    }
}
