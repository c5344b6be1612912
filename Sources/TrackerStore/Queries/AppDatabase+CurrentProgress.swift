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
        // One tracker (`GET /trackers/{id}`) reads its own rows; a list reads the member's.
        let (scope, scopeArguments): (String, StatementArguments) =
            trackers.count == 1 ? ("progress_checkpoint.tracker_id = ?", [trackers[0].id]) : ("tracker.user_id = ?", [userID])
        var checkpoints: [Int64: ProgressCheckpoint] = [:]
        try db.cachedStatement(
            sql: """
                SELECT progress_checkpoint.tracker_id, through, score, streak FROM progress_checkpoint
                JOIN tracker ON tracker.id = progress_checkpoint.tracker_id WHERE \(scope) AND tracker.user_id = ?
                """
        ).forEachRow(scopeArguments + [userID]) { row in
            checkpoints[try row.stored(Int64.self, atIndex: 0)] = ProgressCheckpoint(
                through: try row.stored(atIndex: 1), score: try row.stored(atIndex: 2), streak: try row.stored(atIndex: 3))
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
        // The days since each checkpoint (its `first_read` on), and the young trackers' whole histories.
        var marks: [Int64: [DayValue]] = [:]
        try forEachCompletion(
            db,
            sql: """
                SELECT completion.tracker_id, completion.day, completion.value FROM progress_checkpoint
                JOIN tracker ON tracker.id = progress_checkpoint.tracker_id
                JOIN completion ON completion.tracker_id = progress_checkpoint.tracker_id AND completion.day >= progress_checkpoint.first_read
                WHERE \(scope) AND tracker.user_id = ?
                """,
            arguments: scopeArguments + [userID]
        ) { id, mark in if usable[id] != nil { marks[id, default: []].append(mark) } }
        if !young.isEmpty {
            try forEachCompletion(
                db, sql: "SELECT tracker_id, day, value FROM completion WHERE tracker_id IN (\(databaseQuestionMarks(count: young.count)))",
                arguments: StatementArguments(young)
            ) { id, mark in marks[id, default: []].append(mark) }
        }
        let skipped = try skippedDays(db, userID: userID, trackers: trackers, today: latestDay)
        var found: [Int64: CurrentProgress] = [:]
        for tracker in trackers where usable[tracker.id] != nil || young.contains(tracker.id) {
            let history = history(tracker, marks[tracker.id] ?? [], weekStart: weekStart, skipped: skipped[tracker.id] ?? [])
            found[tracker.id] = CurrentProgress(history, today: today, from: usable[tracker.id])
        }
        return (found, stale)
    }

    /// Reads the trackers' whole histories, computes their progress, and keeps their checkpoints:
    /// in the write's transaction, so no change can slip between the read and the row.
    private static func checkpointProgress(_ db: Database, userID: Int64, ids: [Int64], today: Day) throws -> [Int64: CurrentProgress] {
        let marks = databaseQuestionMarks(count: ids.count)
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
