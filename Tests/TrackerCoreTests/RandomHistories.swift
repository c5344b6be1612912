import Testing

@testable import TrackerCore

/// Random histories shaped like real ones: habits on weekdays, habits with a quota (N a week or a
/// month), limits (yes/no and measurable), and events; weeks starting on Monday or Sunday.
enum RandomHistories {
    static func make(seed: UInt64) -> (trackers: [TrackerHistory], today: Day) {
        var rng = SeededRandom(seed: seed)
        let today = someToday(&rng)
        let weekStart: Weekday = Bool.random(using: &rng) ? .monday : .sunday
        // Mostly the ~60% of real use; sometimes near-perfect, so ideal days actually occur.
        let doneChance = [0.6, 0.6, 0.85, 0.97].randomElement(using: &rng) ?? 0.6
        let count = Int.random(in: 0...20, using: &rng)
        let trackers = (0..<count).map { index in
            tracker(id: Int64(index + 1), today: today, weekStart: weekStart, doneChance: doneChance, rng: &rng)
        }
        return (trackers, today)
    }

    /// Today moves over a few years so weekdays, month ends and leap days all come around; a third
    /// of the time it is a month's first or last day, or a year's, where periods close and open.
    private static func someToday(_ rng: inout SeededRandom) -> Day {
        let day = Day(ordinal: Day(year: 2026, month: 11, day: 24)!.ordinal - Int.random(in: 0...1500, using: &rng))
        let monthStart = Day(year: day.year, month: day.month, day: 1)!
        switch Int.random(in: 0..<9, using: &rng) {
        case 0: return monthStart
        case 1: return monthStart.adding(days: -1)
        case 2: return Day(year: day.year, month: 12, day: 31)!
        default: return day
        }
    }

    private enum Shape { case weekdays, quota, limit, event }

    private static func tracker(
        id: Int64, today: Day, weekStart: Weekday, doneChance: Double, rng: inout SeededRandom
    ) -> TrackerHistory {
        let shape: Shape
        switch Double.random(in: 0..<1, using: &rng) {
        case ..<0.45: shape = .weekdays
        case ..<0.6: shape = .quota
        case ..<0.72: shape = .limit
        default: shape = .event
        }
        let startOffset: Int
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<5: startOffset = 0
        case 5..<8: startOffset = -Int.random(in: 1...5, using: &rng)  // starts after today
        case 8..<20: startOffset = Int.random(in: 1...70, using: &rng)  // a few weeks or months old
        default: startOffset = Int.random(in: 1...1100, using: &rng)
        }
        let start = today.adding(days: -startOffset)
        let quota: Quota? = shape == .quota ? someQuota(&rng) : nil
        let timing = TrackerTiming(
            kind: shape == .event ? .irregular : .habit,
            schedule: shape == .event ? Schedule(mask: 0) : shape == .quota ? .everyDay : Schedule(mask: Int.random(in: 1...127, using: &rng)),
            startDay: start,
            quota: quota,
            goal: shape == .limit ? .atMost : .atLeast
        )
        let target: Double? =
            Double.random(in: 0..<1, using: &rng) < 0.4
            ? [1, 2, 2.5, 5, 8, 10].randomElement(using: &rng) : nil

        // How often a day is marked: a quota's share of its period, a limit's slips, or the habit's rate.
        var chance = Double.random(in: 0..<1, using: &rng) < 0.1 ? 0 : doneChance
        if let quota {
            let share = Double(quota.times) / (quota.period == .week ? 7 : 30)
            chance = min(0.95, share * ([0.7, 1, 1.2, 1.6].randomElement(using: &rng) ?? 1))
        } else if shape == .limit {
            chance = [0.02, 0.1, 0.3, 0.6].randomElement(using: &rng) ?? 0.1
        }

        func value() -> Double? {
            guard let target else { return nil }
            if Double.random(in: 0..<1, using: &rng) < 0.05 { return nil }
            if Double.random(in: 0..<1, using: &rng) < 0.2 { return target }
            return (target * Double.random(in: 0.5...1.5, using: &rng) * 2).rounded() / 2
        }

        var completions: [DayValue] = []
        var day = start
        while day < today {
            let odds = timing.isShown(on: day) ? chance : chance / 6
            if Double.random(in: 0..<1, using: &rng) < odds { completions.append(DayValue(day: day, value: value())) }
            day = day.adding(days: 1)
        }
        if Bool.random(using: &rng) { completions.append(DayValue(day: today, value: value())) }
        // Stray marks the server would never store: before the start and in the future.
        if Double.random(in: 0..<1, using: &rng) < 0.1 {
            completions.append(DayValue(day: start.adding(days: -Int.random(in: 1...30, using: &rng)), value: value()))
            completions.append(DayValue(day: today.adding(days: Int.random(in: 1...30, using: &rng)), value: value()))
        }
        completions.shuffle(using: &rng)
        let skipped = shape == .event ? [] : someSkips(start: start, today: today, seed: UInt64(id) &* 7919 &+ UInt64(start.ordinal))
        return TrackerHistory(id: id, timing: timing, target: target, completions: completions, weekStart: weekStart, skipped: skipped)
    }

    /// Skipped days of half the habits: single days (some of them marked too, some outside start
    /// through today) and an away range of up to six weeks. Drawn from their own generator, so the
    /// marks stay what they were before skips existed.
    static func someSkips(start: Day, today: Day, seed: UInt64) -> Set<Day> {
        var rng = SeededRandom(seed: seed)
        guard Bool.random(using: &rng) else { return [] }
        var skipped: Set<Day> = []
        let chance = [0.02, 0.08, 0.3].randomElement(using: &rng) ?? 0.08
        var day = start.adding(days: -5)
        while day <= today.adding(days: 5) {
            if Double.random(in: 0..<1, using: &rng) < chance { skipped.insert(day) }
            day = day.adding(days: 1)
        }
        if Bool.random(using: &rng) {
            let first = today.adding(days: -Int.random(in: -3...max(0, today.ordinal - start.ordinal + 3), using: &rng))
            for offset in 0..<Int.random(in: 1...42, using: &rng) { skipped.insert(first.adding(days: offset)) }
        }
        return skipped
    }

    private static func someQuota(_ rng: inout SeededRandom) -> Quota {
        let period: Period = Double.random(in: 0..<1, using: &rng) < 0.6 ? .week : .month
        return Quota(times: Int.random(in: 1...period.maximumTimes, using: &rng), period: period)!
    }
}
