/// Streaks of one tracker: runs of successful days among the days it was due, or of periods met
/// for a habit with a quota.
public enum Streaks {
    /// Current and best runs, and the completion rate, in O(days + completions). With `over`, today
    /// is over and counts as any past day. From a `checkpoint` taken before today, only `current`
    /// is whole (the others count the days after it), and the history need only hold the days
    /// after it.
    public static func summary(
        _ history: TrackerHistory, today: Day, over: Bool = false, from checkpoint: ProgressCheckpoint? = nil
    ) -> StreakSummary {
        let timing = history.timing
        let firstDay = checkpoint.map { $0.through.adding(days: 1) } ?? timing.startDay
        guard timing.startDay <= today, firstDay <= today else {
            return StreakSummary(
                current: checkpoint?.streak ?? 0, best: 0, eligibleDays: 0, doneEligibleDays: 0,
                unit: timing.quota.map { unit($0.period) } ?? .days)
        }
        let recorded = DayRecords(history.completions, first: firstDay.ordinal, last: today.ordinal)
        if let quota = timing.quota {
            return periods(history, quota: quota, recorded: recorded, today: today, over: over, checkpoint: checkpoint)
        }
        let first = firstDay.ordinal
        let last = today.ordinal
        var run = checkpoint?.streak ?? 0
        var best = 0
        var eligible = 0
        var done = 0
        // Read by ordinal, making a `Day` only for a skipped one: this runs for every day of the years.
        let everyDay = timing.kind != .habit
        let hasSkips = !history.skipped.isEmpty
        for ordinal in first...last {
            // From the start on, a habit without a quota is shown on its weekdays, an event every day.
            guard everyDay || timing.schedule.contains(Weekday(ordinal: ordinal)) else { continue }
            let record = recorded[ordinal]
            guard !hasSkips || !history.isLeftOut(Day(ordinal: ordinal), record: record) else { continue }
            let success = history.isSuccess(record)
            // Today isn't over: not yet done neither breaks the run nor counts against the rate,
            // and a limit kept so far counts once the day is over; a slip today already breaks it.
            let isToday = !over && ordinal == last
            if success && !(isToday && timing.isLimit) {
                run += 1
                best = max(best, run)
                eligible += 1
                done += 1
            } else if !success && (!isToday || timing.isLimit) {
                run = 0
                eligible += 1
            }
        }
        return StreakSummary(current: run, best: best, eligibleDays: eligible, doneEligibleDays: done)
    }

    /// A habit with a quota counts periods: one is met when `quota.times` of its days are done. The
    /// current period never breaks the run until it is over, and counts once met; so does the
    /// period the habit started in, when it started after that period's first day. A period not met
    /// whose skipped days leave fewer than N others is left out: it neither breaks nor lengthens.
    /// From a checkpoint, the periods start the day after it (a period's end).
    private static func periods(
        _ history: TrackerHistory, quota: Quota, recorded: DayRecords, today: Day, over: Bool, checkpoint: ProgressCheckpoint?
    ) -> StreakSummary {
        let period = quota.period
        let start = checkpoint.map { $0.through.adding(days: 1) } ?? history.timing.startDay
        let firstIndex = period.index(of: start, weekStart: history.weekStart)
        let lastIndex = period.index(of: today, weekStart: history.weekStart)
        var doneByPeriod = [Int](repeating: 0, count: lastIndex - firstIndex + 1)
        for (ordinal, value) in recorded where history.isDone(value) {
            doneByPeriod[period.index(of: Day(ordinal: ordinal), weekStart: history.weekStart) - firstIndex] += 1
        }
        var leftOutByPeriod = [Int](repeating: 0, count: doneByPeriod.count)
        for day in history.skipped where day >= start && day <= today && history.isLeftOut(day, record: recorded[day.ordinal]) {
            leftOutByPeriod[period.index(of: day, weekStart: history.weekStart) - firstIndex] += 1
        }
        let startsPartway = checkpoint == nil && period.bounds(of: start, weekStart: history.weekStart).first < start
        var run = checkpoint?.streak ?? 0
        var best = 0
        var eligible = 0
        var met = 0
        for (offset, count) in doneByPeriod.enumerated() {
            let isMet = count >= quota.times
            let isOpen = (!over && offset == doneByPeriod.count - 1) || (offset == 0 && startsPartway)
            if isMet {
                run += 1
                best = max(best, run)
                eligible += 1
                met += 1
            } else if !isOpen && !isExcused(offset + firstIndex, leftOut: leftOutByPeriod[offset], quota: quota) {
                run = 0
                eligible += 1
            }
        }
        return StreakSummary(current: run, best: best, eligibleDays: eligible, doneEligibleDays: met, unit: unit(period))
    }

    /// Whether a closed period's skipped days left fewer than N days to do it on.
    private static func isExcused(_ index: Int, leftOut: Int, quota: Quota) -> Bool {
        guard leftOut > 0 else { return false }
        let length = quota.period == .week ? 7 : Day.daysIn(month: index % 12 + 1, year: index / 12)
        return length - leftOut < quota.times
    }

    private static func unit(_ period: Period) -> StreakUnit { period == .week ? .weeks : .months }
}
