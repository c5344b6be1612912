import Foundation
import GRDB
import TrackerCore

/// A habit or irregular event (table `tracker`).
public struct Tracker: SnakeCaseRecord, Identifiable, Hashable, Sendable {
    public static let databaseTableName = "tracker"
    public var id: Int64
    public var userId: Int64
    public var categoryId: Int64
    public var kind: TrackerKind
    public var name: String
    public var nameKey: String
    public var emoji: String
    public var color: TrackerColor
    /// The weekdays a habit repeats on; none for an irregular event.
    public var schedule: Schedule
    public var startDay: Day
    public var pinned: Bool
    public var isPublic: Bool
    public var unit: String?
    public var target: Double?
    public var reminderTime: String?
    public var createdAt: Date
    public var updatedAt: Date
    /// "N times a week or month"; nil for a habit on chosen weekdays and an irregular event.
    public var quota: Quota?
    public var goal: Goal
    /// When the member archived it; nil while it is in use.
    public var archivedAt: Date? = nil
    /// Its place in the member's order (see `Migrations.archiveAndOrder`).
    public var position: Int = 0
}

extension Tracker {
    /// The facts the day rules need.
    public var timing: TrackerTiming { TrackerTiming(kind: kind, schedule: schedule, startDay: startDay, quota: quota, goal: goal) }

    /// Whether the tracker is a limit ("at most").
    public var isLimit: Bool { goal == .atMost }

    /// Whether the member archived it.
    public var isArchived: Bool { archivedAt != nil }

    /// Whether the tracker has a unit and a daily target.
    public var isMeasurable: Bool { target != nil }
}

extension Tracker {
    /// The table's columns in the order `init(row:)` reads them. Rows are decoded by position,
    /// as looking each column up by name cost a good part of the main page's time; a schema test holds
    /// the table to this order, so `SELECT *` gives it.
    static let columns = [
        "id", "user_id", "category_id", "kind", "name", "name_key", "emoji", "color", "schedule", "start_day", "pinned", "is_public", "unit",
        "target", "reminder_time", "created_at", "updated_at", "done_days", "quota_times", "quota_period", "is_limit",
        "archived_at", "position", "chore",
    ]

    /// Decodes a row whose columns come in the order of `columns`.
    public init(row: Row) throws { try self.init(columns: row) }

    /// Reads the tracker from the first columns of `SELECT tracker.*` (a board row's, straight
    /// from its statement).
    init(columns row: some StoredColumns) throws {
        id = try row.stored(atIndex: 0)
        userId = try row.stored(atIndex: 1)
        categoryId = try row.stored(atIndex: 2)
        kind = TrackerKind(rawValue: try row.stored(String.self, atIndex: 3)) ?? .habit
        name = try row.stored(atIndex: 4)
        nameKey = try row.stored(atIndex: 5)
        emoji = try row.stored(atIndex: 6)
        color = try row.stored(atIndex: 7)
        schedule = try row.stored(atIndex: 8)
        startDay = try row.stored(atIndex: 9)
        pinned = try row.stored(atIndex: 10)
        isPublic = try row.stored(atIndex: 11)
        unit = try row.stored(atIndex: 12)
        target = try row.stored(atIndex: 13)
        reminderTime = try row.stored(atIndex: 14)
        createdAt = try .stored(row, 15)
        updatedAt = try .stored(row, 16)
        // 17 is `done_days`, read by the queries that need it.
        quota = try Self.quota(row, at: 18)
        goal = Goal(isLimit: try row.stored(atIndex: 20))
        archivedAt = try row.stored(String?.self, atIndex: 21) == nil ? nil : Date.stored(row, 21)
        position = try row.stored(atIndex: 22)
        // 23 is `chore`, read by the chores' query.
    }

    /// The quota stored in the row's `quota_times` at `index` and `quota_period` after it.
    static func quota(_ row: some StoredColumns, at index: Int) throws -> Quota? {
        let times: Int? = try row.stored(atIndex: index)
        let period: Period? = try row.stored(atIndex: index + 1)
        return try times.map { times in
            guard let period, let quota = Quota(times: times, period: period) else {
                throw StoredValueError(type: "Quota", column: "quota_times", value: String(times))
            }
            return quota
        }
    }
}
