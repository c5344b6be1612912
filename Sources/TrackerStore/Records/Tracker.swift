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
    public var color: String
    public var schedule: Int
    public var startDay: String
    public var pinned: Bool
    public var isPublic: Bool
    public var unit: String?
    public var target: Double?
    public var reminderTime: String?
    public var createdAt: Date
    public var updatedAt: Date
}

extension Tracker {
    /// The facts the day rules need.
    public var timing: TrackerTiming {
        TrackerTiming(kind: kind, schedule: Schedule(mask: schedule), startDay: Day(iso: startDay) ?? Day(ordinal: 0))
    }

    /// Whether the tracker has a unit and a daily target.
    public var isMeasurable: Bool { target != nil }
}

extension Tracker {
    /// Decodes by column name directly: the Codable path cost a tenth of the main page's time.
    public init(row: Row) throws {
        id = row["id"]
        userId = row["user_id"]
        categoryId = row["category_id"]
        kind = TrackerKind(rawValue: row["kind"] as String) ?? .habit
        name = row["name"]
        nameKey = row["name_key"]
        emoji = row["emoji"]
        color = row["color"]
        schedule = row["schedule"]
        startDay = row["start_day"]
        pinned = row["pinned"]
        isPublic = row["is_public"]
        unit = row["unit"]
        target = row["target"]
        reminderTime = row["reminder_time"]
        createdAt = .stored(row, "created_at")
        updatedAt = .stored(row, "updated_at")
    }
}
