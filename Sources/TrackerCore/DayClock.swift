import Foundation

/// Turns an instant into the person's day, in their time zone and with their day-start hour.
public struct DayClock: Sendable {
    public let timeZone: TimeZone
    public let dayStartHour: Int

    public init(timeZone: TimeZone, dayStartHour: Int = 0) {
        self.timeZone = timeZone
        self.dayStartHour = min(max(dayStartHour, 0), 23)
    }

    /// The day that `instant` belongs to: with a start of 04:00, 01:30 on Tuesday is still Monday.
    public func day(at instant: Date) -> Day {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.year, .month, .day, .hour], from: instant)
        // A Gregorian calendar always yields these parts; the fallbacks are never taken.
        let local = Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(ordinal: 0)
        return (parts.hour ?? 0) < dayStartHour ? local.adding(days: -1) : local
    }
}
