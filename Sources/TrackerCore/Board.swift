/// One tracker as the main page sees it on a day.
public struct BoardEntry: Hashable, Sendable {
    public let trackerID: Int64
    public let name: String
    public let categoryID: Int64
    public let categoryName: String
    public let pinned: Bool
    public let timing: TrackerTiming
    /// Done, or kept within its limit.
    public let isDone: Bool
    /// For a habit with a quota: the done days of the day's period other than the day.
    public let periodDoneElsewhere: Int
    /// The name folded for search and order (`NameSearch.fold`), as the store keeps it.
    public let nameKey: String
    /// The category's name as categories sort everywhere (`caseKey`), as the store keeps it.
    public let categoryNameKey: String
    /// Its place in the member's order: categories in their order, then the member's order
    /// within each (0 when unknown; then names order).
    public let position: Int
    /// Skipped on the day (by the member, or away) and not done: it counts neither for nor against
    /// the day, and is left out of "Not done".
    public let isSkipped: Bool

    /// The keys are folded here unless the caller has them already.
    public init(
        trackerID: Int64,
        name: String,
        categoryID: Int64,
        categoryName: String,
        pinned: Bool,
        timing: TrackerTiming,
        isDone: Bool,
        periodDoneElsewhere: Int = 0,
        nameKey: String? = nil,
        categoryNameKey: String? = nil,
        position: Int = 0,
        isSkipped: Bool = false
    ) {
        self.trackerID = trackerID
        self.name = name
        self.categoryID = categoryID
        self.categoryName = categoryName
        self.pinned = pinned
        self.timing = timing
        self.isDone = isDone
        self.periodDoneElsewhere = periodDoneElsewhere
        self.nameKey = nameKey ?? NameSearch.fold(name)
        self.categoryNameKey = categoryNameKey ?? categoryName.caseKey
        self.position = position
        self.isSkipped = isSkipped
    }
}

extension BoardEntry {
    /// Whether the tracker appears on `day`, the day this entry was read for.
    public func isShown(on day: Day) -> Bool { timing.isShown(on: day, periodDoneElsewhere: periodDoneElsewhere) }

    /// Whether the tracker is expected on `day`, the day this entry was read for.
    public func isDue(on day: Day) -> Bool { timing.isDue(on: day, periodDoneElsewhere: periodDoneElsewhere) }
}

/// A heading on the main page and the trackers under it.
public struct BoardGroup: Hashable, Sendable {
    /// `nil` for the "Pinned" group; otherwise the category's id.
    public let categoryID: Int64?
    /// The category's name; empty for the "Pinned" group, whose title comes from the catalog.
    public let categoryName: String
    public let entries: [BoardEntry]

    public var isPinned: Bool { categoryID == nil }
}

/// What the main page shows on a day, after search and filter.
public struct Board: Sendable {
    /// The groups to show: "Pinned" first (only while something pinned is shown), then the
    /// categories, all in the member's order (`BoardEntry.position`; names break ties). A pinned
    /// tracker appears only under "Pinned".
    public let groups: [BoardGroup]
    /// Whether any tracker is shown on the day before search and filter; decides the empty
    /// state and whether the Filters button appears.
    public let dayHasTrackers: Bool
    /// How far the day is, before search and filter.
    public let progress: DayProgress
    /// When a search finds nothing on the day: the trackers it matches that are not on this day,
    /// by name, so the page can say when they are.
    public let elsewhere: [BoardEntry]

    public var isEmpty: Bool { groups.isEmpty }

    public init(entries: [BoardEntry], day: Day, filter: TrackerFilter, search: NameSearch) {
        let onDay = entries.filter { $0.isShown(on: day) }
        dayHasTrackers = !onDay.isEmpty
        progress = DayProgress(entries: onDay, day: day)
        let shown = onDay.filter { filter.admits(isDone: $0.isDone, isSkipped: $0.isSkipped) && search.matches(folded: $0.nameKey) }
            .sorted { OrderKey($0) < OrderKey($1) }

        var groups: [BoardGroup] = []
        let pinned = shown.filter(\.pinned)
        if !pinned.isEmpty { groups.append(BoardGroup(categoryID: nil, categoryName: "", entries: pinned)) }
        let byCategory = Dictionary(grouping: shown.filter { !$0.pinned }, by: \.categoryID)
        let categories = byCategory.values.compactMap(\.first)
            .sorted {
                OrderKey(position: $0.position, key: $0.categoryNameKey, id: $0.categoryID)
                    < OrderKey(position: $1.position, key: $1.categoryNameKey, id: $1.categoryID)
            }
        for first in categories {
            groups.append(
                BoardGroup(
                    categoryID: first.categoryID,
                    categoryName: first.categoryName,
                    entries: byCategory[first.categoryID] ?? []
                )
            )
        }
        self.groups = groups
        elsewhere =
            search.isEmpty || !groups.isEmpty
            ? []
            : entries.filter { !$0.isShown(on: day) && search.matches(folded: $0.nameKey) }
                .sorted { OrderKey($0) < OrderKey($1) }
    }

    /// The member's order first; then names by their folded keys, ignoring case in any script;
    /// the id breaks ties so the order never wobbles.
    private struct OrderKey: Comparable {
        let position: Int
        let key: String
        let id: Int64
        init(position: Int, key: String, id: Int64) {
            self.position = position
            self.key = key
            self.id = id
        }
        init(_ entry: BoardEntry) { self.init(position: entry.position, key: entry.nameKey, id: entry.trackerID) }
        static func < (a: OrderKey, b: OrderKey) -> Bool { (a.position, a.key, a.id) < (b.position, b.key, b.id) }
    }
}
