/// A day of the week, Monday first, as the design shows them.
public enum Weekday: Int, CaseIterable, Sendable, Codable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday

    /// The bit this weekday takes in a stored schedule.
    public var bit: Int { 1 << rawValue }

    /// The weekday of the day with this ordinal (days since 1970-01-01, a Thursday).
    public init(ordinal: Int) {
        self = Weekday(rawValue: ((ordinal % 7) + 7 + 3) % 7)!
    }
}

/// The weekdays a habit repeats on, stored as a 7-bit mask (bit 0 is Monday).
public struct Schedule: Hashable, Sendable, Codable {
    public let mask: Int

    /// Creates a schedule from a mask; only the low seven bits are kept.
    public init(mask: Int) { self.mask = mask & 0x7F }

    /// The schedule of a stored mask: 0 (no weekday, as an irregular event has) to 127 (every
    /// day); nil for any other number.
    public init?(exactly mask: Int) {
        guard (0...0x7F).contains(mask) else { return nil }
        self.mask = mask
    }

    public init(_ days: some Sequence<Weekday>) {
        self.init(mask: days.reduce(0) { $0 | $1.bit })
    }

    public static let everyDay = Schedule(mask: 0x7F)

    public func contains(_ weekday: Weekday) -> Bool { mask & weekday.bit != 0 }
    public var isEmpty: Bool { mask == 0 }
    public var weekdays: [Weekday] { Weekday.allCases.filter(contains) }
}

extension Schedule {
    /// Reads a mask from 0 to 127; any other number is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let mask = try container.decode(Int.self)
        guard let schedule = Schedule(exactly: mask) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a schedule: \(mask)")
        }
        self = schedule
    }

    /// Writes the mask.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(mask)
    }
}
