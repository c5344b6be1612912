import Foundation
import TrackerCore

/// The small forms on a card: the day they act on, a value for measurable trackers, and the
/// page to go back to.
struct MarkForm: FormDecodable {
    var day: String
    var value: String?
    /// A card's −1 or +1 button (`step=-1`, `step=1`).
    var step: String?
    var back: String?

    /// The day, or the "invalid date" page.
    func parsedDay() throws -> Day {
        guard let day = Day(iso: day) else { throw PageError.invalidDay }
        return day
    }

    /// The value field: empty clears the day; otherwise a number of 0 or more.
    func parsedValue() throws -> Double? {
        let text = (value ?? "").trimmingWhitespace().replacingOccurrences(of: ",", with: ".")
        if text.isEmpty { return nil }
        guard let number = Double(text), let value = Self.checkedValue(number) else { throw PageError.invalidValue }
        return value
    }

    /// A day's value as the pages and the API take it: a number from 0 up to a billion; nil otherwise.
    static func checkedValue(_ number: Double) -> Double? { number.isFinite && number >= 0 && number < 1e9 ? number : nil }

    /// The step of a −1 or +1 button: exactly one of those two, else a bad request.
    func parsedStep() throws -> Double {
        switch step {
        case "1", "+1": return 1
        case "-1", "−1": return -1
        default: throw PageError.invalidStep
        }
    }
}

/// The pin form: the wanted state and the page to go back to.
struct PinForm: FormDecodable {
    var pinned: Bool
    var back: String?
}

/// A form that only says where to go back to (a delete page's, a follow button's, the avatar's
/// remove and initials buttons).
struct ReturnForm: FormDecodable {
    var back: String?
}
