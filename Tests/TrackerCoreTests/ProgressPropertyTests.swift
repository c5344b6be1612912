import Testing

@testable import TrackerCore

/// Random histories shaped like real ones: habits and events, yes/no and measurable.
enum RandomHistories {
    static func make(seed: UInt64) -> (trackers: [TrackerHistory], today: Day) {
        var rng = SeededRandom(seed: seed)
        // Today moves over a few years so weekdays, month ends and leap days all come around.
        let today = Day(ordinal: Day(year: 2026, month: 11, day: 24)!.ordinal - Int.random(in: 0...1500, using: &rng))
        // Mostly the ~60% of real use; sometimes near-perfect, so ideal days actually occur.
        let doneChance = [0.6, 0.6, 0.85, 0.97].randomElement(using: &rng) ?? 0.6
        let count = Int.random(in: 0...20, using: &rng)
        let trackers = (0..<count).map { index in
            tracker(id: Int64(index + 1), today: today, doneChance: doneChance, rng: &rng)
        }
        return (trackers, today)
    }

    private static func tracker(id: Int64, today: Day, doneChance: Double, rng: inout SeededRandom) -> TrackerHistory {
        let kind: TrackerKind = Double.random(in: 0..<1, using: &rng) < 0.7 ? .habit : .irregular
        let schedule = kind == .habit ? Schedule(mask: Int.random(in: 1...127, using: &rng)) : Schedule(mask: 0)
        let startOffset: Int
        switch Int.random(in: 0..<100, using: &rng) {
        case 0..<5: startOffset = 0
        case 5..<8: startOffset = -Int.random(in: 1...5, using: &rng)  // starts after today
        default: startOffset = Int.random(in: 1...1100, using: &rng)
        }
        let start = today.adding(days: -startOffset)
        let timing = TrackerTiming(kind: kind, schedule: schedule, startDay: start)
        let target: Double? =
            Double.random(in: 0..<1, using: &rng) < 0.4
            ? [1, 2, 2.5, 5, 8, 10].randomElement(using: &rng) : nil
        let chance = Double.random(in: 0..<1, using: &rng) < 0.1 ? 0 : doneChance

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
        return TrackerHistory(id: id, timing: timing, target: target, completions: completions)
    }
}

@Suite("Progress: fast algorithms agree with the slow oracle")
struct ProgressPropertyTests {
    static let seeds: [UInt64] = (0..<80).map { 0xC0FFEE &+ UInt64($0) &* 7919 }

    private func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case let (a?, b?): return abs(a - b) <= 1e-9 * max(1, abs(a), abs(b))
        default: return false
        }
    }

    @Test(arguments: seeds)
    func everyNumberMatchesTheOracle(seed: UInt64) {
        let (trackers, today) = RandomHistories.make(seed: seed)
        let fast = Statistics.compute(trackers, today: today)
        let slow = ProgressOracle.totals(trackers, today: today)
        #expect(fast.hasData == slow.hasData, "seed \(seed)")
        #expect(fast.bestPeriod == slow.bestPeriod, "seed \(seed)")
        #expect(fast.idealDays == slow.idealDays, "seed \(seed)")
        #expect(fast.trackersCompleted == slow.trackersCompleted, "seed \(seed)")
        #expect(close(fast.average, slow.average), "seed \(seed): \(fast.average) vs \(slow.average)")

        for tracker in trackers {
            let label = "seed \(seed), tracker \(tracker.id)"
            let streak = Streaks.summary(tracker, today: today)
            let expected = ProgressOracle.streak(tracker, today: today)
            #expect(streak.current == expected.current, "\(label)")
            #expect(streak.best == expected.best, "\(label)")
            #expect(streak.eligibleDays == expected.eligibleDays, "\(label)")
            #expect(streak.doneEligibleDays == expected.doneEligibleDays, "\(label)")
            #expect(close(streak.completionRate, expected.rate), "\(label)")
            #expect(streak.best >= streak.current, "\(label)")

            let averages = MeasureAverages.compute(tracker, today: today)
            #expect(close(averages.last7, ProgressOracle.average(tracker, today: today, days: 7)), "\(label)")
            #expect(close(averages.last30, ProgressOracle.average(tracker, today: today, days: 30)), "\(label)")
            #expect(close(averages.last365, ProgressOracle.average(tracker, today: today, days: 365)), "\(label)")

            #expect(ChartSeries.lastDays(tracker, today: today) == ProgressOracle.chart(tracker, today: today, count: 30), "\(label)")
        }
    }

    /// Guards the test itself: the random cases must reach every rule, or agreement means little.
    @Test func theRandomCasesExerciseEveryRule() {
        var emptyCases = 0
        var idealCases = 0
        var longPeriods = 0
        var currentStreaks = 0
        var measuredAverages = 0
        for seed in Self.seeds {
            let (trackers, today) = RandomHistories.make(seed: seed)
            let totals = ProgressOracle.totals(trackers, today: today)
            if !totals.hasData { emptyCases += 1 }
            if totals.idealDays > 0 { idealCases += 1 }
            if totals.bestPeriod > 20 { longPeriods += 1 }
            for tracker in trackers {
                if ProgressOracle.streak(tracker, today: today).current > 2 { currentStreaks += 1 }
                if ProgressOracle.average(tracker, today: today, days: 30) ?? 0 > 0 { measuredAverages += 1 }
            }
        }
        #expect(emptyCases > 0)
        #expect(idealCases > 10)
        #expect(longPeriods > 10)
        #expect(currentStreaks > 10)
        #expect(measuredAverages > 10)
    }
}
