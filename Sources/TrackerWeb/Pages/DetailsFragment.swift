import TrackerCore
import TrackerStore

/// What a tracker's details are made from. Two are the same when they show the same tracker at
/// the same data version, month, day, language and CSRF token: the data version stands for the
/// tracker and its whole history, which are too long to compare on every load.
struct DetailsFragment: Fragment {
    static let template = "trackers/details-body"
    let tracker: Tracker
    let history: TrackerHistory
    let dataVersion: Int64
    let month: Month
    let today: Day
    let language: Language
    let csrf: String

    func viewModel() -> TrackerDetails {
        TrackerDetails(tracker: tracker, history: history, month: month, today: today, language: language, csrf: csrf)
    }

    private var identity: some Hashable {
        [AnyHashable(tracker.id), tracker.userId, dataVersion, month, today, language, csrf]
    }

    static func == (a: DetailsFragment, b: DetailsFragment) -> Bool { a.identity == b.identity }
    func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
