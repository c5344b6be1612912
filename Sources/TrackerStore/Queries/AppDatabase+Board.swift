import Foundation
import GRDB
import TrackerCore

/// A tracker as the main page needs it on one day: its category's name, how many days it was
/// done in all, and the day's completion if any.
public struct BoardRow: Sendable, Equatable {
    public var tracker: Tracker
    public var categoryName: String
    public var doneDays: Int
    /// Whether a completion exists on the day (for a measurable tracker: a value was entered).
    public var hasCompletion: Bool
    public var value: Double?

    /// Whether the tracker counts as done on the day.
    public var isDone: Bool { hasCompletion && Measure.isDone(value: value, target: tracker.target) }
}

extension AppDatabase {
    /// Every tracker of the person with what the main page shows for `day`, in two queries
    /// whatever the number of trackers.
    public func boardRows(userID: Int64, day: Day) async throws -> [BoardRow] {
        try await writer.read { db in
            let trackers = try Row.fetchAll(
                db,
                sql: """
                    SELECT tracker.*, category.name AS category_name FROM tracker
                    JOIN category ON category.id = tracker.category_id
                    WHERE tracker.user_id = ?
                    """,
                arguments: [userID]
            )
            let stats = try Row.fetchAll(
                db,
                sql: """
                    SELECT completion.tracker_id AS id,
                        sum(tracker.target IS NULL OR completion.value >= tracker.target) AS done_days,
                        max(completion.day = ?1) AS on_day,
                        max(CASE WHEN completion.day = ?1 THEN completion.value END) AS value
                    FROM tracker JOIN completion ON completion.tracker_id = tracker.id
                    WHERE tracker.user_id = ?2
                    GROUP BY completion.tracker_id
                    """,
                arguments: [day.iso, userID]
            )
            let byID = Dictionary(uniqueKeysWithValues: stats.map { (($0["id"] as Int64), $0) })
            return try trackers.map { row in
                let tracker = try Tracker(row: row)
                let stat = byID[tracker.id]
                return BoardRow(
                    tracker: tracker,
                    categoryName: row["category_name"],
                    doneDays: stat?["done_days"] ?? 0,
                    hasCompletion: (stat?["on_day"] as Bool?) ?? false,
                    value: stat?["value"]
                )
            }
        }
    }
}
