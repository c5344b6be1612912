import Foundation

/// The file names of automatic backups: the database file's name and the UTC second the backup
/// was taken, `tracker-2026-11-25T030000Z.sqlite` for `tracker.sqlite`. They sort by age, say
/// when they were taken, and leave alone any other file in the folder.
public struct BackupName: Sendable, Equatable {
    /// What comes before the instant: the database file's name without its extension.
    public let prefix: String

    public init(prefix: String) { self.prefix = prefix }

    /// The names of backups of the database at `path` (`/srv/home.sqlite`: `home-…`).
    public init(database path: String) {
        let name = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        self.init(prefix: name.isEmpty ? "tracker" : name)
    }

    /// The name of a backup taken at `instant`.
    public func fileName(at instant: Date) -> String { "\(prefix)-\(Self.stamp(instant)).sqlite" }

    /// When the backup named `fileName` was taken; nil for any other file.
    public func instant(of fileName: String) -> Date? {
        let suffix = ".sqlite"
        guard fileName.hasPrefix(prefix + "-"), fileName.hasSuffix(suffix) else { return nil }
        return Self.instant(stamp: String(fileName.dropFirst(prefix.count + 1).dropLast(suffix.count)))
    }

    /// `2026-11-25T030000Z`: UTC to the second, without colons, which some file systems refuse.
    public static func stamp(_ instant: Date) -> String {
        let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: instant)
        func digits(_ value: Int?, _ width: Int) -> String {
            let text = String(value ?? 0)
            return String(repeating: "0", count: max(width - text.count, 0)) + text
        }
        return "\(digits(parts.year, 4))-\(digits(parts.month, 2))-\(digits(parts.day, 2))T"
            + "\(digits(parts.hour, 2))\(digits(parts.minute, 2))\(digits(parts.second, 2))Z"
    }

    /// The instant of a stamp, or nil when `text` is not exactly one.
    static func instant(stamp text: String) -> Date? {
        let characters = Array(text)
        guard characters.count == 18, characters[4] == "-", characters[7] == "-", characters[10] == "T", characters[17] == "Z"
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let part = characters[range]
            guard part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(part))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(13..<15), let second = number(15..<17)
        else { return nil }
        let parts = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        // A date the calendar had to adjust (month 13, 25 o'clock) is not a stamp this code wrote.
        guard let instant = utc.date(from: parts), stamp(instant) == text else { return nil }
        return instant
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        return calendar
    }()
}
