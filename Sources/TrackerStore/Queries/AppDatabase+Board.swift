import Foundation
import GRDB
import TrackerCore

/// A tracker as the main page needs it on one day: its category's name, how many days it was
/// done in all, and the day's completion if any.
public struct BoardRow: Sendable, Hashable {
    public var tracker: Tracker
    public var categoryName: String
    /// The category's name as categories sort (`caseKey`).
    public var categoryNameKey: String
    public var doneDays: Int
    /// Whether a completion exists on the day (for a measurable tracker: a value was entered).
    public var hasCompletion: Bool
    public var value: Double?

    /// Whether the tracker counts as done on the day.
    public var isDone: Bool { hasCompletion && Measure.isDone(value: value, target: tracker.target) }
}

extension AppDatabase {
    /// Every tracker of the person with what the main page shows for `day`, in one query whatever
    /// the number of trackers (the done-day count is kept on the tracker; see Migrations). With
    /// `publicOnly`, only the trackers shared with the household.
    public func boardRows(userID: Int64, day: Day, publicOnly: Bool = false) async throws -> [BoardRow] {
        try await readStatement { db in
            let rows = try Row.fetchCursor(
                db.cachedStatement(
                    sql: """
                        SELECT tracker.*, category.name, category.name_key, tracker.done_days,
                            completion.id IS NOT NULL, completion.value
                        FROM tracker
                        JOIN category ON category.id = tracker.category_id
                        LEFT JOIN completion ON completion.tracker_id = tracker.id AND completion.day = ?
                        WHERE tracker.user_id = ?\(publicOnly ? " AND tracker.is_public = 1" : "")
                        """
                ),
                arguments: [day, userID]
            )
            return try Array(
                rows.map { row in
                    // By position from the end: looking columns up by name costs more than the rest.
                    let end = row.count
                    return BoardRow(
                        tracker: try Tracker(row: row),
                        categoryName: row[end - 5],
                        categoryNameKey: row[end - 4],
                        doneDays: row[end - 3],
                        hasCompletion: row[end - 2],
                        value: row[end - 1]
                    )
                }
            )
        }
    }
}
