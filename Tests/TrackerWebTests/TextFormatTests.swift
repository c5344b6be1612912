import Foundation
import Testing
import TrackerCore

@testable import TrackerWeb

/// Our date and number texts against Foundation's (ICU's), which they replace on the pages.
@Suite("Dates and numbers as people read them")
struct TextFormatTests {
    private func foundation(_ day: Day, _ language: Language, _ style: (Locale) -> Date.FormatStyle) -> String {
        var format = style(Locale(identifier: language.rawValue))
        format.timeZone = TimeZone(identifier: "UTC")!
        return Date(timeIntervalSince1970: Double(day.ordinal) * 86400 + 43200).formatted(format)
    }

    @Test(arguments: Language.allCases)
    func everyDayOfFourYearsReadsAsFoundationWritesIt(language: Language) {
        var day = Day(iso: "2024-01-01")!
        var mismatches: [String] = []
        while day <= Day(iso: "2027-12-31")! {
            let pairs = [
                (DateText.long(day, in: language), foundation(day, language) { Date.FormatStyle(date: .complete, time: .omitted, locale: $0) }),
                (DateText.short(day, in: language), foundation(day, language) { Date.FormatStyle(date: .abbreviated, time: .omitted, locale: $0) }),
                (DateText.dayMonth(day, in: language), foundation(day, language) { Date.FormatStyle(locale: $0).day().month(.abbreviated) }),
            ]
            for (ours, theirs) in pairs where ours != theirs { mismatches.append("\(ours) ≠ \(theirs)") }
            if day.day == 1 {
                let theirs = foundation(day, language) { Date.FormatStyle(locale: $0).month(.wide).year() }
                let ours = DateText.month(Month(day), in: language)
                if ours != theirs { mismatches.append("\(ours) ≠ \(theirs)") }
                // A month's days named at once read as each named alone.
                let month = Month(day)
                let named = DateText.longDays(of: month, in: language)
                let alone = (0..<month.dayCount).map { DateText.long(day.adding(days: $0), in: language) }
                if named != alone { mismatches.append("\(month.iso): \(named.first ?? "") ≠ \(alone.first ?? "")") }
            }
            day = day.adding(days: 1)
        }
        #expect(mismatches.isEmpty, "\(Set(mismatches).sorted().prefix(12))")
    }

    @Test(arguments: Language.allCases)
    func numbersReadAsFoundationWritesThem(language: Language) {
        let style = FloatingPointFormatStyle<Double>(locale: Locale(identifier: language.rawValue))
            .precision(.fractionLength(0...2)).grouping(.automatic)
        for value in [
            0, 1, 2.5, 8, 0.33, 0.333, 1.05, 10.1, 12.75, 999, 1000, 1999.99, 12345.6, 1_234_567, 0.01, 0.004, 3.999, -1.5, -12000,
        ] {
            #expect(NumberText.format(value, in: language) == value.formatted(style), "\(value)")
        }
        for fraction in [0, 0.05, 0.5, 0.634, 1] {
            let theirs = fraction.formatted(.percent.precision(.fractionLength(0)).locale(Locale(identifier: language.rawValue)))
            #expect(Catalog.of(language).percent(fraction) == theirs, "\(fraction)")
        }
    }
}
