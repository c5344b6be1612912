import Mustache
import TrackerCore
import TrackerStore

/// A tracker's details page: the layout around the details, which are a remembered fragment.
struct TrackerDetailsPage: Page {
    static let template = "trackers/details"
    let layout: Layout
    /// The details' HTML.
    let body: String

    init(context: AppRequestContext, details: DetailsFragment, renderer: Renderer) throws {
        layout = Layout(context: context, title: details.tracker.name, section: .trackers)
        body = try renderer.html(details)
    }
}

extension TrackerDetailsPage: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "layout": return self.layout
        case "body": return self.body
        default: return nil
        }
    }
}

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
