import TrackerCore

/// A tracker's note on a day.
public struct DayNote: Sendable, Equatable {
    public let day: Day
    public let text: String

    public init(day: Day, text: String) {
        self.day = day
        self.text = text
    }
}

/// One of a person's trackers on one day: what its day's page shows.
public struct TrackerDay: Sendable {
    public let tracker: Tracker
    /// The day's completion (its value inside), or `nil` when not marked.
    public let mark: DayMark?
    public let note: String?
    /// A skip of this tracker's day.
    public let isSkipped: Bool
    /// The person is away that day (Settings → Days off): a habit's day counts as skipped.
    public let isAway: Bool

    public init(tracker: Tracker, mark: DayMark?, note: String?, isSkipped: Bool, isAway: Bool) {
        self.tracker = tracker
        self.mark = mark
        self.note = note
        self.isSkipped = isSkipped
        self.isAway = isAway
    }
}
