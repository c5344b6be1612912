import Foundation
import TrackerCore

/// Dates written for people, in their language. The formatters are made once, not per request.
enum DateText {
    private static let utc = TimeZone(identifier: "UTC") ?? .current

    private static let longStyles = perLanguage { Date.FormatStyle(date: .complete, time: .omitted, locale: $0) }
    private static let shortStyles = perLanguage { Date.FormatStyle(date: .abbreviated, time: .omitted, locale: $0) }
    private static let monthStyles = perLanguage { Date.FormatStyle(locale: $0).month(.wide).year() }
    private static let dayMonthStyles = perLanguage { Date.FormatStyle(locale: $0).day().month(.abbreviated) }

    /// One style per language, in UTC (days are dates without a time zone).
    private static func perLanguage(_ make: (Locale) -> Date.FormatStyle) -> [Language: Date.FormatStyle] {
        Dictionary(
            uniqueKeysWithValues: Language.allCases.map { language in
                var style = make(Locale(identifier: language.rawValue))
                style.timeZone = utc
                return (language, style)
            }
        )
    }

    /// "Nov 21" / «21 нояб.»
    static func dayMonth(_ day: Day, in language: Language) -> String {
        format(day, dayMonthStyles[language])
    }

    /// "November 2026" / «ноябрь 2026 г.»
    static func month(_ month: Month, in language: Language) -> String {
        format(month.firstDay, monthStyles[language])
    }

    /// "Saturday, November 21, 2026" / «суббота, 21 ноября 2026 г.»
    static func long(_ day: Day, in language: Language) -> String {
        format(day, longStyles[language])
    }

    /// "Nov 21, 2026" / «21 нояб. 2026 г.»
    static func short(_ day: Day, in language: Language) -> String {
        format(day, shortStyles[language])
    }

    private static func format(_ day: Day, _ style: Date.FormatStyle?) -> String {
        // Noon UTC of the day: far from any edge, and formatted in UTC.
        let date = Date(timeIntervalSince1970: Double(day.ordinal) * 86400 + 43200)
        return style.map { date.formatted($0) } ?? day.iso
    }
}
