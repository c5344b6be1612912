/// The example trackers a new account is offered (seed 003), ticked by default. Their names,
/// units and category come from the catalog (`example.<key>`), in the person's language; they
/// become ordinary trackers in an ordinary category.
public struct ExampleTracker: Sendable {
    public let key: String
    public let kind: TrackerKind
    public let emoji: String
    public let color: TrackerColor
    public let schedule: Schedule
    /// The daily target of a measurable example; its unit is `example.<key>.unit`.
    public let target: Double?

    public static let all: [ExampleTracker] = [
        ExampleTracker(key: "water", kind: .habit, emoji: "🙂", color: .skyBlue, schedule: .everyDay, target: 8),
        ExampleTracker(key: "read", kind: .habit, emoji: "🤔", color: .orange, schedule: .everyDay, target: nil),
        ExampleTracker(
            key: "walk",
            kind: .habit,
            emoji: "🐶",
            color: .green,
            schedule: Schedule([.monday, .tuesday, .wednesday, .thursday, .friday]),
            target: nil
        ),
        ExampleTracker(key: "call", kind: .irregular, emoji: "❤️", color: .orchid, schedule: Schedule(mask: 0), target: nil),
    ]

    /// The examples whose keys are in `keys`, in the order of `all`; unknown keys are ignored.
    public static func chosen(_ keys: some Collection<String>) -> [ExampleTracker] {
        all.filter { keys.contains($0.key) }
    }
}
