import TrackerCore
import TrackerStore

/// A member's page: who they are, and their shared trackers on a day, laid out like the main
/// page but read-only (no "+", no done button, no menu, no filters). The day is the member's.
struct ProfilePage: Page {
    static let template = "household/member"
    let frame: Frame
    let householdHref = Paths.household.path
    let profile: ProfileHeader
    let yours: Bool
    let day: String
    let dayText: String
    let dayAction: String
    let previousDayHref: String
    let nextDayHref: String
    let groups: [Group]
    let emptyText: String?

    typealias Group = CardGroup<SharedCard>

    init(context: some SiteContext, profile: Profile, viewerID: Int64, day: Day, today: Day, rows: [BoardRow]) {
        let language = context.language
        let catalog = Catalog.of(language)
        let person = profile.member.person
        frame = Frame(title: person.displayName, section: .household)
        let here = Paths.member(id: person.id, day: day, today: today)
        self.profile = ProfileHeader(profile, viewerID: viewerID, back: here, catalog: catalog)
        yours = person.id == viewerID
        self.day = day.iso
        dayText = DateText.long(day, in: language)
        dayAction = Paths.member(id: person.id)
        previousDayHref = Paths.member(id: person.id, day: day.adding(days: -1), today: today)
        nextDayHref = Paths.member(id: person.id, day: day.adding(days: 1), today: today)

        groups = Board(rows: rows, query: BoardQuery(day: day)).cardGroups(rows: rows, catalog: catalog) {
            SharedCard(row: $0, owner: person.id, catalog: catalog)
        }
        if rows.isEmpty {
            emptyText = catalog.text("profile.shared.none", ["name": person.displayName])
        } else if groups.isEmpty {
            emptyText = catalog.text("profile.shared.none_today")
        } else {
            emptyText = nil
        }
    }
}

/// A shared tracker's card on a member's page: its look, its count and the day's state, with
/// a link to its read-only details; nothing on it changes anything. It writes its own markup
/// (`CardMarkup.swift`).
struct SharedCard: Sendable {
    let id: Int64
    let name: String
    let emoji: String
    let colorClass: String
    let count: String
    let done: Bool
    let state: String
    let detailsHref: String
    /// "3 of 8 glasses" on a measurable tracker.
    let progress: String?
    let barValue: String
    let barMax: String

    init(row: BoardRow, owner: Int64, catalog: Catalog) {
        let tracker = row.tracker
        id = tracker.id
        name = tracker.name
        emoji = tracker.emoji
        colorClass = PaletteStyles.className(tracker.color)
        count = TrackerCard.count(row, catalog: catalog)
        done = row.isDone
        state = catalog.text(row.isDone ? "household.done" : "household.not_done")
        detailsHref = Paths.memberTracker(id: owner, tracker: tracker.id)
        if let target = tracker.target {
            let value = row.value ?? 0
            progress = TrackerCard.progress(value, of: target, unit: tracker.unit, catalog: catalog)
            barValue = NumberText.field(min(value, target))
            barMax = NumberText.field(target)
        } else {
            progress = nil
            barValue = ""
            barMax = ""
        }
    }
}
