/// A calendar month, for month views and month switching.
public struct Month: Hashable, Comparable, Sendable {
    public let year: Int
    public let month: Int

    public init?(year: Int, month: Int) {
        guard (1...9999).contains(year), (1...12).contains(month) else { return nil }
        self.year = year
        self.month = month
    }

    /// The month a day is in.
    public init(_ day: Day) {
        (year, month, _) = day.parts
    }

    /// Parses exactly `YYYY-MM`.
    public init?(iso text: String) {
        guard text.count == 7, let first = Day(iso: text + "-01") else { return nil }
        self.init(first)
    }

    public var iso: String { String(firstDay.iso.prefix(7)) }
    public var firstDay: Day { Day(year: year, month: month, day: 1) ?? Day(ordinal: 0) }
    public var dayCount: Int { Day.daysIn(month: month, year: year) }
    public var lastDay: Day { firstDay.adding(days: dayCount - 1) }
    public var next: Month { Month(lastDay.adding(days: 1)) }
    public var previous: Month { Month(firstDay.adding(days: -1)) }

    public static func < (a: Month, b: Month) -> Bool { (a.year, a.month) < (b.year, b.month) }

    /// The month's weeks, Monday first; days outside the month are `nil`.
    public var weeks: [[Day?]] { weeks(startingOn: .monday) }

    /// The month's weeks, each starting on `weekStart`; days outside the month are `nil`.
    public func weeks(startingOn weekStart: Weekday) -> [[Day?]] {
        let lead = (firstDay.weekday.rawValue - weekStart.rawValue + 7) % 7
        var cells: [Day?] = Array(repeating: nil, count: lead)
        cells += (0..<dayCount).map { firstDay.adding(days: $0) }
        cells += Array(repeating: nil, count: (7 - cells.count % 7) % 7)
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }
}
