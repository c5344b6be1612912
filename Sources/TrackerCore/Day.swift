import Foundation

/// A calendar date with no time and no time zone, written as `YYYY-MM-DD`.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
    /// Days since 1970-01-01 (negative before it); lets day arithmetic avoid calendars. The one
    /// stored value: the progress algorithms, sets of days and comparisons read days by the
    /// thousand as numbers, and only a day written out needs its year, month and day.
    public let ordinal: Int

    public var year: Int { parts.year }
    public var month: Int { parts.month }
    public var day: Int { parts.day }

    /// Creates a day when the three parts form a real date in the Gregorian calendar.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Day.daysIn(month: month, year: year)).contains(day)
        else { return nil }
        // Howard Hinnant's days_from_civil.
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        ordinal = era * 146097 + doe - 719468
    }

    /// The day with the given ordinal (days since 1970-01-01).
    public init(ordinal: Int) {
        self.ordinal = ordinal
    }

    /// The year, month and day (Howard Hinnant's civil_from_days).
    public var parts: (year: Int, month: Int, day: Int) {
        let z = ordinal + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (m <= 2 ? 1 : 0), m, d)
    }

    /// Parses exactly `YYYY-MM-DD`; anything else, or an impossible date, gives `nil`.
    public init?(iso text: some StringProtocol) {
        // Parsed in place: days are read by the thousand from the database.
        guard let parts = text.utf8.withContiguousStorageIfAvailable(Day.isoParts) ?? Day.isoParts(Array(text.utf8)) else {
            return nil
        }
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    /// `YYYY-MM-DD` as UTF-8 bytes, read in place (a column's text, straight from SQLite).
    public init?(isoBytes bytes: UnsafeBufferPointer<UInt8>) {
        guard let parts = Day.isoParts(bytes) else { return nil }
        self.init(year: parts.year, month: parts.month, day: parts.day)
    }

    private static func isoParts(_ bytes: some RandomAccessCollection<UInt8>) -> (year: Int, month: Int, day: Int)? {
        guard bytes.count == 10 else { return nil }
        var values = (year: 0, month: 0, day: 0)
        for (offset, byte) in bytes.enumerated() {
            if offset == 4 || offset == 7 {
                guard byte == UInt8(ascii: "-") else { return nil }
                continue
            }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            let digit = Int(byte - UInt8(ascii: "0"))
            switch offset {
            case 0..<4: values.year = values.year * 10 + digit
            case 5..<7: values.month = values.month * 10 + digit
            default: values.day = values.day * 10 + digit
            }
        }
        return values
    }

    /// `YYYY-MM-DD`, the form used in URLs, forms and the database.
    public var iso: String {
        String(unsafeUninitializedCapacity: 10) { bytes in
            writeISO(into: bytes, at: 0)
            return 10
        }
    }

    /// `YYYY-MM-DD` as ten bytes from `start` (a year is 1 to 9999, so always four digits).
    public func writeISO(into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        let (year, month, day) = parts
        Digits.write(year, width: 4, into: bytes, at: start)
        bytes[start + 4] = UInt8(ascii: "-")
        Digits.write(month, width: 2, into: bytes, at: start + 5)
        bytes[start + 7] = UInt8(ascii: "-")
        Digits.write(day, width: 2, into: bytes, at: start + 8)
    }

    public var description: String { iso }

    public static func < (lhs: Day, rhs: Day) -> Bool { lhs.ordinal < rhs.ordinal }

    /// The day `count` days later (earlier when negative).
    public func adding(days count: Int) -> Day { Day(ordinal: ordinal + count) }

    /// The weekday of this day.
    public var weekday: Weekday { Weekday(ordinal: ordinal) }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return isLeap(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    static func isLeap(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

extension Day {
    /// Reads a day written as `YYYY-MM-DD`; any other text is an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = Day(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a day: \(text)")
        }
        self = day
    }

    /// Writes the day as `YYYY-MM-DD`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }
}
