import TrackerCore

/// The small forms on a card: the day they act on, a value for measurable trackers, and the
/// page to go back to.
struct MarkForm: Decodable, Sendable {
    var day: String
    var value: String?
    var back: String?

    /// The day, or the "invalid date" page.
    func parsedDay() throws -> Day {
        guard let day = Day(iso: day) else { throw PageError.invalidDay }
        return day
    }

    /// Where to go afterwards: the page the form came from, if it is on this site.
    var returnPath: String { back.flatMap { Paths.isLocal($0) ? $0 : nil } ?? Paths.home }
}

/// The pin form: the wanted state and the page to go back to.
struct PinForm: Decodable, Sendable {
    var pinned: String
    var back: String?

    var returnPath: String { back.flatMap { Paths.isLocal($0) ? $0 : nil } ?? Paths.home }
}
