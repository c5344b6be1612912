import TrackerCore

/// A tracker's fields as a person sets them, checked by the web layer before they get here.
public struct NewTracker: Sendable, Equatable {
    public var kind: TrackerKind
    public var name: String
    public var categoryID: Int64
    public var emoji: String
    public var color: TrackerColor
    public var schedule: Schedule
    public var startDay: Day
    public var isPublic: Bool
    public var unit: String?
    public var target: Double?
    public var reminderTime: String?
    /// "N times a week or month" instead of the schedule's weekdays; habits only.
    public var quota: Quota?
    /// A limit ("at most") is for habits on chosen weekdays.
    public var goal: Goal

    public init(
        kind: TrackerKind,
        name: String,
        categoryID: Int64,
        emoji: String,
        color: TrackerColor,
        schedule: Schedule,
        startDay: Day,
        isPublic: Bool = false,
        unit: String? = nil,
        target: Double? = nil,
        reminderTime: String? = nil,
        quota: Quota? = nil,
        goal: Goal = .atLeast
    ) {
        self.kind = kind
        self.name = name
        self.categoryID = categoryID
        self.emoji = emoji
        self.color = color
        self.schedule = schedule
        self.startDay = startDay
        self.isPublic = isPublic
        self.unit = unit
        self.target = target
        self.reminderTime = reminderTime
        self.quota = quota
        self.goal = goal
    }
}
