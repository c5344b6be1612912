import Foundation
import Testing

@testable import TrackerCore

/// Skipped and away days (PRODUCT.md "Skipped days", "Away"): hand cases for each rule. The random
/// histories mix skips into every oracle test (ProgressPropertyTests, HabitStrengthTests); the last
/// test here checks that they reach each rule.
@Suite struct SkippedDaysTests {
    static let monday = Day(iso: "2026-03-02")!

    static func day(_ offset: Int) -> Day { monday.adding(days: offset) }

    static func habit(
        id: Int64 = 1, goal: Goal = .atLeast, quota: Quota? = nil, target: Double? = nil,
        marks: [Int: Double?] = [:], skipped: [Int] = []
    ) -> TrackerHistory {
        TrackerHistory(
            id: id,
            timing: TrackerTiming(kind: .habit, schedule: .everyDay, startDay: monday, quota: quota, goal: goal),
            target: target,
            completions: marks.map { DayValue(day: day($0.key), value: $0.value) },
            skipped: Set(skipped.map(day))
        )
    }

    @Test func aSkippedDayBridgesTheStreakWithoutLengtheningIt() {
        let skipped = Self.habit(marks: [0: nil, 1: nil, 3: nil], skipped: [2])
        let streak = Streaks.summary(skipped, today: Self.day(3))
        #expect(streak.current == 3)
        #expect(streak.best == 3)
        #expect(streak.eligibleDays == 3)
        #expect(streak.completionRate == 1)

        let missed = Streaks.summary(Self.habit(marks: [0: nil, 1: nil, 3: nil]), today: Self.day(3))
        #expect(missed.current == 1)
        #expect(missed.completionRate == 0.75)
    }

    @Test func aDoneMarkOnAnAwayDayStillCounts() {
        let streak = Streaks.summary(Self.habit(marks: [0: nil, 1: nil, 2: nil], skipped: [1, 2]), today: Self.day(2))
        #expect(streak.current == 3)
    }

    @Test func aMeasurableDayShortOfItsTargetIsLeftOutWhenSkipped() {
        let history = Self.habit(target: 5, marks: [0: 5, 1: 2, 2: 6], skipped: [1])
        #expect(Streaks.summary(history, today: Self.day(2)).current == 2)
    }

    @Test func aLimitsSkippedDayIsLeftOutEvenWithASlip() {
        let history = Self.habit(goal: .atMost, marks: [1: nil], skipped: [1])
        let streak = Streaks.summary(history, today: Self.day(3))
        #expect(streak.current == 2)  // days 0 and 2; today isn't over
        #expect(streak.eligibleDays == 2)
    }

    @Test func aWeekWithTooFewDaysLeftIsLeftOut() {
        let thrice = Quota(times: 3, period: .week)
        // Week 0 met, week 1 had 5 days skipped and nothing done (2 days left < 3), week 2 met.
        let excused = Self.habit(
            quota: thrice, marks: [0: nil, 1: nil, 2: nil, 14: nil, 15: nil, 16: nil], skipped: [7, 8, 9, 10, 11])
        let streak = Streaks.summary(excused, today: Self.day(20))
        #expect(streak.current == 2)
        #expect(streak.eligibleDays == 2)
        // One skipped day leaves 6, enough for 3: a week with 2 done breaks the streak.
        let broken = Self.habit(quota: thrice, marks: [0: nil, 1: nil, 2: nil, 7: nil, 8: nil, 14: nil, 15: nil, 16: nil], skipped: [9])
        #expect(Streaks.summary(broken, today: Self.day(20)).current == 1)
    }

    @Test func aSkippedHabitIsLeftOutOfThatDaysIdealDay() {
        let reading = Self.habit(id: 1, marks: [0: nil, 1: nil])
        let running = Self.habit(id: 2, marks: [0: nil], skipped: [1])
        #expect(Statistics.compute([reading, running], today: Self.day(1)).idealDays == 2)
        let unskipped = Self.habit(id: 2, marks: [0: nil])
        #expect(Statistics.compute([reading, unskipped], today: Self.day(1)).idealDays == 1)
        // A day on which every habit was skipped is not an ideal day.
        let both = [Self.habit(id: 1, marks: [0: nil], skipped: [1]), Self.habit(id: 2, marks: [0: nil], skipped: [1])]
        #expect(Statistics.compute(both, today: Self.day(2)).idealDays == 1)
    }

    @Test func aLimitsSlipOnASkippedDayDoesNotSpoilTheDay() {
        let reading = Self.habit(id: 1, marks: [0: nil, 1: nil])
        let sweets = Self.habit(id: 2, goal: .atMost, marks: [1: nil], skipped: [1])
        #expect(Statistics.compute([reading, sweets], today: Self.day(2)).idealDays == 2)
    }

    @Test func skippedDaysFreezeTheStrength() throws {
        let history = Self.habit(marks: [0: nil, 1: nil], skipped: [2, 3])
        let strength = try #require(HabitStrength.compute(history, today: Self.day(3)))
        #expect(strength.scores[3] == strength.scores[1])
        #expect(strength.scores[1] > 0)
    }

    /// Guards the oracle tests: skips must change streaks, periods and ideal days in the random cases.
    @Test func theRandomSkipsReachEveryRule() {
        var changedStreaks = 0
        var changedPeriods = 0
        var changedIdealDays = 0
        var doneAwayDays = 0
        for seed in ProgressPropertyTests.seeds {
            let (trackers, today) = RandomHistories.make(seed: seed)
            let plain = trackers.map {
                TrackerHistory(id: $0.id, timing: $0.timing, target: $0.target, completions: $0.completions, weekStart: $0.weekStart)
            }
            if Statistics.compute(trackers, today: today).idealDays != Statistics.compute(plain, today: today).idealDays {
                changedIdealDays += 1
            }
            for (tracker, without) in zip(trackers, plain) where Streaks.summary(tracker, today: today) != Streaks.summary(without, today: today) {
                if tracker.timing.quota == nil { changedStreaks += 1 } else { changedPeriods += 1 }
            }
            for tracker in trackers {
                let done = Set(tracker.completions.map(\.day))
                doneAwayDays += tracker.skipped.filter { done.contains($0) && $0 >= tracker.timing.startDay && $0 <= today }.count
            }
        }
        #expect(changedStreaks > 20)
        #expect(changedPeriods > 3)
        #expect(changedIdealDays > 5)
        #expect(doneAwayDays > 20)
    }
}
