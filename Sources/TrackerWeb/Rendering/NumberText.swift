import TrackerCore

/// Numbers written for people: at most two decimals, none needless, thousands grouped, and the
/// language's marks. Not Foundation's number styles, which run ICU (see `DateText`).
enum NumberText {
    /// "8", "2.5", "0.33", "12,345.6" / «2,5», «12 345,6».
    static func format(_ value: Double, in language: Language) -> String {
        let hundredths = (value * 100).rounded(.toNearestOrEven)
        guard hundredths.isFinite, abs(hundredths) < 1e15 else { return String(value) }
        let whole = Int(hundredths)
        let sign = whole < 0 ? "-" : ""
        let (integer, fraction) = (abs(whole) / 100, abs(whole) % 100)
        let grouped = language.grouped(integer)
        guard fraction != 0 else { return "\(sign)\(grouped)" }
        let decimals = fraction % 10 == 0 ? String(fraction / 10) : (fraction < 10 ? "0\(fraction)" : String(fraction))
        return "\(sign)\(grouped)\(language.decimalSeparator)\(decimals)"
    }

    /// The value as a form field holds it: "8", "2.5" (always a dot).
    static func field(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
