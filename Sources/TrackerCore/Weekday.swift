/// A day of the week, Monday first, as the design shows them.
public enum Weekday: Int, CaseIterable, Sendable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The bit this weekday takes in a stored schedule.
    public var bit: Int { 1 << rawValue }
}

/// The weekdays a habit repeats on, stored as a 7-bit mask (bit 0 is Monday).
public struct Schedule: Hashable, Sendable {
    public let mask: Int

    /// Creates a schedule from a stored mask; only the low seven bits are kept.
    public init(mask: Int) { self.mask = mask & 0x7F }

    public init(_ days: some Sequence<Weekday>) {
        self.init(mask: days.reduce(0) { $0 | $1.bit })
    }

    public static let everyDay = Schedule(mask: 0x7F)

    public func contains(_ weekday: Weekday) -> Bool { mask & weekday.bit != 0 }
    public var isEmpty: Bool { mask == 0 }
    public var weekdays: [Weekday] { Weekday.allCases.filter(contains) }
}
