import TrackerCore

/// A made-up household to try Tracker with and to benchmark it: the same seed always gives the
/// same people, trackers and history.
public struct DemoPlan: Sendable {
    /// The first `members` of these make the household (4 by default; the benchmark takes 10).
    public static let memberNames = ["Anna", "Boris", "Vera", "Gleb", "Dina", "Egor", "Zoya", "Ilya", "Kira", "Lev"]
    public static let categoryNames = ["Health", "Sport", "Home", "Learning", "Family"]
    static let trackerNames = [
        "Morning run", "Read 20 pages", "Meditate", "Stretch", "Cook dinner", "Call parents", "Practice guitar",
        "Walk the dog", "No sugar", "Journal", "Water the plants", "Learn words", "Yoga", "Clean the kitchen",
        "Swim", "Floss", "Sleep by 23:00", "Vitamins", "Bike to work", "Tidy the desk", "Piano", "Push-ups",
        "Write letters", "Budget review", "Board games", "Visit grandma", "Bake bread", "Plank", "Study Swift",
        "Laundry",
    ]
    static let units = [("glasses", 8.0), ("minutes", 30.0), ("pages", 20.0), ("km", 5.0), ("steps ×1000", 10.0)]

    /// One person in the plan.
    public struct Member: Sendable {
        public let username: String
        public let displayName: String
        public let trackers: [PlannedTracker]
        /// An emoji avatar on a palette colour; `nil` shows the initials.
        public let avatar: (emoji: String, color: TrackerColor)?
    }

    /// One tracker with its whole history.
    public struct PlannedTracker: Sendable {
        public let categoryIndex: Int
        public let tracker: NewTrackerFields
        public let completions: [DayValue]
    }

    /// A tracker's fields; the category id is filled in when the categories exist.
    public struct NewTrackerFields: Sendable {
        public let kind: TrackerKind
        public let name: String
        public let emoji: String
        public let color: TrackerColor
        public let schedule: Schedule
        public let startDay: Day
        public let isPublic: Bool
        public let unit: String?
        public let target: Double?
        public let reminderTime: String?
    }

    public let members: [Member]
    /// Who follows whom, as indexes into `members`: everyone follows the next two members round
    /// the household, and the first member follows everyone, so follows go both ways.
    public let follows: [(follower: Int, followee: Int)]
    /// The household's chore ("Feed the cat"), for two members or more.
    public let chore: DemoChore?

    /// Four members with 30 trackers each in 5 categories: 18 habits, 6 irregular events and
    /// 6 measurable habits, started about two years before `today`, done on about 60% of their days.
    public init(seed: UInt64, today: Day, members count: Int = 4, trackersPerMember: Int = 30, days: Int = 730) {
        var random = SeededRandom(seed: seed)
        let names = Self.memberNames.prefix(max(1, min(count, Self.memberNames.count)))
        members = names.enumerated().map { index, name in
            let trackers = (0..<trackersPerMember).map { number in
                Self.tracker(number, today: today, days: days, random: &random)
            }
            // Every third member keeps the initials.
            let avatar =
                index % 3 == 2
                ? nil
                : (
                    emoji: Palette.emoji[(index * 5) % Palette.emoji.count],
                    color: TrackerColor.allCases[(index * 7 + 2) % TrackerColor.allCases.count]
                )
            return Member(username: name.lowercased(), displayName: name, trackers: trackers, avatar: avatar)
        }
        let size = names.count
        var pairs: [(follower: Int, followee: Int)] = []
        func add(_ follower: Int, _ followee: Int) {
            guard follower != followee, !pairs.contains(where: { $0 == (follower, followee) }) else { return }
            pairs.append((follower, followee))
        }
        for member in 0..<size {
            add(member, (member + 1) % size)
            add(member, (member + 2) % size)
            add(0, member)
        }
        follows = pairs
        chore = DemoChore(memberCount: size, today: today)
    }

    private static func tracker(_ number: Int, today: Day, days: Int, random: inout SeededRandom) -> PlannedTracker {
        let kind: TrackerKind = number % 5 == 3 ? .irregular : .habit
        let measured = kind == .habit && number % 5 == 4
        var schedule = Schedule(mask: 0)
        if kind == .habit {
            while schedule.weekdays.count < 3 { schedule = Schedule(mask: Int.random(in: 1...127, using: &random)) }
        }
        let start = today.adding(days: -days + Int.random(in: 0...30, using: &random))
        let unit = measured ? units[number % units.count] : nil
        let fields = NewTrackerFields(
            kind: kind,
            name: trackerNames[number % trackerNames.count],
            emoji: Palette.emoji[number % Palette.emoji.count],
            color: TrackerColor.allCases[(number * 7) % TrackerColor.allCases.count],
            schedule: schedule,
            startDay: start,
            isPublic: Bool.random(using: &random),
            unit: unit?.0,
            target: unit?.1,
            // Every sixth tracker reminds, at one of four times (no random draw, so a seed's
            // history stays as it was).
            reminderTime: number % 6 == 1 ? ["07:30", "12:00", "19:00", "21:30"][number / 6 % 4] : nil
        )
        var completions: [DayValue] = []
        var day = start
        while day <= today {
            let due = kind == .habit ? schedule.contains(day.weekday) : true
            let chance = kind == .habit ? 0.6 : 0.3
            if due && Double.random(in: 0..<1, using: &random) < chance {
                let value = unit.map { ($0.1 * Double.random(in: 0.6...1.3, using: &random)).rounded() }
                completions.append(DayValue(day: day, value: value))
            }
            day = day.adding(days: 1)
        }
        return PlannedTracker(categoryIndex: number % categoryNames.count, tracker: fields, completions: completions)
    }
}

extension DemoPlan.NewTrackerFields {
    /// The fields as a new tracker in `categoryID`.
    func newTracker(categoryID: Int64) -> NewTracker {
        NewTracker(
            kind: kind,
            name: name,
            categoryID: categoryID,
            emoji: emoji,
            color: color,
            schedule: schedule,
            startDay: startDay,
            isPublic: isPublic,
            unit: unit,
            target: target,
            reminderTime: reminderTime
        )
    }
}
