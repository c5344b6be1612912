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
    /// For a habit with a quota: the done days of the day's week or month other than the day.
    public var periodDoneElsewhere: Int = 0
    /// Skipped on the day by the member (an away range is not counted here).
    public var isSkipped = false
    /// The member's away ranges, the same on every row (read with the board so that the main page
    /// stays one query; see `AwayRange.ranges(of:)`).
    public var awayRanges: [AwayRange] = []

    /// Whether the tracker counts on the day: done, or kept within its limit.
    public var isDone: Bool {
        Measure.isSuccess(goal: tracker.goal, hasMark: hasCompletion, value: value, target: tracker.target)
    }

    /// A habit with a quota's done days in the day's period, the day's own included.
    public var periodDone: Int { periodDoneElsewhere + (isDone ? 1 : 0) }

    /// Whether `day` falls in one of the member's away ranges.
    public func isAway(on day: Day) -> Bool { awayRanges.contains { $0.contains(day) } }

    /// Whether the habit's `day` (the day the row was read for) is a skipped day: skipped by the
    /// member, or a day away from the habit's start on, unless it was done anyway (a limit's day
    /// away is skipped whatever its mark). Such a day counts neither for nor against the day.
    public func isSkipped(on day: Day) -> Bool {
        guard tracker.kind == .habit else { return false }
        return isSkipped || (isAway(on: day) && day >= tracker.startDay && (tracker.isLimit || !isDone))
    }
}

extension AppDatabase {
    /// Every tracker of the person with what the main page shows for `day`, in one query whatever
    /// the number of trackers (the done-day count is kept on the tracker; see Migrations; a habit
    /// with a quota counts its period's other done days through the completion index), in the
    /// member's order; archived trackers are left out. With `publicOnly`, only the trackers
    /// shared with the household. With `trackerID`, only that tracker's row (if it is one of these).
    /// With `shownOnly`, the trackers the day can't show (not started, or a habit off its
    /// weekdays) are mostly left out before their rows are read (`mayBeShown`): for a reader that
    /// wants only the shown ones, which `Board` still picks.
    public func boardRows(
        userID: Int64, day: Day, publicOnly: Bool = false, trackerID: Int64? = nil, shownOnly: Bool = false
    ) async throws -> [BoardRow] {
        try await readStatement { db in
            // A quota's period holds the day: its week from the member's first weekday (0 Monday, 6
            // Sunday; SQLite's %w counts from Sunday), or its calendar month.
            let statement = try db.cachedStatement(
                sql: """
                    SELECT tracker.*, category.name, category.name_key, tracker.done_days,
                        completion.id IS NOT NULL, completion.value,
                        CASE WHEN tracker.quota_period IS NULL THEN 0 ELSE (
                            SELECT count(*) FROM completion AS other, (
                                SELECT iif(
                                    tracker.quota_period = 'week',
                                    date(:day, '-' || ((CAST(strftime('%w', :day) AS INTEGER) + 13
                                        - (SELECT first_weekday FROM user WHERE id = tracker.user_id)) % 7) || ' days'),
                                    date(:day, 'start of month')
                                ) AS first
                            ) AS period
                            WHERE other.tracker_id = tracker.id
                                AND other.day BETWEEN period.first AND iif(
                                    tracker.quota_period = 'week', date(period.first, '+6 days'), date(period.first, '+1 month', '-1 day'))
                                AND other.day <> :day AND other.day >= tracker.start_day
                                AND (tracker.target IS NULL OR ifnull(other.value >= tracker.target, 0))
                        ) END,
                        EXISTS (SELECT 1 FROM skip WHERE skip.tracker_id = tracker.id AND skip.day = :day),
                        (SELECT group_concat(away.id || ' ' || away.first_day || ' ' || away.last_day, ',') FROM away WHERE away.user_id = :user)
                    FROM tracker
                    JOIN category ON category.id = tracker.category_id
                    LEFT JOIN completion ON completion.tracker_id = tracker.id AND completion.day = :day
                    WHERE tracker.user_id = :user AND tracker.archived_at IS NULL AND tracker.chore IS NULL\(publicOnly ? " AND tracker.is_public = 1" : "")\(trackerID == nil ? "" : " AND tracker.id = :tracker")\(shownOnly ? " AND " + Self.mayBeShown(day: ":day", weekdayBit: ":bit") : "")
                    ORDER BY tracker.position, tracker.id
                    """
            )
            var rows: [BoardRow] = []
            // Each row straight from the statement, by position from the end: looking columns up
            // by name costs more than the rest.
            try statement.forEachRow(["day": day, "user": userID, "tracker": trackerID, "bit": day.weekday.bit]) { row in
                let end = row.count
                rows.append(
                    BoardRow(
                        tracker: try Tracker(columns: row),
                        categoryName: try row.stored(atIndex: end - 8),
                        categoryNameKey: try row.stored(atIndex: end - 7),
                        doneDays: try row.stored(atIndex: end - 6),
                        hasCompletion: try row.stored(atIndex: end - 5),
                        value: try row.stored(atIndex: end - 4),
                        periodDoneElsewhere: try row.stored(atIndex: end - 3),
                        isSkipped: try row.stored(atIndex: end - 2),
                        awayRanges: AwayRange.ranges(listed: try row.stored(atIndex: end - 1))
                    )
                )
            }
            return rows
        }
    }
}

extension AppDatabase {
    /// SQL that passes every tracker `TrackerTiming.isShown` could show on a day and leaves out
    /// most of the others before their rows are read: one not started yet, or a habit off its
    /// weekdays (a habit with a quota is stored as every day). `day` and `weekdayBit` are the SQL
    /// of the day and of its weekday's bit (`Weekday.bit`). A filter, not the rule: the rule still
    /// decides on what passes.
    static func mayBeShown(day: String, weekdayBit: String) -> String {
        "tracker.start_day <= \(day) AND (tracker.kind = 'irregular' OR tracker.schedule & \(weekdayBit) <> 0)"
    }
}
