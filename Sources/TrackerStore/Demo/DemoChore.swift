import TrackerCore

/// The demo household's chore: "Feed the cat", every day, kept by the first member (in Home) and
/// taken in turns by the first two, done on most of the last 60 days by whoever's turn it was.
/// Made without random draws, so a seed's trackers and history stay as they were.
public struct DemoChore: Sendable {
    /// Who keeps it and who takes part, as indexes into `DemoPlan.members`, in turn order.
    public let keeper: Int
    public let members: [Int]
    public let categoryIndex: Int
    public let tracker: DemoPlan.NewTrackerFields
    /// Each done day with the index (into `members`) of the member who marked it.
    public let completions: [(day: Day, markedBy: Int)]

    static let days = 60

    /// `nil` for a household of one.
    init?(memberCount: Int, today: Day) {
        guard memberCount >= 2 else { return nil }
        keeper = 0
        members = [0, 1]
        categoryIndex = DemoPlan.categoryNames.firstIndex(of: "Home") ?? 0
        let start = today.adding(days: -(Self.days - 1))
        tracker = DemoPlan.NewTrackerFields(
            kind: .habit,
            name: "Feed the cat",
            emoji: "😻",
            color: TrackerColor.allCases[3],
            schedule: Schedule(mask: 127),
            startDay: start,
            isPublic: false,
            unit: nil,
            target: nil,
            reminderTime: "08:00"
        )
        // Missed every ninth day and not yet today; each done day by the member whose turn it was.
        var done: [(day: Day, markedBy: Int)] = []
        for offset in 0..<(Self.days - 1) where offset % 9 != 2 {
            done.append((start.adding(days: offset), done.count % 2))
        }
        completions = done
    }
}
