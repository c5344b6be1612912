import Foundation

/// The text rules of iCalendar (RFC 5545): escaped values, local and UTC date-times, and
/// content lines folded at 75 octets and ended by CRLF.
public struct ICalendarText: Sendable {
    private(set) var lines: [String] = []

    public init() {}

    /// Adds one content line, `NAME;PARAMS:value`, with the value as given (already escaped
    /// where it is text).
    public mutating func add(_ name: String, _ value: String) {
        lines.append(name + ":" + value)
    }

    /// The document: every line folded, each ended by CRLF.
    public var document: String {
        lines.map { Self.fold($0) + "\r\n" }.joined()
    }

    /// A TEXT value: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11).
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\n", "\r\n", "\r": result += "\\n"
            default: result.append(character)
            }
        }
        return result
    }

    /// A line longer than 75 octets, split into a first line and continuation lines that start
    /// with a space, never inside a UTF-8 character (RFC 5545 3.1).
    static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var result = ""
        var width = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if width + size > limit {
                result += "\r\n "
                width = 0
                limit = 74
            }
            result.unicodeScalars.append(scalar)
            width += size
        }
        return result
    }

    /// `YYYYMMDDTHHMMSS` of a day and minutes after its midnight, on a wall clock.
    public static func local(_ day: Day, minute: Int) -> String {
        compact(day) + "T" + two(minute / 60) + two(minute % 60) + "00"
    }

    /// `YYYYMMDDTHHMMSSZ` of an instant in UTC.
    public static func utc(_ instant: Date) -> String {
        wall(Int(instant.timeIntervalSince1970.rounded(.down))) + "Z"
    }

    /// `YYYYMMDDTHHMMSS` of a count of seconds since 1970-01-01 00:00 on some wall clock.
    static func wall(_ seconds: Int) -> String {
        let (days, rest) = (seconds.floorDivided(by: 86_400), seconds.floorModulo(86_400))
        return compact(Day(ordinal: days)) + "T" + two(rest / 3600) + two(rest % 3600 / 60) + two(rest % 60)
    }

    /// `YYYYMMDD`.
    public static func compact(_ day: Day) -> String {
        day.iso.replacingOccurrences(of: "-", with: "")
    }

    /// A UTC offset as `+HHMM` (or `+HHMMSS` when it has seconds).
    static func offset(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let size = abs(seconds)
        let text = sign + two(size / 3600) + two(size % 3600 / 60)
        return size % 60 == 0 ? text : text + two(size % 60)
    }

    private static func two(_ number: Int) -> String { number < 10 ? "0" + String(number) : String(number) }
}

extension Int {
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    fileprivate func floorModulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
