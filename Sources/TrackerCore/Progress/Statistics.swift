/// The numbers on the statistics page, across all of a person's trackers.
public struct Statistics: Sendable, Equatable {
    /// False when nothing was ever done; the page then says there is nothing to analyze yet.
    public let hasData: Bool
    /// The longest run of consecutive days on each of which at least one tracker was done.
    public let bestPeriod: Int
    /// Days on which at least one habit was scheduled and every scheduled habit was done.
    public let idealDays: Int
    /// Done completions ever, across all trackers.
    public let trackersCompleted: Int
    /// Done completions per day, from the first done day to today inclusive.
    public let average: Double

    public init(hasData: Bool, bestPeriod: Int, idealDays: Int, trackersCompleted: Int, average: Double) {
        self.hasData = hasData
        self.bestPeriod = bestPeriod
        self.idealDays = idealDays
        self.trackersCompleted = trackersCompleted
        self.average = average
    }

    /// The statistics of a person with nothing done.
    public static let empty = Statistics(hasData: false, bestPeriod: 0, idealDays: 0, trackersCompleted: 0, average: 0)

    /// The average with at most one decimal, as the page shows it.
    public func averageText(decimalSeparator: String) -> String {
        DecimalText.oneDecimal(average, separator: decimalSeparator)
    }

    /// Computes every number in one sweep over the days, in O(completions + days + trackers).
    public static func compute(_ trackers: [TrackerHistory], today: Day) -> Statistics {
        let last = today.ordinal
        let recorded = trackers.map { $0.recordedDays(through: today) }
        let habits = trackers.filter { $0.timing.kind == .habit && $0.timing.startDay <= today }

        var first = habits.map(\.timing.startDay.ordinal).min() ?? last + 1
        var completed = 0
        var firstDone = last + 1
        for (tracker, days) in zip(trackers, recorded) {
            for (ordinal, value) in days where tracker.isDone(value) {
                completed += 1
                firstDone = min(firstDone, ordinal)
            }
        }
        guard completed > 0 else { return .empty }
        first = min(first, firstDone)

        let count = last - first + 1
        var anyDone = Array(repeating: false, count: count)
        var doneScheduled = Array(repeating: 0, count: count)
        for (tracker, days) in zip(trackers, recorded) {
            for (ordinal, value) in days where tracker.isDone(value) {
                anyDone[ordinal - first] = true
                if tracker.timing.isScheduled(on: Day(ordinal: ordinal)) {
                    doneScheduled[ordinal - first] += 1
                }
            }
        }

        // Habits join the per-weekday counts on their start day, so no day looks at every tracker.
        var startingOn = Array(repeating: [Schedule](), count: count)
        for habit in habits {
            startingOn[habit.timing.startDay.ordinal - first].append(habit.timing.schedule)
        }
        var activeByWeekday = Array(repeating: 0, count: 7)
        var ideal = 0
        var run = 0
        var best = 0
        var weekday = Day(ordinal: first).weekday.rawValue
        for index in 0..<count {
            for schedule in startingOn[index] {
                for day in schedule.weekdays { activeByWeekday[day.rawValue] += 1 }
            }
            let scheduled = activeByWeekday[weekday]
            if scheduled > 0 && doneScheduled[index] == scheduled { ideal += 1 }
            run = anyDone[index] ? run + 1 : 0
            best = max(best, run)
            weekday = (weekday + 1) % 7
        }

        return Statistics(
            hasData: true,
            bestPeriod: best,
            idealDays: ideal,
            trackersCompleted: completed,
            average: Double(completed) / Double(last - firstDone + 1)
        )
    }
}
