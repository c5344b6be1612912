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
