import Foundation
import GRDB
import TrackerCore

extension Date {
    /// The instant as GRDB stores dates (`YYYY-MM-DD HH:MM:SS.SSS` in UTC, to the nearest millisecond),
    /// for binding to statements. GRDB makes the same text with a Foundation `DateFormatter`,
    /// which runs ICU each time; the session lookup binds the time on every request.
    public var databaseText: String {
        let milliseconds = Int((timeIntervalSince1970 * 1000).rounded())
        let perDay = 86_400_000
        let days = milliseconds >= 0 ? milliseconds / perDay : (milliseconds - perDay + 1) / perDay
        let inDay = milliseconds - days * perDay
        return String(unsafeUninitializedCapacity: 23) { bytes in
            Day(ordinal: days).writeISO(into: bytes, at: 0)
            bytes[10] = UInt8(ascii: " ")
            Digits.write(inDay / 3_600_000, width: 2, into: bytes, at: 11)
            bytes[13] = UInt8(ascii: ":")
            Digits.write(inDay / 60_000 % 60, width: 2, into: bytes, at: 14)
            bytes[16] = UInt8(ascii: ":")
            Digits.write(inDay / 1000 % 60, width: 2, into: bytes, at: 17)
            bytes[19] = UInt8(ascii: ".")
            Digits.write(inDay % 1000, width: 3, into: bytes, at: 20)
            return 23
        }
    }
}

extension Date {
    /// Reads a stored instant. Text as `databaseText` writes it is read here, without the
    /// Foundation calendar GRDB uses (which runs ICU); anything else is left to GRDB.
    static func stored(_ row: some StoredColumns, _ column: Int) throws -> Date {
        if let interval = row.withTextBytes(atIndex: column, Self.databaseInterval) ?? nil {
            return Date(timeIntervalSince1970: interval)
        }
        return try row.stored(Date.self, atIndex: column)
    }

    /// `YYYY-MM-DD HH:MM:SS.SSS`, in UTC; `nil` for any other text.
    init?(databaseText text: String) {
        var text = text
        guard let interval = text.withUTF8(Self.databaseInterval) else { return nil }
        self.init(timeIntervalSince1970: interval)
    }

    /// Seconds since 1970 of `YYYY-MM-DD HH:MM:SS.SSS`, read in place (instants are read by the
    /// dozen on every page); `nil` for any other text.
    static func databaseInterval(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        guard bytes.count == 23, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."),
            let year = Digits.number(bytes, 0..<4), let month = Digits.number(bytes, 5..<7),
            let dayOfMonth = Digits.number(bytes, 8..<10),
            let day = Day(year: year, month: month, day: dayOfMonth),
            let hours = Digits.number(bytes, 11..<13), let minutes = Digits.number(bytes, 14..<16),
            let seconds = Digits.number(bytes, 17..<19), let milliseconds = Digits.number(bytes, 20..<23),
            hours < 24, minutes < 60, seconds < 60
        else { return nil }
        let inDay = ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds
        return Double(day.ordinal * 86_400_000 + inDay) / 1000
    }
}
