/// The main page's filters, as PRODUCT.md defines them.
public enum TrackerFilter: String, CaseIterable, Sendable {
    /// Every tracker shown on the day.
    case all
    /// Sets the day to today, then behaves as `all`.
    case today
    /// Only trackers done on the day.
    case completed
    /// Only trackers not done on the day.
    case uncompleted

    /// Whether the Filters button is highlighted: only while it narrows the list.
    public var narrows: Bool { self == .completed || self == .uncompleted }

    /// Whether a tracker with this day's state passes the filter. A skipped day is neither done
    /// nor left to do: only "All" shows it.
    public func admits(isDone: Bool, isSkipped: Bool = false) -> Bool {
        switch self {
        case .all, .today: return true
        case .completed: return isDone
        case .uncompleted: return !isDone && !isSkipped
        }
    }
}
