import TrackerCore

/// A marked day; `value` only for a measurable tracker.
public struct DayMark: Sendable, Equatable {
    public let day: Day
    public let value: Double?

    public init(day: Day, value: Double?) {
        self.day = day
        self.value = value
    }
}
