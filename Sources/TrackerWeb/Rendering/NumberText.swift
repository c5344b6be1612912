import Foundation
import TrackerCore

/// Numbers written for people: no needless decimals, the language's decimal mark.
enum NumberText {
    private static let styles: [Language: FloatingPointFormatStyle<Double>] = Dictionary(
        uniqueKeysWithValues: Language.allCases.map { language in
            (
                language,
                FloatingPointFormatStyle<Double>(locale: Locale(identifier: language.rawValue)).precision(.fractionLength(0...2)).grouping(.never)
            )
        }
    )

    /// "8", "2.5" / «2,5».
    static func format(_ value: Double, in language: Language) -> String {
        styles[language].map { value.formatted($0) } ?? String(value)
    }

    /// The value as a form field holds it: "8", "2.5" (always a dot).
    static func field(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
