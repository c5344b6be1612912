/// The numbers on the statistics page, across all of a person's trackers.
public struct Statistics: Sendable, Equatable {
    /// False when nothing was ever done; the page then says there is nothing to analyze yet.
    public let hasData: Bool
    /// The longest run of consecutive days on each of which at least one tracker was done.
    public let bestPeriod: Int
    /// Days on which at least one habit was scheduled and every scheduled habit was done, or kept
    /// within its limit (today, a limit counts only once slipped).
    public let idealDays: Int
    /// Done completions ever, across all trackers; a limit's marks are slips, never completions.
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
        var sweep = Sweep(trackers: trackers.map(\.timing), today: today)
        for (index, tracker) in trackers.enumerated() {
            for (ordinal, value) in tracker.recordedDays(through: today) {
                if tracker.timing.isLimit {
                    if !tracker.isSuccess(.some(value)) { sweep.addSlip(tracker: index, ordinal: ordinal) }
                } else if tracker.isDone(value) {
                    sweep.addDone(tracker: index, ordinal: ordinal)
                }
            }
            sweep.addSkips(tracker: index, history: tracker)
        }
        return sweep.statistics
    }

    /// The statistics built from done days given one at a time, or from each day's counts, so a
    /// database can stream them without gathering each tracker's history first. Give each
    /// tracker's done day at most once, and only days from its start.
    public struct Sweep: Sendable {
        let timings: [TrackerTiming]
        let first: Int
        let last: Int
        var completed = 0
        var firstDone: Int
        var anyDone: [Bool]
        var doneScheduled: [Int]
        var slips: [Int]
        var skippedHabits: [Int]
        var skippedLimits: [Int]

        /// The trackers, by index; `today` ends the sweep.
        public init(trackers: [TrackerTiming], today: Day) {
            timings = trackers
            last = today.ordinal
            first = min(trackers.map(\.startDay.ordinal).min() ?? last, last)
            firstDone = last + 1
            anyDone = Array(repeating: false, count: last - first + 1)
            doneScheduled = Array(repeating: 0, count: last - first + 1)
            slips = Array(repeating: 0, count: last - first + 1)
            skippedHabits = slips
            skippedLimits = slips
        }

        /// A day on which the tracker at `tracker` was done.
        public mutating func addDone(tracker: Int, ordinal: Int) {
            addDay(ordinal: ordinal, done: 1, scheduledDone: timings[tracker].isScheduled(on: Day(ordinal: ordinal)) ? 1 : 0)
        }

        /// A day on which the limit at `tracker` slipped.
        public mutating func addSlip(tracker: Int, ordinal: Int) {
            guard timings[tracker].isScheduled(on: Day(ordinal: ordinal)) else { return }
            addDay(ordinal: ordinal, done: 0, scheduledDone: 0, slips: 1)
        }

        /// The skipped days of the tracker at `tracker` (its `history` needs only the completions
        /// on those days): each one left out (see `TrackerHistory.isLeftOut`) leaves the habit out
        /// of that day's ideal-day count, and a limit's slip on it too. Give each tracker once,
        /// its done days and slips given too (one at a time or in `addDay`).
        public mutating func addSkips(tracker: Int, history: TrackerHistory) {
            guard !history.skipped.isEmpty else { return }
            let recorded = history.recordedDays(through: Day(ordinal: last))
            for day in history.skipped where day.ordinal <= last {
                let record = recorded[day.ordinal]
                guard history.isLeftOut(day, record: record) else { continue }
                addSkip(tracker: tracker, ordinal: day.ordinal, slipped: record.map { !history.isSuccess(.some($0)) } ?? false)
            }
        }

        private mutating func addSkip(tracker: Int, ordinal: Int, slipped: Bool) {
            guard ordinal >= first, ordinal <= last, timings[tracker].isScheduled(on: Day(ordinal: ordinal)) else { return }
            if timings[tracker].isLimit {
                skippedLimits[ordinal - first] += 1
                if slipped { slips[ordinal - first] -= 1 }
            } else {
                skippedHabits[ordinal - first] += 1
            }
        }

        /// A day's counts at once: `done` trackers (not limits) were done on it, `scheduledDone` of
        /// them habits scheduled that day, and `slips` limits scheduled that day slipped. Give each
        /// day once (or add up its trackers one at a time).
        public mutating func addDay(ordinal: Int, done: Int, scheduledDone: Int, slips: Int = 0) {
            guard ordinal >= first, ordinal <= last, done > 0 || slips > 0 else { return }
            self.slips[ordinal - first] += slips
            guard done > 0 else { return }
            completed += done
            firstDone = min(firstDone, ordinal)
            anyDone[ordinal - first] = true
            doneScheduled[ordinal - first] += scheduledDone
        }

        /// The numbers, once every done day was given.
        public var statistics: Statistics {
            // Habits on weekdays join the per-weekday counts on their start day, so no day looks at
            // every tracker; limits are counted apart. A habit with a quota is never scheduled.
            var startingOn = Array(repeating: [TrackerTiming](), count: last - first + 1)
            for timing in timings where timing.kind == .habit && timing.quota == nil && timing.startDay.ordinal <= last {
                startingOn[timing.startDay.ordinal - first].append(timing)
            }
            var habitsByWeekday = Array(repeating: 0, count: 7)
            var limitsByWeekday = Array(repeating: 0, count: 7)
            var ideal = 0
            var run = 0
            var best = 0
            var weekday = Day(ordinal: first).weekday.rawValue
            for index in 0..<(last - first + 1) {
                for timing in startingOn[index] {
                    for day in timing.schedule.weekdays {
                        if timing.isLimit { limitsByWeekday[day.rawValue] += 1 } else { habitsByWeekday[day.rawValue] += 1 }
                    }
                }
                // Skipped days leave their habits out of the day.
                let habits = habitsByWeekday[weekday] - skippedHabits[index]
                // Today isn't over: a limit kept so far doesn't make it ideal yet.
                let limits = index == last - first ? 0 : limitsByWeekday[weekday] - skippedLimits[index]
                if habits + limits > 0 && doneScheduled[index] == habits && slips[index] == 0 { ideal += 1 }
                run = anyDone[index] ? run + 1 : 0
                best = max(best, run)
                weekday = (weekday + 1) % 7
            }
            guard completed > 0 || ideal > 0 else { return .empty }
            return Statistics(
                hasData: true,
                bestPeriod: best,
                idealDays: ideal,
                trackersCompleted: completed,
                average: completed == 0 ? 0 : Double(completed) / Double(last - firstDone + 1)
            )
        }
    }
}
