import Foundation
import GRDB
import TrackerCore

/// A member's days off: every day from `first` through `last` is a skipped day for all their habits.
public struct AwayRange: Sendable, Hashable {
    public let id: Int64
    public let first: Day
    public let last: Day

    public init(id: Int64, first: Day, last: Day) {
        self.id = id
        self.first = first
        self.last = last
    }

    public func contains(_ day: Day) -> Bool { first <= day && day <= last }

    /// The ranges of a list `id first last,id first last` (SQL's `group_concat`), earliest first.
    static func ranges(listed: String?) -> [AwayRange] {
        (listed ?? "").split(separator: ",").compactMap { item -> AwayRange? in
            let parts = item.split(separator: " ")
            guard parts.count == 3, let id = Int64(parts[0]), let first = Day(iso: String(parts[1])), let last = Day(iso: String(parts[2]))
            else { return nil }
            return AwayRange(id: id, first: first, last: last)
        }.sorted { $0.first < $1.first }
    }
}

extension AppDatabase {
    /// Skips a habit's day, or undoes the skip if it is there: one press, one toggle. A skip needs
    /// a habit due that day, not in the future (`StoreError.dayNotSkippable`); it clears the day's
    /// mark (see `Migrations.skipsAndAway`). Returns whether the day is skipped afterwards.
    @discardableResult
    public func toggleSkip(trackerID: Int64, userID: Int64, day: Day, today: Day, now: Date) async throws -> Bool {
        try await writer.write { db in
            let tracker = try Self.ownedTracker(db, id: trackerID, userID: userID)
            try db.cachedStatement(sql: "DELETE FROM skip WHERE tracker_id = ? AND day = ?").execute(arguments: [tracker.id, day])
            if db.changesCount > 0 { return false }
            guard try Self.canSkip(db, tracker, day: day, today: today, userID: userID) else { throw StoreError.dayNotSkippable }
            try db.cachedStatement(sql: "INSERT INTO skip (tracker_id, day, created_at) VALUES (?, ?, ?)").execute(arguments: [
                tracker.id, day, now.databaseText,
            ])
            return true
        }
    }

    /// A habit's day can be skipped from its start through today, when the habit is due: on its
    /// weekdays, or for a quota while fewer than N of the period's other days are done.
    static func canSkip(_ db: Database, _ tracker: Tracker, day: Day, today: Day, userID: Int64) throws -> Bool {
        let timing = tracker.timing
        guard timing.kind == .habit, timing.canMark(day, today: today) else { return false }
        guard let quota = timing.quota else { return timing.isDue(on: day) }
        let bounds = quota.period.bounds(of: day, weekStart: try weekStart(db, userID: userID))
        let values = try Row.fetchAll(
            db.cachedStatement(sql: "SELECT value FROM completion WHERE tracker_id = ? AND day BETWEEN ? AND ? AND day <> ? AND day >= ?"),
            arguments: [tracker.id, bounds.first, bounds.last, day, timing.startDay]
        )
        let elsewhere = values.filter { Measure.isDone(value: $0[0], target: tracker.target) }.count
        return timing.isDue(on: day, periodDoneElsewhere: elsewhere)
    }

    /// Each tracker's skipped days through `today`: its own skips and, for a habit, the person's
    /// away days from its start.
    static func skippedDays(_ db: Database, userID: Int64, trackers: [Tracker], today: Day) throws -> [Int64: Set<Day>] {
        var byTracker: [Int64: Set<Day>] = [:]
        try db.cachedStatement(
            sql: """
                SELECT skip.tracker_id, skip.day FROM skip JOIN tracker ON tracker.id = skip.tracker_id
                WHERE tracker.user_id = ? AND skip.day <= ?
                """
        ).forEachRow([userID, today]) { row in
            byTracker[try row.stored(Int64.self, atIndex: 0), default: []].insert(try row.stored(atIndex: 1))
        }
        let ranges = try awayRanges(db, userID: userID).filter { $0.first <= today }
        guard !ranges.isEmpty else { return byTracker }
        for tracker in trackers where tracker.kind == .habit {
            for range in ranges {
                var day = max(range.first, tracker.startDay)
                let last = min(range.last, today)
                while day <= last {
                    byTracker[tracker.id, default: []].insert(day)
                    day = day.adding(days: 1)
                }
            }
        }
        return byTracker
    }

    // MARK: Away

    /// The person's away ranges, earliest first.
    public func awayRanges(userID: Int64) async throws -> [AwayRange] {
        try await read { db in try Self.awayRanges(db, userID: userID) }
    }

    static func awayRanges(_ db: Database, userID: Int64) throws -> [AwayRange] {
        try Row.fetchAll(
            db.cachedStatement(sql: "SELECT id, first_day, last_day FROM away WHERE user_id = ? ORDER BY first_day"),
            arguments: [userID]
        )
        .map { AwayRange(id: $0[0], first: try $0.stored(atIndex: 1), last: try $0.stored(atIndex: 2)) }
    }

