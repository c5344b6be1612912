/// Where a tracker's current streak and strength stood at the end of a past day, so that today's
/// can be computed from there with only the days since (and the strength's window before them):
/// the JSON API's list gives both for every tracker without reading years of history. The store
/// keeps one per tracker and drops it when anything it was computed from changes (see
/// `Migrations.progressCheckpoints`).
public struct ProgressCheckpoint: Sendable, Equatable {
    /// The last day counted.
    public let through: Day
    /// The strength at the end of `through` (0 for an irregular event, which has none).
    public let score: Double
    /// The current run at the end of `through`: days, or periods met for a habit with a quota.
    public let streak: Int

    public init(through: Day, score: Double, streak: Int) {
        self.through = through
        self.score = score
        self.streak = streak
    }

    /// The day a checkpoint taken on `today` counts through: yesterday, or for a habit with a
    /// quota the last day of the period before today's, so that the run counts whole periods.
    /// `nil` when the tracker has no such day yet.
    public static func day(for timing: TrackerTiming, weekStart: Weekday, today: Day) -> Day? {
        let through =
            timing.quota.map { $0.period.bounds(of: today, weekStart: weekStart).first.adding(days: -1) }
            ?? today.adding(days: -1)
        return through >= timing.startDay ? through : nil
    }

    /// The first day whose record a computation from a checkpoint through `through` reads: the
    /// strength's window reaches back before the day after it.
    public static func firstRead(for timing: TrackerTiming, through: Day) -> Day {
        through.adding(days: 1 - (HabitStrength.window(timing)?.days ?? 1))
    }

    /// The checkpoint for `today` from the tracker's whole history; `nil` when it has no past day
    /// to count through.
    public static func take(_ history: TrackerHistory, today: Day) -> ProgressCheckpoint? {
        guard let through = day(for: history.timing, weekStart: history.weekStart, today: today) else { return nil }
        return ProgressCheckpoint(
            through: through,
            score: HabitStrength.compute(history, today: through, over: true)?.today ?? 0,
            streak: Streaks.summary(history, today: through, over: true).current)
    }
}

/// A tracker's current streak and strength on a day, as the details page computes them.
public struct CurrentProgress: Sendable, Equatable {
    /// Days, or periods met for a habit with a quota.
    public let streak: Int
    /// From 0 to 1; `nil` for an irregular event.
    public let strength: Double?

    public init(streak: Int, strength: Double?) {
        self.streak = streak
        self.strength = strength
    }

    /// From the whole history; or from a checkpoint counted through a day before `today` (the
    /// caller checks), with
    /// the history's days from `ProgressCheckpoint.firstRead` on.
    public init(_ history: TrackerHistory, today: Day, from checkpoint: ProgressCheckpoint? = nil) {
        self.init(
            streak: Streaks.summary(history, today: today, from: checkpoint).current,
            strength: HabitStrength.compute(history, today: today, from: checkpoint)?.today)
    }
}
