import Foundation

/// Turns an instant into the person's day, in their time zone and with the time their day starts.
///
/// Day D begins at the first instant whose wall-clock time in the zone is D at the day start or
/// later: when that time falls in a daylight-saving gap, the day begins as the gap ends; when it
/// happens twice, at the first. So each day begins after the one before it, and every instant
/// belongs to exactly one day: a day can be 23 or 25 hours long, but none is skipped or doubled.
public struct DayClock: Sendable {
    public let timeZone: TimeZone
    /// Minutes after midnight (0 to 1439) at which the person's day starts.
    public let dayStartMinute: Int
    private let calendar: Calendar

    public init(timeZone: TimeZone, dayStartMinute: Int = 0) {
        self.timeZone = timeZone
        self.dayStartMinute = min(max(dayStartMinute, 0), 24 * 60 - 1)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The clock of a stored zone name; an unknown name (never saved, but read defensively) falls
    /// back to the server's zone.
    public init(zoneIdentifier: String, dayStartMinute: Int) {
        self.init(timeZone: TimeZone(identifier: zoneIdentifier) ?? .current, dayStartMinute: dayStartMinute)
    }

    /// The day that `instant` belongs to: with a start of 04:00, 01:30 on Tuesday is still Monday.
    public func day(at instant: Date) -> Day {
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
        // A Gregorian calendar always yields these parts; the fallbacks are never taken.
        let local = Day(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? Day(ordinal: 0)
        // Away from a change of the zone's offset, wall-clock times are plain: compare them.
        if SteadySpans.shared.isSteady(timeZone, around: instant) {
            let minute = (parts.hour ?? 0) * 60 + (parts.minute ?? 0)
            return minute < dayStartMinute ? local.adding(days: -1) : local
        }
        // Near a change, the day is the latest one that has begun. At a change at midnight the
        // instant's own date can be a day behind the day that has begun, hence the day after too.
        for candidate in [local.adding(days: 1), local] where start(of: candidate) <= instant {
            return candidate
        }
        return local.adding(days: -1)
    }

    /// The instant at which `day` begins (see the type's comment).
    public func start(of day: Day) -> Date {
        let (year, month, date) = day.parts
        let wall = DateComponents(year: year, month: month, day: date, hour: dayStartMinute / 60, minute: dayStartMinute % 60)
        // A moment safely before the day start: any wall time of `day` or the day before resolves.
        let before = calendar.date(from: wall)?.addingTimeInterval(-4 * 3600) ?? Date(timeIntervalSince1970: 0)
        return calendar.nextDate(
            after: before,
            matching: DateComponents(hour: dayStartMinute / 60, minute: dayStartMinute % 60, second: 0),
            matchingPolicy: .nextTime,
            repeatedTimePolicy: .first,
            direction: .forward
        ) ?? before.addingTimeInterval(4 * 3600)
    }
}

/// Per zone, the last span found to hold no change of offset, so that most requests learn
/// "nothing changes near now" without asking the zone's rules, which is slow.
private final class SteadySpans: @unchecked Sendable {
    static let shared = SteadySpans()
    /// How far around an instant a change could move its day: a day is at most 26 hours, plus
    /// an hour to spare.
    private let margin: TimeInterval = 27 * 3600
    private let lock = NSLock()
    private var spans: [String: (from: Date, until: Date)] = [:]

    /// Whether the zone's offset stays the same from `margin` before `instant` to `margin` after.
    func isSteady(_ zone: TimeZone, around instant: Date) -> Bool {
        let low = instant.addingTimeInterval(-margin)
        let high = instant.addingTimeInterval(margin)
        if let span = lock.withLock({ spans[zone.identifier] }), span.from <= low, high < span.until { return true }
        let next = zone.nextDaylightSavingTimeTransition(after: low) ?? .distantFuture
        lock.withLock { spans[zone.identifier] = (low, next) }
        return high < next
    }
}
