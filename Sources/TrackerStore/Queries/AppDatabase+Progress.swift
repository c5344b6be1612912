import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Every tracker of the person in use (not archived) with all its completions, in the
    /// member's order, for the statistics: two queries whatever the number of trackers.
    public func histories(userID: Int64) async throws -> [TrackerHistory] {
        try await read { db in
            let trackers = try Tracker.fetchAll(
                db, sql: "SELECT * FROM tracker WHERE user_id = ? AND archived_at IS NULL ORDER BY position, id", arguments: [userID])
            return try Self.wholeHistories(
                db, userID: userID, trackers: trackers,
                completions: """
                    SELECT completion.tracker_id, completion.day, completion.value FROM completion
                    JOIN tracker ON tracker.id = completion.tracker_id
                    WHERE tracker.user_id = ? AND tracker.archived_at IS NULL
                    """,
                arguments: [userID])
        }
    }

    /// The whole history of each of `trackers` (the member's): the marks that `completions`
    /// selects (`tracker_id, day, value`), the member's first weekday and the days skipped.
    static func wholeHistories(
        _ db: Database, userID: Int64, trackers: [Tracker], completions sql: String, arguments: StatementArguments
    ) throws -> [TrackerHistory] {
        var byTracker: [Int64: [DayValue]] = [:]
        try forEachCompletion(db, sql: sql, arguments: arguments) { trackerID, completion in
            byTracker[trackerID, default: []].append(completion)
        }
        let weekStart = try weekStart(db, userID: userID)
        let skipped = try skippedDays(db, userID: userID, trackers: trackers, today: latestDay)
        return trackers.map { history($0, byTracker[$0.id] ?? [], weekStart: weekStart, skipped: skipped[$0.id] ?? []) }
    }

    /// The person's statistics on `today`, from each day's counts that the database keeps (see
    /// `Migrations.summarizeDays`): one row a day, whatever the number of trackers and
    /// completions. Two queries.
    public func statistics(userID: Int64, today: Day) async throws -> Statistics {
        try await read { db in
            let trackers = try Tracker.fetchAll(
                db.cachedStatement(sql: "SELECT * FROM tracker WHERE user_id = ? AND archived_at IS NULL"), arguments: [userID])
            var sweep = Statistics.Sweep(trackers: trackers.map(\.timing), today: today)
            let days = try Row.fetchCursor(
                db.cachedStatement(sql: "SELECT day, done, scheduled_done, slips FROM day_summary WHERE user_id = ? AND day <= ?"),
                arguments: [userID, today]
            )
            while let row = try days.next() {
                let day: Day = try row.stored(atIndex: 0)
                sweep.addDay(ordinal: day.ordinal, done: row[1], scheduledDone: row[2], slips: row[3])
            }
            try Self.addSkips(db, to: &sweep, userID: userID, trackers: trackers, today: today)
            return sweep.statistics
        }
    }

    /// One of the person's trackers with all its completions, for its details page; with
    /// `publicOnly`, a private or archived tracker is not found.
    public func history(
        trackerID: Int64,
        userID: Int64,
        publicOnly: Bool = false
    ) async throws -> (tracker: Tracker, history: TrackerHistory) {
        try await read { db in
            try Self.history(db, trackerID: trackerID, userID: userID, publicOnly: publicOnly, weekStart: nil)
        }
    }

    /// What a tracker's details page reads, in one transaction: what the person may do with it
    /// (their own tracker, or a household one they take part in), the tracker, its history (weeks
    /// from `weekStart`, the viewer's, on their own tracker; a household one's keeper's), and the
    /// notes of `month` (a household tracker has none).
    public func details(
        trackerID: Int64,
        userID: Int64,
        weekStart: Weekday,
        month: Month
    ) async throws -> (tracker: Tracker, history: TrackerHistory, notes: [DayNote], access: TrackerAccess) {
        try await read { db in
            let access = try Self.trackerAccess(db, id: trackerID, userID: userID)
            let holder = access.holderID
            let (tracker, history) = try Self.history(
                db, trackerID: trackerID, userID: holder, publicOnly: false, weekStart: holder == userID ? weekStart : nil)
            let notes = access.isChore ? [] : try Self.notes(db, trackerID: trackerID, from: month.firstDay, through: month.lastDay)
            return (tracker, history, notes, access)
        }
    }

    /// The tracker and its history; the person's first weekday is read when `weekStart` is nil.
    private static func history(
        _ db: Database,
        trackerID: Int64,
        userID: Int64,
        publicOnly: Bool,
        weekStart: Weekday?
    ) throws -> (tracker: Tracker, history: TrackerHistory) {
        let tracker = try ownedTracker(db, id: trackerID, userID: userID)
        guard !publicOnly || (tracker.isPublic && !tracker.isArchived) else { throw StoreError.notFound }
        var completions: [DayValue] = []
        try db.cachedStatement(sql: "SELECT day, value FROM completion WHERE tracker_id = ?").forEachRow([trackerID]) { row in
            completions.append(try row.dayValue(atIndex: 0))
        }
        let skipped = try skippedDays(db, userID: userID, trackers: [tracker], today: latestDay)
        let weeks = try weekStart ?? Self.weekStart(db, userID: userID)
        return (tracker, history(tracker, completions, weekStart: weeks, skipped: skipped[tracker.id] ?? []))
    }

    /// Reads `(tracker_id, day, value)` rows one at a time, by column position: a person's whole
    /// history is thousands of rows, and decoding each by column name cost most of the
    /// statistics page's time.
    static func forEachCompletion(
        _ db: Database,
        sql: String,
        arguments: StatementArguments,
        _ body: (Int64, DayValue) -> Void
    ) throws {
        // Straight from the statement: a history is read by the thousand rows.
        try db.cachedStatement(sql: sql).forEachRow(arguments) { row in
            body(try row.stored(atIndex: 0), try row.dayValue(atIndex: 1))
        }
    }

    static func history(_ tracker: Tracker, _ completions: [DayValue], weekStart: Weekday, skipped: Set<Day>) -> TrackerHistory {
        TrackerHistory(
            id: tracker.id, timing: tracker.timing, target: tracker.target, completions: completions, weekStart: weekStart, skipped: skipped)
    }

    /// Histories hold skipped days through this day; the progress algorithms read only those
    /// through their own today (away ranges may reach into the future).
    static let latestDay = Day(year: 9999, month: 12, day: 31)!

    /// The skipped and away days, with the marks made on them, left out of the day counts' ideal
    /// days (see `Statistics.Sweep.addSkips`). Skips clear their day's mark, so only away days
    /// can hold one.
    private static func addSkips(
        _ db: Database, to sweep: inout Statistics.Sweep, userID: Int64, trackers: [Tracker], today: Day
    ) throws {
        let skipped = try skippedDays(db, userID: userID, trackers: trackers, today: today)
        guard !skipped.isEmpty else { return }
        var marks: [Int64: [DayValue]] = [:]
        try forEachCompletion(
            db,
            sql: """
                SELECT completion.tracker_id, completion.day, completion.value FROM completion
                JOIN tracker ON tracker.id = completion.tracker_id
                JOIN away ON away.user_id = tracker.user_id AND completion.day BETWEEN away.first_day AND away.last_day
                WHERE tracker.user_id = ? AND completion.day <= ?
                """,
            arguments: [userID, today]
        ) { trackerID, completion in marks[trackerID, default: []].append(completion) }
        for (index, tracker) in trackers.enumerated() {
            guard let days = skipped[tracker.id] else { continue }
            sweep.addSkips(tracker: index, history: history(tracker, marks[tracker.id] ?? [], weekStart: .monday, skipped: days))
        }
    }

    /// The person's first weekday, where their weeks start.
    static func weekStart(_ db: Database, userID: Int64) throws -> Weekday {
        try Weekday.fetchOne(db.cachedStatement(sql: "SELECT first_weekday FROM user WHERE id = ?"), arguments: [userID]) ?? .monday
    }
}
