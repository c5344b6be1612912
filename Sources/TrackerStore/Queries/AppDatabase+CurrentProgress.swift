import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Today's current streak and strength of some of the member's trackers (as the details page
    /// computes them), for the JSON API. Each is computed from its checkpoint with only the days
    /// since; a tracker whose checkpoint is missing (new, or dropped by a change on or before its
    /// day) or a week behind is read whole, in one write that keeps its new checkpoint.
    public func currentProgress(userID: Int64, trackers: [Tracker], today: Day) async throws -> [Int64: CurrentProgress] {
        guard !trackers.isEmpty else { return [:] }
        let (found, stale) = try await read { db in try Self.progressFromCheckpoints(db, userID: userID, trackers: trackers, today: today) }
        guard !stale.isEmpty else { return found }
        let fresh = try await writer.write { db in try Self.checkpointProgress(db, userID: userID, ids: stale, today: today) }
        return found.merging(fresh) { _, new in new }
    }

    /// A checkpoint may be this many days behind the one a read would take before it is taken anew.
    static let checkpointAge = 7

    /// The progress of the trackers with a usable checkpoint, and of those too young to have one
    /// (their history is a few days); the ids of the others.
    private static func progressFromCheckpoints(
        _ db: Database, userID: Int64, trackers: [Tracker], today: Day
    ) throws -> (found: [Int64: CurrentProgress], stale: [Int64]) {
        let weekStart = try weekStart(db, userID: userID)
        // The rows of the trackers asked for only (a day's list is two thirds of the member's):
        // each costs a look-up in the completions' index.
        let scope = "progress_checkpoint.tracker_id IN (\(questionMarks(count: trackers.count)))"
        let scopeArguments = ids(trackers.map(\.id))
        // Each checkpoint with the days since its `first_read`, in one read: a checkpoint comes
        // once for each day it holds, or once with no day when it holds none.
        var checkpoints: [Int64: ProgressCheckpoint] = [:]
        var since: [Int64: [DayValue]] = [:]
        try db.cachedStatement(
            sql: """
                SELECT progress_checkpoint.tracker_id, through, score, streak, completion.day, completion.value FROM progress_checkpoint
                JOIN tracker ON tracker.id = progress_checkpoint.tracker_id
                LEFT JOIN completion ON completion.tracker_id = progress_checkpoint.tracker_id AND completion.day >= progress_checkpoint.first_read
                WHERE \(scope) AND tracker.user_id = ?
                """
        ).forEachRow(scopeArguments + [userID]) { row in
            let id: Int64 = try row.stored(atIndex: 0)
            if checkpoints[id] == nil {
                checkpoints[id] = ProgressCheckpoint(
                    through: try row.stored(atIndex: 1), score: try row.stored(atIndex: 2), streak: try row.stored(atIndex: 3))
            }
            if !row.isNull(atIndex: 4) { since[id, default: []].append(try row.dayValue(atIndex: 4)) }
        }
        var usable: [Int64: ProgressCheckpoint] = [:]
        var young: [Int64] = []
        var stale: [Int64] = []
        for tracker in trackers {
            guard let due = ProgressCheckpoint.day(for: tracker.timing, weekStart: weekStart, today: today) else {
                young.append(tracker.id)
                continue
            }
            if let checkpoint = checkpoints[tracker.id], checkpoint.through < today, checkpoint.through <= due,
                due.ordinal - checkpoint.through.ordinal < checkpointAge
            {
                usable[tracker.id] = checkpoint
            } else {
                stale.append(tracker.id)
            }
        }
        guard !usable.isEmpty || !young.isEmpty else { return ([:], stale) }
        // The young trackers' whole histories.
        var whole: [Int64: [DayValue]] = [:]
        if !young.isEmpty {
            try forEachCompletion(
                db, sql: "SELECT tracker_id, day, value FROM completion WHERE tracker_id IN (\(questionMarks(count: young.count)))",
                arguments: ids(young)
            ) { id, mark in whole[id, default: []].append(mark) }
        }
        let skipped = try skippedDays(db, userID: userID, trackers: trackers, today: latestDay)
        var found: [Int64: CurrentProgress] = [:]
        for tracker in trackers where usable[tracker.id] != nil || young.contains(tracker.id) {
            let marks = (usable[tracker.id] != nil ? since[tracker.id] : whole[tracker.id]) ?? []
            let history = history(tracker, marks, weekStart: weekStart, skipped: skipped[tracker.id] ?? [])
            found[tracker.id] = CurrentProgress(history, today: today, from: usable[tracker.id])
        }
        return (found, stale)
    }

    /// Reads the trackers' whole histories, computes their progress, and keeps their checkpoints:
    /// in the write's transaction, so no change can slip between the read and the row.
    private static func checkpointProgress(_ db: Database, userID: Int64, ids: [Int64], today: Day) throws -> [Int64: CurrentProgress] {
        let marks = questionMarks(count: ids.count)
        let trackers = try Tracker.fetchAll(
            db, sql: "SELECT * FROM tracker WHERE user_id = ? AND id IN (\(marks))", arguments: StatementArguments([userID] + ids))
        let histories = try wholeHistories(
            db, userID: userID, trackers: trackers,
            completions: "SELECT tracker_id, day, value FROM completion WHERE tracker_id IN (\(marks))", arguments: StatementArguments(ids))
        var progress: [Int64: CurrentProgress] = [:]
        for (tracker, history) in zip(trackers, histories) {
            progress[tracker.id] = CurrentProgress(history, today: today)
            guard let checkpoint = ProgressCheckpoint.take(history, today: today) else { continue }
            try db.execute(
                sql: """
                    INSERT INTO progress_checkpoint (tracker_id, through, first_read, score, streak) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (tracker_id) DO UPDATE SET
                        through = excluded.through, first_read = excluded.first_read, score = excluded.score, streak = excluded.streak
                    """,
                arguments: [
                    tracker.id, checkpoint.through, ProgressCheckpoint.firstRead(for: tracker.timing, through: checkpoint.through),
                    min(1, max(0, checkpoint.score)), checkpoint.streak,
                ])
        }
        return progress
    }
}

extension AppDatabase {
    /// `?,?,?` for `count` arguments. GRDB's `databaseQuestionMarks` joins an array of strings:
    /// 3,000 instructions a mark.
    static func questionMarks(count: Int) -> String {
        count > 0 ? "?" + String(repeating: ",?", count: count - 1) : ""
    }

    /// Ids as a statement's arguments. `StatementArguments([Int64])` maps them through a key path:
    /// 2,000 instructions an id.
    static func ids(_ ids: [Int64]) -> StatementArguments {
        StatementArguments(ids.map { $0 as (any DatabaseValueConvertible)? })
    }
}
