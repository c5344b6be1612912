import NIOConcurrencyHelpers
import TrackerCore

/// The long names of a month's days ("Thursday, November 5, 2026"), as a month calendar labels
/// its days on every view: made once per month and language and kept, as they never change (the
/// table is emptied when it holds more than `limit` months).
enum MonthDayNames {
    static let limit = 240

    private struct Key: Hashable {
        let month: Month
        let language: Language
    }

    private static let kept = NIOLockedValueBox<[Key: [String]]>([:])

    static func of(_ month: Month, in language: Language) -> [String] {
        let key = Key(month: month, language: language)
        if let names = kept.withLockedValue({ $0[key] }) { return names }
        let names = DateText.longDays(of: month, in: language)
        kept.withLockedValue { table in
            if table.count >= limit { table.removeAll(keepingCapacity: true) }
            table[key] = names
        }
        return names
    }
}