    /// Adds days off; a range that ends before it starts or overlaps another is refused
    /// (`StoreError.awayRangeRefused`) and nothing changes.
    @discardableResult
    public func addAway(userID: Int64, first: Day, last: Day, now: Date) async throws -> Int64 {
        try await writer.write { db in
            guard first <= last else { throw StoreError.awayRangeRefused }
            let overlaps =
                try Bool.fetchOne(
                    db.cachedStatement(sql: "SELECT EXISTS (SELECT 1 FROM away WHERE user_id = ? AND first_day <= ? AND last_day >= ?)"),
                    arguments: [userID, last, first]
                ) ?? false
            guard !overlaps else { throw StoreError.awayRangeRefused }
            try db.cachedStatement(sql: "INSERT INTO away (user_id, first_day, last_day, created_at) VALUES (?, ?, ?, ?)").execute(arguments: [
                userID, first, last, now.databaseText,
            ])
            return db.lastInsertedRowID
        }
    }

    /// Removes one of the person's ranges; another's is not found.
    public func removeAway(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            try db.cachedStatement(sql: "DELETE FROM away WHERE id = ? AND user_id = ?").execute(arguments: [id, userID])
            guard db.changesCount > 0 else { throw StoreError.notFound }
        }
    }

    /// "I'm back": the range holding `today` ends yesterday, or goes if it started today.
    public func endAway(userID: Int64, today: Day) async throws {
        try await writer.write { db in
            try db.cachedStatement(sql: "DELETE FROM away WHERE user_id = ? AND first_day = ? AND last_day >= ?").execute(arguments: [
                userID, today, today,
            ])
            try db.cachedStatement(sql: "UPDATE away SET last_day = ? WHERE user_id = ? AND first_day < ? AND last_day >= ?").execute(arguments: [
                today.adding(days: -1), userID, today, today,
            ])
        }
    }
}

extension AppDatabase {
    /// Whether the tracker's day is skipped: by its own skip, or by its owner's away range.
    static func isSkipped(_ db: Database, trackerID: Int64, day: Day) throws -> Bool {
        try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM skip WHERE tracker_id = ?1 AND day = ?2)
                        OR EXISTS (
                            SELECT 1 FROM away JOIN tracker ON tracker.user_id = away.user_id
                            WHERE tracker.id = ?1 AND ?2 BETWEEN away.first_day AND away.last_day)
                    """
            ),
            arguments: [trackerID, day]
        ) ?? false
    }
}

extension AppDatabase {
    /// The reminders with the days they don't ring on: every day of the member's away ranges,
    /// and each habit's skips of the last few days (the only ones a calendar may still show).
    static func withSkippedDays(_ db: Database, _ reminders: [Reminder], userID: Int64) throws -> [Reminder] {
        var awayDays: [Day] = []
        for range in try awayRanges(db, userID: userID) {
            var day = range.first
            while day <= range.last {
                awayDays.append(day)
                day = day.adding(days: 1)
            }
        }
        var skips: [Int64: [Day]] = [:]
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT skip.tracker_id, skip.day FROM skip JOIN tracker ON tracker.id = skip.tracker_id
                    WHERE tracker.user_id = ? AND skip.day >= date('now', '-2 days')
                    """
            ),
            arguments: [userID]
        )
        for row in rows { skips[row[0], default: []].append(try row.stored(atIndex: 1)) }
        return reminders.map { reminder in
            var reminder = reminder
            reminder.skippedDays = awayDays + (skips[reminder.trackerID] ?? [])
            return reminder
        }
    }
}

// MARK: Your data

extension AppDatabase {
    /// The member's skips and days off, for "Download my data".
    static func addSkipsAndAway(_ db: Database, to data: inout MemberData) throws {
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT skip.tracker_id, skip.day FROM skip JOIN tracker ON tracker.id = skip.tracker_id
                    WHERE tracker.user_id = ? ORDER BY skip.tracker_id, skip.day
                    """
            ),
            arguments: [data.user.id]
        )
        for row in rows { data.skipped[row[0], default: []].append(try row.stored(atIndex: 1)) }
        data.away = try awayRanges(db, userID: data.user.id)
    }

    /// An import's skips of one tracker: a day already marked keeps its mark (the skip is left
    /// out), one already skipped stays so.
    static func importSkips(_ db: Database, _ days: [Day], trackerID: Int64, now: Date) throws {
        for day in days {
            try db.cachedStatement(
                sql: """
                    INSERT OR IGNORE INTO skip (tracker_id, day, created_at)
                    SELECT ?1, ?2, ?3 WHERE NOT EXISTS (SELECT 1 FROM completion WHERE tracker_id = ?1 AND day = ?2)
                    """
            ).execute(arguments: [trackerID, day, now.databaseText])
        }
    }

    /// An import's days off; a range that overlaps one already there (or an earlier one of the
    /// file) is left out. Replacing the account's data replaces its days off too.
    static func importAway(_ db: Database, _ ranges: [(first: Day, last: Day)], userID: Int64, replacing: Bool, now: Date) throws {
        if replacing { try db.cachedStatement(sql: "DELETE FROM away WHERE user_id = ?").execute(arguments: [userID]) }
        for range in ranges where range.first <= range.last {
            try db.cachedStatement(
                sql: """
                    INSERT INTO away (user_id, first_day, last_day, created_at)
                    SELECT ?1, ?2, ?3, ?4
                    WHERE NOT EXISTS (SELECT 1 FROM away WHERE user_id = ?1 AND first_day <= ?3 AND last_day >= ?2)
                    """
            ).execute(arguments: [userID, range.first, range.last, now.databaseText])
        }
    }
}
