import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Every tracker of the person with all its completions, for the statistics: two queries
    /// whatever the number of trackers.
    public func histories(userID: Int64) async throws -> [TrackerHistory] {
        try await writer.read { db in
            let trackers = try Tracker.fetchAll(db, sql: "SELECT * FROM tracker WHERE user_id = ?", arguments: [userID])
            let rows = try Row.fetchAll(
                db,
                sql: """
                    SELECT completion.tracker_id, completion.day, completion.value FROM completion
                    JOIN tracker ON tracker.id = completion.tracker_id
                    WHERE tracker.user_id = ?
                    """,
                arguments: [userID]
            )
            var byTracker: [Int64: [DayValue]] = [:]
            for row in rows {
                guard let day = Day(iso: row["day"] as String) else { continue }
                byTracker[row["tracker_id"], default: []].append(DayValue(day: day, value: row["value"]))
            }
            return trackers.map { Self.history($0, byTracker[$0.id] ?? []) }
        }
    }

    /// One of the person's trackers with all its completions, for its details page.
    public func history(trackerID: Int64, userID: Int64) async throws -> (tracker: Tracker, history: TrackerHistory) {
        try await writer.read { db in
            let tracker = try Self.ownedTracker(db, id: trackerID, userID: userID)
            let rows = try Row.fetchAll(
                db,
                sql: "SELECT day, value FROM completion WHERE tracker_id = ?",
                arguments: [trackerID]
            )
            let completions = rows.compactMap { row in
                Day(iso: row["day"] as String).map { DayValue(day: $0, value: row["value"]) }
            }
            return (tracker, Self.history(tracker, completions))
        }
    }

    private static func history(_ tracker: Tracker, _ completions: [DayValue]) -> TrackerHistory {
        TrackerHistory(id: tracker.id, timing: tracker.timing, target: tracker.target, completions: completions)
    }
}
