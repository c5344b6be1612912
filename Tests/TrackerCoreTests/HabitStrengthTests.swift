import Foundation
import Testing

@testable import TrackerCore

/// Habit strength (Loop's score, PRODUCT.md "Habit strength") against a slow oracle of the formula
/// over random histories of every frequency and kind, and against hand-computed cases.
@Suite struct HabitStrengthTests {
    // MARK: The oracle

    /// The formula written out plainly: every day from the start, sum what each of the last D days
    /// earned, straight from the marks, and fold it into the score.
    static func oracle(_ history: TrackerHistory, today: Day) -> [Double]? {
        let timing = history.timing
        guard timing.kind == .habit else { return nil }
        var n: Double
        var d: Int
        if let quota = timing.quota {
            n = Double(quota.times)
            d = quota.period == .week ? 7 : 30
        } else {
            let chosen = Weekday.allCases.filter { timing.schedule.contains($0) }.count
            if chosen == 7 {
                n = 1
                d = 1
            } else {
                n = Double(chosen)
                d = 7
            }
        }
        let f = n / Double(d)
        if f < 1 {
            n *= 2
            d *= 2
        }
        let m = pow(0.5, sqrt(f) / 13)

        var marks: [Day: Double?] = [:]
        for mark in history.completions where mark.day >= timing.startDay && mark.day <= today {
            marks[mark.day] = mark.value
        }
        // A skipped or away day from the start through today, unless its own mark made it done (a
        // limit's skipped day whatever its mark): it earns nothing and leaves the score as it was.
        func leftOut(_ day: Day) -> Bool {
            guard day >= timing.startDay, day <= today, history.skipped.contains(day) else { return false }
            if timing.goal == .atMost { return true }
            guard let mark = marks[day] else { return true }
            return history.target.map { (mark ?? 0) < $0 } ?? false
        }
        func earned(_ day: Day) -> Double {
            if leftOut(day) { return 0 }
            let hasMark = marks[day] != nil
            let value = marks[day] ?? nil
            if timing.goal == .atLeast {
                if !hasMark { return 0 }
                guard let target = history.target else { return 1 }
                return min(1, (value ?? 0) / target)
            }
            if !timing.schedule.contains(day.weekday) { return 0 }
            guard let target = history.target else { return hasMark ? 0 : 1 }
            return max(0, min(1, 1 - ((value ?? 0) - target) / target))
        }

        var score = timing.goal == .atMost ? 1.0 : 0.0
        var scores: [Double] = []
        var day = timing.startDay
        while day <= today {
            var sum = 0.0
            for back in 0..<d { sum += earned(day.adding(days: -back)) }
            let next = score * m + min(1, sum / n) * (1 - m)
            if leftOut(day) {
                // The score stays as it was.
            } else if day < today {
                score = next
            } else {
                // Today: an "at least" habit once it is done, a limit once it slipped.
                let value = marks[today] ?? nil
                let done = marks[today] != nil && (history.target.map { (value ?? 0) >= $0 } ?? true)
                let slipped =
                    history.target.map { (value ?? 0) > $0 } ?? (marks[today] != nil)
                if timing.goal == .atLeast ? done : slipped { score = next }
            }
            scores.append(score)
            day = day.adding(days: 1)
        }
        return scores
    }

    // MARK: Random histories

    enum Shape: CaseIterable { case everyDay, weekdays, week, month }
    enum Kind: CaseIterable { case yesNo, measurable, limit, measurableLimit }

    static func randomHistory(shape: Shape, kind: Kind, rng: inout SeededRandom) -> (TrackerHistory, Day) {
        let today = Day(year: 2026, month: 11, day: 24)!.adding(days: -Int.random(in: 0...800, using: &rng))
        let start = today.adding(days: -Int.random(in: -3...500, using: &rng))
        // Limits repeat only on chosen weekdays (every day among them).
        let limit = kind == .limit || kind == .measurableLimit
        let shape = limit && (shape == .week || shape == .month) ? .weekdays : shape
        var schedule = Schedule.everyDay
        var quota: Quota?
        switch shape {
        case .everyDay: break
        case .weekdays: schedule = Schedule(mask: [1, 21, 31, 62, 85, 126].randomElement(using: &rng)!)
        case .week: quota = Quota(times: Int.random(in: 1...6, using: &rng), period: .week)
        case .month: quota = Quota(times: Int.random(in: 1...27, using: &rng), period: .month)
        }
        let timing = TrackerTiming(
            kind: .habit, schedule: schedule, startDay: start, quota: quota, goal: limit ? .atMost : .atLeast)
        let measurable = kind == .measurable || kind == .measurableLimit
        let target: Double? = measurable ? [1, 2, 2.5, 8].randomElement(using: &rng) : nil
        let chance = Double.random(in: 0.05...0.95, using: &rng)
        var completions: [DayValue] = []
        // A few stray marks before the start and after today, which count nowhere.
        for offset in -20...(today.ordinal - start.ordinal + 20) where Double.random(in: 0..<1, using: &rng) < chance {
            let value = target.map { ($0 * Double.random(in: 0...2.2, using: &rng) * 4).rounded() / 4 }
            completions.append(DayValue(day: start.adding(days: offset), value: value))
        }
        completions.shuffle(using: &rng)
        let weekStart: Weekday = Bool.random(using: &rng) ? .monday : .sunday
        let skipped = RandomHistories.someSkips(start: start, today: today, seed: UInt64.random(in: 0...UInt64.max, using: &rng))
        return (
            TrackerHistory(id: 1, timing: timing, target: target, completions: completions, weekStart: weekStart, skipped: skipped), today
        )
    }

