/// One tracker's timing and its completions, as the progress algorithms read them.
public struct TrackerHistory: Sendable, Equatable {
    public let id: Int64
    public let timing: TrackerTiming
    /// The daily target of a measurable tracker; `nil` for a yes/no tracker.
    public let target: Double?
    /// At most one per day, in any order.
    public let completions: [DayValue]
    /// The member's first weekday, where a "times a week" habit's weeks start.
    public let weekStart: Weekday
    /// Days the member skipped, or was away on (PRODUCT.md "Skipped days", "Away"). Only days from
    /// the start through today count; see `isLeftOut`.
    public let skipped: Set<Day>

    public init(
        id: Int64, timing: TrackerTiming, target: Double?, completions: [DayValue], weekStart: Weekday = .monday,
        skipped: Set<Day> = []
    ) {
        self.id = id
        self.timing = timing
        self.target = target
        self.completions = completions
        self.weekStart = weekStart
        self.skipped = skipped
    }

    /// The same history with more skipped days.
    public func skipping(_ days: Set<Day>) -> TrackerHistory {
        days.isEmpty
            ? self
            : TrackerHistory(id: id, timing: timing, target: target, completions: completions, weekStart: weekStart, skipped: skipped.union(days))
    }

    /// Whether a day is left out of streaks, rates, ideal days and strength: it is skipped, from the
    /// start on, and its own mark does not make it done. A done mark on an away day still counts;
    /// a limit's skipped day is left out whatever its mark (docs/DECISIONS.md, "Skipped days and away").
    func isLeftOut(_ day: Day, record: Double??) -> Bool {
        guard !skipped.isEmpty, day >= timing.startDay, skipped.contains(day) else { return false }
        if timing.isLimit { return true }
        guard case .some(let value) = record else { return true }
        return !isDone(value)
    }

    /// Whether the tracker records a value against a target.
    public var isMeasurable: Bool { target != nil }

    /// The recorded value of each day from the start day to `today`, read by the day's ordinal.
    func recordedDays(through today: Day) -> DayRecords {
        DayRecords(completions, first: timing.startDay.ordinal, last: today.ordinal)
    }

    /// Whether a recorded value makes its day done for this tracker (for a limit: a slip; see
    /// `isSuccess`).
    func isDone(_ value: Double?) -> Bool { Measure.isDone(value: value, target: target) }

    /// Whether a day with this record (`nil`: nothing recorded) counts for the tracker: done, or
    /// within a limit.
    func isSuccess(_ record: Double??) -> Bool {
        Measure.isSuccess(goal: timing.goal, hasMark: record != nil, value: record ?? nil, target: target)
    }
}
