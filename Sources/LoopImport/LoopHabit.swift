import TrackerCore

/// A habit as Loop Habit Tracker keeps it, read from either of its files: the backup (a SQLite
/// database) or the CSV export (a zip). Field meanings follow Loop's own model.
struct LoopHabit: Sendable, Equatable {
    /// Loop's two kinds of habit.
    enum Kind: Sendable, Equatable { case yesNo, numerical }
    /// A numerical habit's goal: at least the target, or at most it.
    enum TargetType: Sendable, Equatable { case atLeast, atMost }

    var position: Int
    var name: String
    var kind: Kind
    /// "numerator times in denominator days": 1/1 is every day, 3/7 three times a week.
    var frequency: (numerator: Int, denominator: Int)
    /// `#RRGGBB`.
    var color: String
    var archived: Bool
    var unit: String
    var targetType: TargetType
    var targetValue: Double
    /// The reminder's time and its weekdays; nil without a reminder (the CSV export has none).
    var reminder: (hour: Int, minute: Int, days: Set<Weekday>)?
    /// Whether it has a question or description, which Tracker has no place for.
    var hasText: Bool
    /// Each day's entry, in Loop's values (see `LoopValue`).
    var entries: [(day: Day, value: Int)]
    /// The entries' notes, by day (as Loop wrote them: not yet fitted to the note rule).
    var notes: [(day: Day, text: String)]

    static func == (lhs: LoopHabit, rhs: LoopHabit) -> Bool {
        lhs.position == rhs.position && lhs.name == rhs.name && lhs.kind == rhs.kind
            && lhs.frequency == rhs.frequency && lhs.color == rhs.color && lhs.archived == rhs.archived
            && lhs.unit == rhs.unit && lhs.targetType == rhs.targetType && lhs.targetValue == rhs.targetValue
            && lhs.reminder?.hour == rhs.reminder?.hour && lhs.reminder?.minute == rhs.reminder?.minute
            && lhs.reminder?.days == rhs.reminder?.days && lhs.hasText == rhs.hasText
            && lhs.entries.map(\.day) == rhs.entries.map(\.day) && lhs.entries.map(\.value) == rhs.entries.map(\.value)
            && lhs.notes.map(\.day) == rhs.notes.map(\.day) && lhs.notes.map(\.text) == rhs.notes.map(\.text)
    }
}

/// Loop's entry values: a yes/no habit's day is one of these; a numerical habit's day holds its
/// number × 1000 (UNKNOWN when nothing was entered).
enum LoopValue {
    static let unknown = -1
    static let no = 0
    /// Filled in by Loop for a habit that is not daily, from the frequency; not a person's mark.
    static let yesAuto = 1
    static let yesManual = 2
    static let skip = 3

    /// The CSV export writes the yes/no values by name.
    static func named(_ text: String) -> Int? {
        ["UNKNOWN": unknown, "NO": no, "YES_AUTO": yesAuto, "YES_MANUAL": yesManual, "SKIP": skip][text]
    }
}

/// Loop's 20 colours by their index in its palette (the backup stores the index).
enum LoopPalette {
    static let colors = [
        "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
        "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030", "#757575", "#AAAAAA",
    ]

    static func color(index: Int) -> String { colors.indices.contains(index) ? colors[index] : colors[0] }

    /// Loop packs a reminder's weekdays in 7 bits, Saturday first.
    static func weekdays(_ packed: Int) -> Set<Weekday> {
        let order: [Weekday] = [.saturday, .sunday, .monday, .tuesday, .wednesday, .thursday, .friday]
        return Set(order.indices.filter { packed & (1 << $0) != 0 }.map { order[$0] })
    }
}
