import Foundation

/// Dates written for people, in their language, from the catalog's patterns and names.
/// Not Foundation's date styles: those run ICU, whose data alone took 2.6 MB of the server's
/// memory once a page showed a date. A test holds the output to Foundation's, day by day.
public enum DateText {
    /// "Nov 21" / «21 нояб.»
    public static func dayMonth(_ day: Day, in language: Language) -> String {
        fill("date.day_month", day, month: "date.month.short", language)
    }

    /// "November 2026" / «ноябрь 2026 г.»
    public static func month(_ month: Month, in language: Language) -> String {
        fill("date.month", month.firstDay, month: "date.month", language)
    }

    /// "Saturday, November 21, 2026" / «суббота, 21 ноября 2026 г.»
    public static func long(_ day: Day, in language: Language) -> String {
        fill("date.long", day, month: "date.month.of", language)
    }

    /// `long` for every day of `month`, in order: the pattern is filled once a weekday and each
    /// day's number put in its place, as a month calendar names all its days on every view.
    public static func longDays(of month: Month, in language: Language) -> [String] {
        let marker = "\u{1}"
        let first = month.firstDay
        let parts = (0..<7).map { offset -> (String, String) in
            let day = first.adding(days: offset)
            let filled = fill("date.long", day, month: "date.month.of", language, dayText: marker)
            guard let range = filled.range(of: marker) else { return (filled, "") }
            return (String(filled[..<range.lowerBound]), String(filled[range.upperBound...]))
        }
        return (0..<month.dayCount).map { index in
            let (before, after) = parts[index % 7]
            return before + String(index + 1) + after
        }
    }

    /// A coming day as a person says it from `today`: "Today", "Tomorrow", the weekday within
    /// the week ("Saturday" / «суббота»), else "Dec 3" / «3 дек.».
    public static func upcoming(_ day: Day, from today: Day, in language: Language) -> String {
        let catalog = Catalog.of(language)
        switch day.ordinal - today.ordinal {
        case 0: return catalog.text("date.today")
        case 1: return catalog.text("date.tomorrow")
        case 2...6: return catalog.text("date." + ScheduleText.longKeys[day.weekday.rawValue])
        default: return dayMonth(day, in: language)
        }
    }

    /// "Nov 21, 2026" / «21 нояб. 2026 г.»
    public static func short(_ day: Day, in language: Language) -> String {
        fill("date.short", day, month: "date.month.short", language)
    }

    /// Fills a pattern's `{weekday}`, `{day}`, `{month}` (in the given form) and `{year}`.
    private static func fill(
        _ pattern: String, _ day: Day, month form: String, _ language: Language, dayText: String? = nil
    ) -> String {
        let catalog = Catalog.of(language)
        let (year, month, date) = day.parts
        return catalog.text(
            pattern,
            [
                // "date.weekday.mon": the lower-case form a date needs in Russian.
                "weekday": catalog.text("date." + ScheduleText.longKeys[day.weekday.rawValue]),
                "day": dayText ?? String(date),
                "month": catalog.text("\(form).\(month)"),
                "year": String(year),
            ]
        )
    }
}