    @Test(arguments: Shape.allCases, Kind.allCases)
    func matchesTheOracle(shape: Shape, kind: Kind) throws {
        var rng = SeededRandom(seed: UInt64(Shape.allCases.firstIndex(of: shape)! * 10 + Kind.allCases.firstIndex(of: kind)!))
        for _ in 0..<40 {
            let (history, today) = Self.randomHistory(shape: shape, kind: kind, rng: &rng)
            let strength = try #require(HabitStrength.compute(history, today: today))
            let expected = try #require(Self.oracle(history, today: today))
            #expect(strength.scores.count == expected.count)
            for (got, want) in zip(strength.scores, expected) {
                #expect(abs(got - want) < 1e-9, "\(history.timing) on \(today)")
            }
            #expect(strength.today >= 0 && strength.today <= 1)
        }
    }

    // MARK: Hand-computed cases

    static let start = Day(year: 2026, month: 3, day: 2)!  // a Monday
    static func day(_ offset: Int) -> Day { start.adding(days: offset) }
    static func history(
        schedule: Schedule = .everyDay, quota: Quota? = nil, goal: Goal = .atLeast, target: Double? = nil, marks: [Int: Double?]
    ) -> TrackerHistory {
        TrackerHistory(
            id: 1,
            timing: TrackerTiming(kind: .habit, schedule: schedule, startDay: start, quota: quota, goal: goal),
            target: target,
            completions: marks.map { DayValue(day: day($0.key), value: $0.value) }
        )
    }
    static func scores(_ history: TrackerHistory, today: Int) throws -> [Double] {
        try #require(HabitStrength.compute(history, today: day(today))).scores
    }
    static func expect(_ got: [Double], _ want: [Double]) {
        #expect(got.count == want.count)
        for (a, b) in zip(got, want) { #expect(abs(a - b) < 1e-9, "\(got) against \(want)") }
    }

    /// Every day, yes/no: f = 1, m = 0.5^(1/13) = 0.948077514339171. Done on days 0 and 1, today
    /// (day 2) unmarked: 1 − m = 0.051922485660829, then (1 − m)m + (1 − m) = 1 − m² =
    /// 0.101149026804458, and today leaves it there.
    @Test func everyDayYesNo() throws {
        let got = try Self.scores(Self.history(marks: [0: nil, 1: nil]), today: 2)
        Self.expect(got, [0.051922485660829, 0.101149026804458, 0.101149026804458])
    }

    /// 3 times a week: f = 3/7 < 1, so N = 6 in D = 14; m = 0.5^(√(3/7)/13) = 0.965696681713863.
    /// Done on days 0 and 2: day 0 v = 1/6, s = (1/6)(1 − m) = 0.005717219714356; day 1 v = 1/6,
    /// s = 0.005717219714356m + 0.005717219714356 = 0.011238319821139; day 2 v = 2/6,
    /// s = 0.011238319821139m + (1/3)(1 − m) = 0.022287247588026; today (day 3) unmarked keeps it.
    /// A Mon/Wed/Fri habit is the same 3 in 7.
    @Test(arguments: [Schedule.everyDay, Schedule([.monday, .wednesday, .friday])])
    func threeInSeven(schedule: Schedule) throws {
        let quota = schedule == .everyDay ? Quota(times: 3, period: .week) : nil
        let got = try Self.scores(Self.history(schedule: schedule, quota: quota, marks: [0: nil, 2: nil]), today: 3)
        Self.expect(got, [0.005717219714356, 0.011238319821139, 0.022287247588026, 0.022287247588026])
    }

    /// 2 times a month: f = 2/30, so N = 4 in D = 60; m = 0.5^(√(2/30)/13) = 0.986327420343310.
    /// Done on day 0 (today): v = 1/4, s = (1/4)(1 − m) = 0.003418144914173.
    @Test func twiceAMonth() throws {
        let got = try Self.scores(Self.history(quota: Quota(times: 2, period: .month), marks: [0: nil]), today: 0)
        Self.expect(got, [0.003418144914173])
    }

    /// Measurable, at least 4 a day: day 0 has 2 (v = 0.5), day 1 (today) 6 (v = 1, capped):
    /// 0.5(1 − m) = 0.025961242830414, then 0.025961242830414m + (1 − m) = 0.076535756232643.
    @Test func measurableAtLeast() throws {
        let got = try Self.scores(Self.history(target: 4, marks: [0: 2, 1: 6]), today: 1)
        Self.expect(got, [0.025961242830414, 0.076535756232643])
    }

    /// Yes/no limit every day, starting from 1: day 0 no slip, 1·m + 1·(1 − m) = 1; day 1 a slip,
    /// v = 0, s = m = 0.948077514339171; today (day 2) without a slip isn't over, so it stays.
    @Test func yesNoLimit() throws {
        let got = try Self.scores(Self.history(goal: .atMost, marks: [1: nil]), today: 2)
        Self.expect(got, [1, 0.948077514339171, 0.948077514339171])
    }

    /// Measurable limit, at most 2: day 0 has 3, v = 1 − (3 − 2)/2 = 0.5, s = m + 0.5(1 − m) =
    /// 0.974038757169586; day 1 has 5, v = clamp(1 − 1.5) = 0, s = 0.974038757169586m =
    /// 0.923464243767357; today (day 2) has 1, within the limit and not over: it stays. Then
    /// today over the limit (3 again, v = 0.5) enters at once: 0.923464243767357m + 0.5(1 − m).
    @Test func measurableLimit() throws {
        let kept = try Self.scores(Self.history(goal: .atMost, target: 2, marks: [0: 3, 1: 5, 2: 1]), today: 2)
        Self.expect(kept, [0.974038757169586, 0.923464243767357, 0.923464243767357])
        let over = try Self.scores(Self.history(goal: .atMost, target: 2, marks: [0: 3, 1: 5, 2: 3]), today: 2)
        let m = pow(0.5, 1.0 / 13)
        #expect(abs(over[2] - (0.923464243767357 * m + 0.5 * (1 - m))) < 1e-9)
    }

    /// A weekdays limit earns only on its weekdays: Mon–Fri is 5 in 7, N = 10 in D = 14, and the
    /// days before the start count as kept, so with no slip the score stays at 1; a slip on
    /// Tuesday (day 1) leaves 9 of 10 kept days in every window through day 14.
    @Test func weekdaysLimit() throws {
        let workdays = Schedule([.monday, .tuesday, .wednesday, .thursday, .friday])
        let clean = try Self.scores(Self.history(schedule: workdays, goal: .atMost, marks: [:]), today: 20)
        #expect(clean.allSatisfy { abs($0 - 1) < 1e-12 })
        let slipped = try Self.scores(Self.history(schedule: workdays, goal: .atMost, marks: [1: nil]), today: 20)
        let m = pow(0.5, sqrt(5.0 / 7) / 13)
        #expect(abs(slipped[1] - (m + 0.9 * (1 - m))) < 1e-12)
        #expect(slipped[14] < slipped[13])  // day 14 still holds the slip in its window (days 1–14)
        #expect(slipped[15] > slipped[14])  // day 15's window (days 2–15) no longer does
    }

    @Test func irregularEventsHaveNoStrength() {
        let timing = TrackerTiming(kind: .irregular, schedule: Schedule(mask: 0), startDay: Self.start)
        let history = TrackerHistory(id: 1, timing: timing, target: nil, completions: [DayValue(day: Self.start, value: nil)])
        #expect(HabitStrength.compute(history, today: Self.day(5)) == nil)
    }

    @Test func anUnmarkedTodayNeverLowersIt() throws {
        let history = Self.history(marks: [0: nil, 1: nil, 2: nil])
        let got = try Self.scores(history, today: 3)
        #expect(got[3] == got[2])
        let strength = try #require(HabitStrength.compute(history, today: Self.day(3)))
        #expect(strength.today == got[2])
        #expect(strength.score(on: Self.day(-1)) == 0)
        #expect(strength.score(on: Self.day(4)) == nil)
    }

    @Test func aSkippedDayLeavesTheScoreAsItWas() throws {
        let history = Self.history(marks: [0: nil, 2: nil])
        let strength = try #require(HabitStrength.compute(history, today: Self.day(3), skipped: [Self.day(1)]))
        #expect(strength.scores[1] == strength.scores[0])
        #expect(strength.scores[2] > strength.scores[1])
    }

    @Test func aTrackerStartingAfterTodayHasItsInitialScore() throws {
        let strength = try #require(HabitStrength.compute(Self.history(goal: .atMost, marks: [:]), today: Self.day(-3)))
        #expect(strength.scores.isEmpty)
        #expect(strength.today == 1)
    }
}
