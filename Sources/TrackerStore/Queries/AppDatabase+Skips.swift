import Foundation
import GRDB
import TrackerCore

/// A member's days off: every day from `first` through `last` is a skipped day for all their habits.
public struct AwayRange: Sendable, Hashable, Codable {
    public let id: Int64
    public let first: Day
    public let last: Day

    public init(id: Int64, first: Day, last: Day) {
        self.id = id
        self.first = first
        self.last = last
    }

    public func contains(_ day: Day) -> Bool { first <= day && day <= last }
}

extension AppDatabase {
    /// Skips a habit's day, or undoes the skip if it is there: one press, one toggle. A skip needs
    /// a habit due that day, not in the future (`StoreError.dayNotSkippable`); it clears the day's
    /// mark (see `Migrations.skipsAndAway`). Returns whether the day is skipped afterwards.
    @discardableResult
    public func toggleSkip(trackerID: Int64, userID: Int64, day: Day, today: Day, now: Date) async throws -> Bool {
        try await writer.write { db in
            let tracker = try Self.ownedTracker(db, id: trackerID, userID: userID)
            try db.execute(sql: "DELETE FROM skip WHERE tracker_id = ? AND day = ?", arguments: [tracker.id, day])
            if db.changesCount > 0 { return false }
            guard try Self.canSkip(db, tracker, day: day, today: today, userID: userID) else { throw StoreError.dayNotSkippable }
            try db.execute(
                sql: "INSERT INTO skip (tracker_id, day, created_at) VALUES (?, ?, ?)",
                arguments: [tracker.id, day, now.databaseText]
            )
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
            db,
            sql: "SELECT value FROM completion WHERE tracker_id = ? AND day BETWEEN ? AND ? AND day <> ? AND day >= ?",
            arguments: [tracker.id, bounds.first, bounds.last, day, timing.startDay]
        )
        let elsewhere = values.filter { Measure.isDone(value: $0[0], target: tracker.target) }.count
        return timing.isDue(on: day, periodDoneElsewhere: elsewhere)
    }

    /// The person's trackers skipped on `day`: those with a skip that day, and every habit from its
    /// start when the person is away.
    public func skippedTrackerIDs(userID: Int64, day: Day) async throws -> Set<Int64> {
        try await read { db in
            let away = try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM away WHERE user_id = ? AND ? BETWEEN first_day AND last_day)",
                arguments: [userID, day]) ?? false
            let sql =
                away
                ? "SELECT id FROM tracker WHERE user_id = :user AND kind = 'habit' AND start_day <= :day"
                : "SELECT skip.tracker_id FROM skip JOIN tracker ON tracker.id = skip.tracker_id WHERE tracker.user_id = :user AND skip.day = :day"
            return Set(try Int64.fetchAll(db, sql: sql, arguments: ["user": userID, "day": day]))
        }
    }

    /// Each tracker's skipped days through `today`: its own skips and, for a habit, the person's
    /// away days from its start.
    static func skippedDays(_ db: Database, userID: Int64, trackers: [Tracker], today: Day) throws -> [Int64: Set<Day>] {
        var byTracker: [Int64: Set<Day>] = [:]
        let skips = try Row.fetchCursor(
            db.cachedStatement(
                sql: """
                    SELECT skip.tracker_id, skip.day FROM skip JOIN tracker ON tracker.id = skip.tracker_id
                    WHERE tracker.user_id = ? AND skip.day <= ?
                    """),
            arguments: [userID, today]
        )
        while let row = try skips.next() { byTracker[row[0], default: []].insert(try row.stored(atIndex: 1)) }
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
        try Row.fetchAll(db, sql: "SELECT id, first_day, last_day FROM away WHERE user_id = ? ORDER BY first_day", arguments: [userID])
            .map { AwayRange(id: $0[0], first: try $0.stored(atIndex: 1), last: try $0.stored(atIndex: 2)) }
    }

    /// Adds days off; a range that ends before it starts or overlaps another is refused
    /// (`StoreError.awayRangeRefused`) and nothing changes.
    @discardableResult
    public func addAway(userID: Int64, first: Day, last: Day, now: Date) async throws -> Int64 {
        try await writer.write { db in
            guard first <= last else { throw StoreError.awayRangeRefused }
            let overlaps = try Bool.fetchOne(
                db,
                sql: "SELECT EXISTS (SELECT 1 FROM away WHERE user_id = ? AND first_day <= ? AND last_day >= ?)",
                arguments: [userID, last, first]) ?? false
            guard !overlaps else { throw StoreError.awayRangeRefused }
            try db.execute(
                sql: "INSERT INTO away (user_id, first_day, last_day, created_at) VALUES (?, ?, ?, ?)",
                arguments: [userID, first, last, now.databaseText])
            return db.lastInsertedRowID
        }
    }

    /// Removes one of the person's ranges; another's is not found.
    public func removeAway(id: Int64, userID: Int64) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM away WHERE id = ? AND user_id = ?", arguments: [id, userID])
            guard db.changesCount > 0 else { throw StoreError.notFound }
        }
    }

    /// "I'm back": the range holding `today` ends yesterday, or goes if it started today.
    public func endAway(userID: Int64, today: Day) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "DELETE FROM away WHERE user_id = ? AND first_day = ? AND last_day >= ?",
                arguments: [userID, today, today])
            try db.execute(
                sql: "UPDATE away SET last_day = ? WHERE user_id = ? AND first_day < ? AND last_day >= ?",
                arguments: [today.adding(days: -1), userID, today, today])
        }
    }
}
