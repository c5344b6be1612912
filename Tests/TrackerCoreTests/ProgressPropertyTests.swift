import Testing

@testable import TrackerCore

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
            let unit: StreakUnit = tracker.timing.quota.map { $0.period == .week ? .weeks : .months } ?? .days
            #expect(streak.unit == unit, "\(label)")

            let averages = MeasureAverages.compute(tracker, today: today)
            #expect(close(averages.last7, ProgressOracle.average(tracker, today: today, days: 7)), "\(label)")
            #expect(close(averages.last30, ProgressOracle.average(tracker, today: today, days: 30)), "\(label)")
            #expect(close(averages.last365, ProgressOracle.average(tracker, today: today, days: 365)), "\(label)")

            #expect(ChartSeries.lastDays(tracker, today: today) == ProgressOracle.chart(tracker, today: today, count: 30), "\(label)")
        }
    }

    /// Due: a habit with a quota while its period has fewer than N other done days; every other
    /// tracker as before. Checked on every day of the last ten weeks, and a few before the start.
    @Test(arguments: seeds)
    func dueMatchesTheOracle(seed: UInt64) {
        let (trackers, today) = RandomHistories.make(seed: seed)
        for tracker in trackers {
            let book = ProgressOracle.Book(tracker)
            let first = min(today.adding(days: -70), tracker.timing.startDay.adding(days: -3))
            for day in ProgressOracle.everyDay(from: first, to: today) {
                let elsewhere = ProgressOracle.doneElsewhere(book, in: day, today: today)
                #expect(
                    tracker.timing.isShown(on: day, periodDoneElsewhere: elsewhere) == ProgressOracle.isShown(book, on: day, today: today),
                    "seed \(seed), tracker \(tracker.id) on \(day) with \(elsewhere) done elsewhere"
                )
                // Expected, as reminders read it: the same for habits; an event never is.
                #expect(
                    tracker.timing.isDue(on: day, periodDoneElsewhere: elsewhere)
                        == (tracker.timing.kind == .habit && ProgressOracle.isShown(book, on: day, today: today)),
                    "seed \(seed), tracker \(tracker.id) on \(day)"
                )
            }
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
        let rules = RuleCoverage(seeds: Self.seeds)
        #expect(rules.weekStarts == [.monday, .sunday])
        #expect(rules.todaysOnAMonthEdge > 10)
        #expect(rules.quotaStreaks[.week, default: 0] > 10)
        #expect(rules.quotaStreaks[.month, default: 0] > 5)
        #expect(rules.quotaBreaks > 10)
        #expect(rules.firstPeriodsPartway.met > 5)
        #expect(rules.firstPeriodsPartway.unmet > 5)
        #expect(rules.currentPeriodsOpen > 10)
        #expect(rules.quotasDueToday > 5 && rules.quotasDoneForThePeriod > 5)
        #expect(rules.limitStreaks > 10)
        #expect(rules.limitSlipsToday > 3)
        #expect(rules.measurableLimits > 10)
        #expect(rules.idealDaysWithALimit > 10)
        #expect(emptyCases > 0)
        #expect(idealCases > 10)
        #expect(longPeriods > 10)
        #expect(currentStreaks > 10)
        #expect(measuredAverages > 10)
    }
}

/// How often the random cases reach each rule of quotas and limits, counted with the oracle.
private struct RuleCoverage {
    var weekStarts: Set<Weekday> = []
    var todaysOnAMonthEdge = 0
    var quotaStreaks: [Period: Int] = [:]
    var quotaBreaks = 0
    var firstPeriodsPartway = (met: 0, unmet: 0)
    var currentPeriodsOpen = 0
    var quotasDueToday = 0
    var quotasDoneForThePeriod = 0
    var limitStreaks = 0
    var limitSlipsToday = 0
    var measurableLimits = 0
    var idealDaysWithALimit = 0

    init(seeds: [UInt64]) {
        for seed in seeds {
            let (trackers, today) = RandomHistories.make(seed: seed)
            if today.day == 1 || today.adding(days: 1).day == 1 { todaysOnAMonthEdge += 1 }
            let withoutLimits = trackers.filter { $0.timing.goal == .atLeast }
            if ProgressOracle.totals(trackers, today: today).idealDays != ProgressOracle.totals(withoutLimits, today: today).idealDays {
                idealDaysWithALimit += 1
            }
            for tracker in trackers where tracker.timing.startDay <= today {
                weekStarts.insert(tracker.weekStart)
                if let quota = tracker.timing.quota {
                    count(tracker, quota, today: today)
                } else if tracker.timing.goal == .atMost {
                    countLimit(tracker, today: today)
                }
            }
        }
    }

    private mutating func count(_ tracker: TrackerHistory, _ quota: Quota, today: Day) {
        let streak = ProgressOracle.streak(tracker, today: today)
        if streak.current >= 2 { quotaStreaks[quota.period, default: 0] += 1 }
        if ProgressOracle.periodResults(tracker, today: today).contains(false) { quotaBreaks += 1 }
        let book = ProgressOracle.Book(tracker)
        if ProgressOracle.isShown(book, on: today, today: today) { quotasDueToday += 1 } else { quotasDoneForThePeriod += 1 }
        let start = tracker.timing.startDay
        let firstPeriod = ProgressOracle.periodDays(of: start, quota.period, weekStart: tracker.weekStart)
        let currentPeriod = ProgressOracle.periodDays(of: today, quota.period, weekStart: tracker.weekStart)
        func isMet(_ days: [Day]) -> Bool { days.filter { book.isDone(on: $0, today: today) }.count >= quota.times }
        if firstPeriod.first != start && !firstPeriod.contains(today) {
            if isMet(firstPeriod) { firstPeriodsPartway.met += 1 } else { firstPeriodsPartway.unmet += 1 }
        }
        if currentPeriod.first! > start && !isMet(currentPeriod) { currentPeriodsOpen += 1 }
    }

    private mutating func countLimit(_ tracker: TrackerHistory, today: Day) {
        let book = ProgressOracle.Book(tracker)
        if ProgressOracle.streak(tracker, today: today).current > 2 { limitStreaks += 1 }
        if tracker.timing.schedule.contains(today.weekday) && book.slipped(on: today, today: today) { limitSlipsToday += 1 }
        let marked = tracker.completions.map(\.day).filter { book.recorded(on: $0, today: today) != nil }
        if tracker.target != nil && marked.contains(where: { book.slipped(on: $0, today: today) })
            && marked.contains(where: { !book.slipped(on: $0, today: today) })
        {
            measurableLimits += 1
        }
    }
}
