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
        func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
        let (hours, minutes) = (inDay / 3_600_000, inDay / 60_000 % 60)
        let (seconds, fraction) = (inDay / 1000 % 60, inDay % 1000)
        return Day(ordinal: days).iso + " " + pad(hours, 2) + ":" + pad(minutes, 2) + ":" + pad(seconds, 2) + "."
            + pad(fraction, 3)
    }
}

extension Date {
    /// Reads a stored instant. Text as `databaseText` writes it is read here, without the
    /// Foundation calendar GRDB uses (which runs ICU); anything else is left to GRDB.
    static func stored(_ row: Row, _ column: Int) -> Date {
        if let text = row[column] as String?, let date = Date(databaseText: text) { return date }
        return row[column]
    }

    /// `YYYY-MM-DD HH:MM:SS.SSS`, in UTC; `nil` for any other text.
    init?(databaseText text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 23, bytes[10] == UInt8(ascii: " "), bytes[13] == UInt8(ascii: ":"),
            bytes[16] == UInt8(ascii: ":"), bytes[19] == UInt8(ascii: "."),
            let day = Day(iso: text.prefix(10))
        else { return nil }
        guard let hours = Digits.number(bytes, 11..<13), let minutes = Digits.number(bytes, 14..<16),
            let seconds = Digits.number(bytes, 17..<19), let milliseconds = Digits.number(bytes, 20..<23),
            hours < 24, minutes < 60, seconds < 60
        else { return nil }
        let inDay = ((hours * 60 + minutes) * 60 + seconds) * 1000 + milliseconds
        self.init(timeIntervalSince1970: Double(day.ordinal * 86_400_000 + inDay) / 1000)
    }
}
