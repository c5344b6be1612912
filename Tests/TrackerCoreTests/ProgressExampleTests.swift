import Foundation
import Testing

@testable import TrackerCore

/// Builds histories for the examples; yes/no marks are plain days, measurable ones carry values.
private enum Make {
    static func day(_ iso: String) -> Day { Day(iso: iso)! }

    static func habit(
        _ id: Int64 = 1,
        start: String,
        days: [Weekday] = Weekday.allCases,
        done: [String] = []
    ) -> TrackerHistory {
        TrackerHistory(
            id: id,
            timing: TrackerTiming(kind: .habit, schedule: Schedule(days), startDay: day(start)),
            target: nil,
            completions: done.map { DayValue(day: day($0), value: nil) }
        )
    }

    static func event(_ id: Int64 = 1, start: String, done: [String] = []) -> TrackerHistory {
        TrackerHistory(
            id: id,
            timing: TrackerTiming(kind: .irregular, schedule: Schedule(mask: 0), startDay: day(start)),
            target: nil,
            completions: done.map { DayValue(day: day($0), value: nil) }
        )
    }

    static func measured(
        _ id: Int64 = 1,
        kind: TrackerKind = .habit,
        start: String,
        days: [Weekday] = Weekday.allCases,
        target: Double,
        values: [String: Double]
    ) -> TrackerHistory {
        TrackerHistory(
            id: id,
            timing: TrackerTiming(kind: kind, schedule: kind == .habit ? Schedule(days) : Schedule(mask: 0), startDay: day(start)),
            target: target,
            completions: values.map { DayValue(day: day($0.key), value: $0.value) }
        )
    }

    /// A habit done `times` a week or month, on any days.
    static func quota(
        _ times: Int,
        a period: Period,
        start: String,
        done: [String],
        weekStart: Weekday = .monday
    ) -> TrackerHistory {
        TrackerHistory(
            id: 1,
            timing: TrackerTiming(kind: .habit, schedule: .everyDay, startDay: day(start), quota: Quota(times: times, period: period)),
            target: nil,
            completions: done.map { DayValue(day: day($0), value: nil) },
            weekStart: weekStart
        )
    }

    /// A limit on chosen weekdays: yes/no when `target` is nil (each day in `marks` a slip),
    /// measurable otherwise (each day's value, nil for a mark with none).
    static func limit(
        _ id: Int64 = 1,
        start: String,
        days: [Weekday] = Weekday.allCases,
        target: Double? = nil,
        marks: [String: Double?]
    ) -> TrackerHistory {
        TrackerHistory(
            id: id,
            timing: TrackerTiming(kind: .habit, schedule: Schedule(days), startDay: day(start), goal: .atMost),
            target: target,
            completions: marks.map { DayValue(day: day($0.key), value: $0.value) }
        )
    }
}

@Suite("Progress: statistics page")
struct StatisticsExampleTests {
    let monday = Make.day("2026-11-23")

    @Test func nothingDoneMeansNothingToAnalyze() {
        #expect(Statistics.compute([], today: monday) == .empty)
        let idle = Make.habit(start: "2026-11-01")
        let stats = Statistics.compute([idle], today: monday)
        #expect(stats == Statistics(hasData: false, bestPeriod: 0, idealDays: 0, trackersCompleted: 0, average: 0))
        #expect(stats.averageText(decimalSeparator: ".") == "0")
    }

    @Test func aValueBelowTargetIsNotData() {
        let water = Make.measured(start: "2026-11-20", target: 8, values: ["2026-11-21": 3, "2026-11-22": 7.5])
        #expect(Statistics.compute([water], today: monday) == .empty)
    }

    @Test func irregularEventsCountButAreNeverIdeal() {
        let call = Make.event(1, start: "2026-11-01", done: ["2026-11-18", "2026-11-19", "2026-11-20"])
        let visit = Make.event(2, start: "2026-11-10", done: ["2026-11-20", "2026-11-21", "2026-11-23"])
        let stats = Statistics.compute([call, visit], today: monday)
        #expect(stats.hasData)
        #expect(stats.idealDays == 0)
        #expect(stats.bestPeriod == 4)  // 18, 19, 20, 21 (22 is empty)
        #expect(stats.trackersCompleted == 6)
        #expect(stats.average == 1)  // 6 over 18...23
    }

    @Test func idealDaysNeedEveryScheduledHabitDone() {
        // Week of Mon 2026-11-16. Run: every day. Gym: Mon, Thu only. Read starts Wed.
        let run = Make.habit(1, start: "2026-11-16", done: ["2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19", "2026-11-21"])
        let gym = Make.habit(2, start: "2026-11-16", days: [.monday, .thursday], done: ["2026-11-19", "2026-11-20"])
        let read = Make.habit(3, start: "2026-11-18", days: [.wednesday, .saturday], done: ["2026-11-18"])
        let call = Make.event(4, start: "2026-11-16", done: ["2026-11-22"])
        let saturday = Make.day("2026-11-21")
        let stats = Statistics.compute([run, gym, read, call], today: saturday)
        // Mon: gym missed. Tue: only run, done. Wed: run + read done. Thu: run + gym done.
        // Fri: run missed (gym's Friday mark is off schedule). Sat: read not done yet; today still counts once it qualifies.
        #expect(stats.idealDays == 3)
        let readToday = Make.habit(3, start: "2026-11-18", days: [.wednesday, .saturday], done: ["2026-11-18", "2026-11-21"])
        #expect(Statistics.compute([run, gym, readToday, call], today: saturday).idealDays == 4)
        // The event's mark on Sunday is after today and so ignored.
        #expect(stats.trackersCompleted == 8)
        #expect(stats.bestPeriod == 6)
    }

    @Test func marksOutsideStartAndTodayAreIgnored() {
        let run = Make.habit(start: "2026-11-20", done: ["2026-11-19", "2026-11-20", "2026-11-24"])
        let stats = Statistics.compute([run], today: monday)
        #expect(stats.trackersCompleted == 1)
        #expect(stats.bestPeriod == 1)
        #expect(stats.average == 0.25)  // one over 20...23
    }

    @Test func averageTextShowsAtMostOneDecimal() {
        func text(_ average: Double, _ separator: String = ".") -> String {
            Statistics(hasData: true, bestPeriod: 1, idealDays: 0, trackersCompleted: 1, average: average)
                .averageText(decimalSeparator: separator)
        }
        #expect(text(2.0) == "2")
        #expect(text(1.25) == "1.3")
        #expect(text(0.333) == "0.3")
        #expect(text(1.25, ",") == "1,3")
        #expect(text(0.96) == "1")
        #expect(text(12.04) == "12")
        #expect(text(0.05) == "0.1")
    }

    @Test func averageIsCompletionsOverDaysSinceTheFirst() {
        // Five done marks over Thu...Sun (4 days) is 1.25 a day.
        let run = Make.habit(1, start: "2026-11-01", done: ["2026-11-19", "2026-11-20", "2026-11-22"])
        let call = Make.event(2, start: "2026-11-01", done: ["2026-11-20", "2026-11-21"])
        let stats = Statistics.compute([run, call], today: Make.day("2026-11-22"))
        #expect(stats.average == 1.25)
        #expect(stats.averageText(decimalSeparator: ".") == "1.3")
        #expect(stats.averageText(decimalSeparator: ",") == "1,3")
    }
}

@Suite("Progress: streaks")
struct StreakExampleTests {
    let monday = Make.day("2026-11-23")

    @Test func aHabitCreatedToday() {
        let done = Streaks.summary(Make.habit(start: "2026-11-23", done: ["2026-11-23"]), today: monday)
        #expect(done == StreakSummary(current: 1, best: 1, eligibleDays: 1, doneEligibleDays: 1))
        #expect(done.completionRate == 1)
        let notYet = Streaks.summary(Make.habit(start: "2026-11-23"), today: monday)
        #expect(notYet == StreakSummary(current: 0, best: 0, eligibleDays: 0, doneEligibleDays: 0))
        #expect(notYet.completionRate == nil)
    }

    @Test func aTrackerStartingLaterHasNoHistory() {
        let later = Streaks.summary(Make.habit(start: "2026-11-25", done: ["2026-11-23"]), today: monday)
        #expect(later == StreakSummary(current: 0, best: 0, eligibleDays: 0, doneEligibleDays: 0))
    }

    @Test func todayNotYetDoneKeepsTheStreakButYesterdayMissedBreaksIt() {
        let keeps = Make.habit(start: "2026-11-01", done: ["2026-11-20", "2026-11-21", "2026-11-22"])
        let kept = Streaks.summary(keeps, today: monday)
        #expect(kept.current == 3 && kept.best == 3)
        let breaks = Make.habit(start: "2026-11-01", done: ["2026-11-20", "2026-11-21"])
        let broken = Streaks.summary(breaks, today: monday)
        #expect(broken.current == 0 && broken.best == 2)
        let restarted = Make.habit(start: "2026-11-01", done: ["2026-11-20", "2026-11-21", "2026-11-23"])
        #expect(Streaks.summary(restarted, today: monday).current == 1)
    }

    @Test func onlySundaysAreDueSoTheWeekBetweenNeverBreaksTheStreak() {
        // Sundays 2026-11-08, 15, 22 done; a Tuesday mark is off schedule and changes nothing.
        let sundays = Make.habit(start: "2026-11-02", days: [.sunday], done: ["2026-11-08", "2026-11-15", "2026-11-17", "2026-11-22"])
        let wednesday = Make.day("2026-11-25")
        let summary = Streaks.summary(sundays, today: wednesday)
        #expect(summary == StreakSummary(current: 3, best: 3, eligibleDays: 3, doneEligibleDays: 3))
        #expect(summary.completionRate == 1)
        // A missed Sunday does break it.
        let missed = Make.habit(start: "2026-11-02", days: [.sunday], done: ["2026-11-08", "2026-11-22"])
        #expect(Streaks.summary(missed, today: wednesday) == StreakSummary(current: 1, best: 1, eligibleDays: 3, doneEligibleDays: 2))
    }

    @Test func theDayStartHourDecidesWhichDayIsToday() throws {
        let clock = DayClock(timeZone: TimeZone(identifier: "UTC")!, dayStartMinute: 4 * 60)
        let tuesdayNight = try Date("2026-11-24T01:30:00Z", strategy: .iso8601)
        let today = clock.day(at: tuesdayNight)
        #expect(today == monday)
        // Monday isn't marked yet, but at 01:30 it is still Monday: nothing is broken.
        let run = Make.habit(start: "2026-11-20", done: ["2026-11-20", "2026-11-21", "2026-11-22"])
        #expect(Streaks.summary(run, today: today) == StreakSummary(current: 3, best: 3, eligibleDays: 3, doneEligibleDays: 3))
        // Had the calendar day (Tuesday) been used, Monday would count as missed.
        #expect(Streaks.summary(run, today: monday.adding(days: 1)).current == 0)
        // A mark made now lands on Monday and counts as today.
        let marked = Make.habit(start: "2026-11-20", done: ["2026-11-20", "2026-11-21", "2026-11-22", today.iso])
        #expect(Streaks.summary(marked, today: today).current == 4)
        #expect(Statistics.compute([marked], today: today).bestPeriod == 4)
    }

    @Test func aStreakRunsAcrossAMonthEnd() {
        let run = Make.habit(start: "2026-10-01", done: ["2026-10-30", "2026-10-31", "2026-11-01", "2026-11-02"])
        let today = Make.day("2026-11-02")
        #expect(Streaks.summary(run, today: today).current == 4)
        #expect(Statistics.compute([run], today: today).bestPeriod == 4)
    }

    @Test func aStreakRunsAcrossALeapDay() {
        let run = Make.habit(start: "2024-02-01", done: ["2024-02-28", "2024-02-29", "2024-03-01"])
        let today = Make.day("2024-03-01")
        let summary = Streaks.summary(run, today: today)
        #expect(summary.current == 3 && summary.best == 3)
        #expect(summary.eligibleDays == 30)  // February 2024 has 29 days, plus March 1
        let stats = Statistics.compute([run], today: today)
        #expect(stats.bestPeriod == 3 && stats.idealDays == 3)
    }

    @Test func aValueBelowTargetIsNotDone() {
        let water = Make.measured(start: "2026-11-21", target: 8, values: ["2026-11-21": 8, "2026-11-22": 3, "2026-11-23": 10])
        let summary = Streaks.summary(water, today: monday)
        #expect(summary == StreakSummary(current: 1, best: 1, eligibleDays: 3, doneEligibleDays: 2))
        let stats = Statistics.compute([water], today: monday)
        #expect(stats.trackersCompleted == 2 && stats.bestPeriod == 1 && stats.idealDays == 2)
    }

    @Test func anEventIsDueEveryDay() {
        let call = Make.event(start: "2026-11-18", done: ["2026-11-19", "2026-11-20", "2026-11-22"])
        #expect(Streaks.summary(call, today: monday) == StreakSummary(current: 1, best: 2, eligibleDays: 5, doneEligibleDays: 3))
    }

    @Test func twoMarksOnOneDayCountOnce() {
        let run = Make.measured(start: "2026-11-22", target: 5, values: [:])
        let doubled = TrackerHistory(
            id: 1,
            timing: run.timing,
            target: 5,
            completions: [DayValue(day: monday, value: 2), DayValue(day: monday, value: 6)]
        )
        #expect(Streaks.summary(doubled, today: monday).current == 1)
        #expect(Statistics.compute([doubled], today: monday).trackersCompleted == 1)
    }
}

@Suite("Progress: measurable averages and the chart")
struct MeasureExampleTests {
    let monday = Make.day("2026-11-23")

    @Test func missingDueDaysCountAsZeroAndTodayOnlyOnceMarked() {
        // Started Sat 2026-11-14, so the 30- and 365-day windows begin there (9 days before today).
        let pages = Make.measured(
            kind: .irregular,
            start: "2026-11-14",
            target: 5,
            values: ["2026-11-13": 100, "2026-11-17": 4, "2026-11-19": 6, "2026-11-22": 10]
        )
        let averages = MeasureAverages.compute(pages, today: monday)
        #expect(averages.last7 == 20.0 / 6)  // 17...22; today has no value yet
        #expect(averages.last30 == 20.0 / 9)
        #expect(averages.last365 == 20.0 / 9)

        let withToday = Make.measured(
            kind: .irregular,
            start: "2026-11-14",
            target: 5,
            values: ["2026-11-17": 4, "2026-11-19": 6, "2026-11-22": 10, "2026-11-23": 2]
        )
        #expect(MeasureAverages.compute(withToday, today: monday).last7 == 22.0 / 7)
    }

    @Test func aHabitAveragesOnlyItsScheduledDays() {
        // Mon/Wed/Fri from 2026-11-09; Tue 2026-11-17 is off schedule and left out.
        let lifts = Make.measured(
            start: "2026-11-09",
            days: [.monday, .wednesday, .friday],
            target: 5,
            values: ["2026-11-16": 6, "2026-11-17": 50, "2026-11-18": 3, "2026-11-23": 9]
        )
        let averages = MeasureAverages.compute(lifts, today: monday)
        #expect(averages.last7 == 12.0 / 3)  // the window 17...23 holds Wed 18, Fri 20 (missing) and Mon 23
        #expect(averages.last30 == 18.0 / 7)  // 9, 11, 13, 16, 18, 20, 23
    }

    @Test func emptyWindowsAndYesNoTrackersHaveNoAverage() {
        let fresh = Make.measured(start: "2026-11-23", target: 5, values: [:])
        #expect(MeasureAverages.compute(fresh, today: monday) == MeasureAverages(last7: nil, last30: nil, last365: nil))
        let old = Make.measured(start: "2024-01-01", target: 5, values: ["2024-01-02": 5])
        #expect(MeasureAverages.compute(old, today: monday).last7 == 0)
        let yesNo = Make.habit(start: "2026-11-01", done: ["2026-11-22"])
        #expect(MeasureAverages.compute(yesNo, today: monday) == MeasureAverages(last7: nil, last30: nil, last365: nil))
    }

    @Test func theChartShowsTheLastDaysOldestFirst() {
        let water = Make.measured(start: "2026-11-20", target: 8, values: ["2026-11-19": 1, "2026-11-21": 3, "2026-11-23": 9])
        let points = ChartSeries.lastDays(water, today: monday, count: 5)
        #expect(points.map(\.day.iso) == ["2026-11-19", "2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23"])
        #expect(points.map(\.value) == [nil, nil, 3, nil, 9])
        #expect(ChartSeries.lastDays(water, today: monday).count == 30)
        #expect(ChartSeries.lastDays(water, today: monday, count: 0).isEmpty)
    }
}

/// Worked by hand from PRODUCT.md, "Habits as people live them": frequencies and limits.
@Suite("Progress: quotas and limits")
struct QuotaAndLimitExampleTests {
    /// Swim 3 times a week from Monday 2 November; today is Wednesday 25 November.
    let swims = [
        "2026-11-03", "2026-11-05",  // Mon 2–Sun 8: two, short
        "2026-11-10", "2026-11-12", "2026-11-14",  // 9–15: met
        "2026-11-16", "2026-11-18", "2026-11-22",  // 16–22: met
        "2026-11-23",  // 23–29: one so far
    ]
    let wednesday = Make.day("2026-11-25")

    @Test func threeTimesAWeekCountsWeeksMetInARow() {
        let swim = Make.quota(3, a: .week, start: "2026-11-02", done: swims)
        // The first week (it started on its Monday) broke; two weeks met since; this week is open.
        let summary = Streaks.summary(swim, today: wednesday)
        #expect(summary == StreakSummary(current: 2, best: 2, eligibleDays: 3, doneEligibleDays: 2, unit: .weeks))
        #expect(summary.completionRate == 2.0 / 3)
        // Done twice more this week: the week is met and joins the streak and the rate at once.
        let met = Make.quota(3, a: .week, start: "2026-11-02", done: swims + ["2026-11-24", "2026-11-25"])
        #expect(Streaks.summary(met, today: wednesday) == StreakSummary(current: 3, best: 3, eligibleDays: 4, doneEligibleDays: 3, unit: .weeks))
        // A week that ends short breaks it: on Monday 30 November this week is over with one swim.
        #expect(Streaks.summary(swim, today: Make.day("2026-11-30")) == StreakSummary(current: 0, best: 2, eligibleDays: 4, doneEligibleDays: 2, unit: .weeks))
    }

    @Test func theWeeksFollowTheFirstWeekday() {
        // From Sunday: 1–7 is the week it started in partway (two, short: left out), 8–14 met,
        // 15–21 short (16, 18), 22–28 open with two.
        let swim = Make.quota(3, a: .week, start: "2026-11-02", done: swims, weekStart: .sunday)
        #expect(Streaks.summary(swim, today: wednesday) == StreakSummary(current: 0, best: 1, eligibleDays: 2, doneEligibleDays: 1, unit: .weeks))
    }

    @Test func aQuotaIsDueWhileItsPeriodIsShort() {
        let timing = Make.quota(3, a: .week, start: "2026-11-02", done: swims).timing
        #expect(timing.isScheduled(on: wednesday) == false)
        #expect(timing.isShown(on: wednesday, periodDoneElsewhere: 1))  // Monday's swim
        #expect(timing.isShown(on: Make.day("2026-11-22"), periodDoneElsewhere: 2))  // 16 and 18
        #expect(timing.isShown(on: Make.day("2026-11-15"), periodDoneElsewhere: 3) == false)  // 10, 12, 14
        #expect(timing.isShown(on: Make.day("2026-11-01"), periodDoneElsewhere: 0) == false)  // before the start
    }

    @Test func aQuotaTakesNoPartInIdealDaysButItsDoneDaysCount() {
        let swim = Make.quota(3, a: .week, start: "2026-11-02", done: swims)
        // Nine swims from 3 November to 25 November (23 days); 22 and 23 in a row.
        let stats = Statistics.compute([swim], today: wednesday)
        #expect(stats == Statistics(hasData: true, bestPeriod: 2, idealDays: 0, trackersCompleted: 9, average: 9.0 / 23))
        // With an every-day habit done on the 23rd only, that day is ideal: the quota doesn't ask.
        let read = Make.habit(2, start: "2026-11-23", done: ["2026-11-23"])
        #expect(Statistics.compute([swim, read], today: wednesday).idealDays == 1)
    }

    @Test func tenTimesAMonth() {
        // Started 15 September, partway: eight days then leave the month out. October met;
        // November has nine by the 24th, so it is open and due.
        let september = (16...23).map { "2026-09-\($0)" }
        let october = stride(from: 1, through: 19, by: 2).map { String(format: "2026-10-%02d", $0) }
        let november = stride(from: 2, through: 18, by: 2).map { String(format: "2026-11-%02d", $0) }
        let today = Make.day("2026-11-24")
        let reading = Make.quota(10, a: .month, start: "2026-09-15", done: september + october + november)
        #expect(Streaks.summary(reading, today: today) == StreakSummary(current: 1, best: 1, eligibleDays: 1, doneEligibleDays: 1, unit: .months))
        #expect(reading.timing.isShown(on: today, periodDoneElsewhere: 9))
        // The tenth today meets November.
        let tenth = Make.quota(10, a: .month, start: "2026-09-15", done: september + october + november + ["2026-11-24"])
        #expect(Streaks.summary(tenth, today: today) == StreakSummary(current: 2, best: 2, eligibleDays: 2, doneEligibleDays: 2, unit: .months))
        #expect(tenth.timing.isShown(on: Make.day("2026-11-25"), periodDoneElsewhere: 10) == false)
        // Two more in September meet the month it started in, and the streak reaches back to it.
        let fullSeptember = september + ["2026-09-24", "2026-09-25"]
        let all = Make.quota(10, a: .month, start: "2026-09-15", done: fullSeptember + october + november + ["2026-11-24"])
        #expect(Streaks.summary(all, today: today).current == 3)
        // On 1 December, November's ten still stand and December is open; on 1 January, December broke it.
        #expect(Streaks.summary(all, today: Make.day("2026-12-01")).current == 3)
        #expect(Streaks.summary(all, today: Make.day("2027-01-01")) == StreakSummary(current: 0, best: 3, eligibleDays: 4, doneEligibleDays: 3, unit: .months))
    }

    @Test func aYesNoLimitWithASlipYesterday() {
        // No sweets from 1 November; slips on the 10th and yesterday, the 22nd; today is Monday the 23rd.
        let sweets = Make.limit(start: "2026-11-01", marks: ["2026-11-10": nil, "2026-11-22": nil])
        let monday = Make.day("2026-11-23")
        // 1–9 kept, 11–21 kept (eleven days), 22 slipped; today is kept so far and not yet counted.
        #expect(Streaks.summary(sweets, today: monday) == StreakSummary(current: 0, best: 11, eligibleDays: 22, doneEligibleDays: 20))
        // Once today is over it counts: tomorrow the streak is one day.
        #expect(Streaks.summary(sweets, today: Make.day("2026-11-24")).current == 1)
        // A slip today counts at once.
        let again = Make.limit(start: "2026-11-01", marks: ["2026-11-10": nil, "2026-11-22": nil, "2026-11-23": nil])
        #expect(Streaks.summary(again, today: monday) == StreakSummary(current: 0, best: 11, eligibleDays: 23, doneEligibleDays: 20))
        // Slips are never completions; the twenty kept days are ideal (today is left out).
        #expect(Statistics.compute([sweets], today: monday) == Statistics(hasData: true, bestPeriod: 0, idealDays: 20, trackersCompleted: 0, average: 0))
        // Beside an every-day habit done on the 22nd and today: the 22nd is spoilt by the slip,
        // today is ideal with the limit kept so far, and spoilt once it slips.
        let walk = Make.habit(2, start: "2026-11-22", done: ["2026-11-22", "2026-11-23"])
        #expect(Statistics.compute([sweets, walk], today: monday) == Statistics(hasData: true, bestPeriod: 2, idealDays: 21, trackersCompleted: 2, average: 1))
        #expect(Statistics.compute([again, walk], today: monday).idealDays == 20)
    }

    @Test func aLimitCountsOnlyOnItsWeekdays() {
        // No sweets on weekdays only: a Saturday slip (the 21st) breaks nothing and spoils no day.
        let weekdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday]
        let sweets = Make.limit(start: "2026-11-16", days: weekdays, marks: ["2026-11-21": nil])
        let monday = Make.day("2026-11-23")
        #expect(Streaks.summary(sweets, today: monday) == StreakSummary(current: 5, best: 5, eligibleDays: 5, doneEligibleDays: 5))
        #expect(Statistics.compute([sweets], today: monday).idealDays == 5)
    }

    @Test func aMeasurableLimitOfTwoCups() {
        // Coffee, at most 2 cups, from Friday the 20th: 1 cup, then 3, then nothing on Sunday.
        let coffee = Make.limit(start: "2026-11-20", target: 2, marks: ["2026-11-20": 1, "2026-11-21": 3])
        let monday = Make.day("2026-11-23")
        #expect(Streaks.summary(coffee, today: monday) == StreakSummary(current: 1, best: 1, eligibleDays: 3, doneEligibleDays: 2))
        #expect(Statistics.compute([coffee], today: monday) == Statistics(hasData: true, bestPeriod: 0, idealDays: 2, trackersCompleted: 0, average: 0))
        // A mark with no value is 0 cups; exactly 2 is within the limit; 2.5 is over.
        #expect(Measure.isWithinLimit(hasMark: true, value: nil, target: 2))
        #expect(Measure.isWithinLimit(hasMark: true, value: 2, target: 2))
        #expect(Measure.isWithinLimit(hasMark: true, value: 2.5, target: 2) == false)
        let empty = Make.limit(start: "2026-11-20", target: 2, marks: ["2026-11-20": 1, "2026-11-21": 3, "2026-11-22": nil])
        #expect(Streaks.summary(empty, today: monday) == Streaks.summary(coffee, today: monday))
        // Today at 2 cups is kept so far (not counted yet); at 2.5 it has slipped.
        let two = Make.limit(start: "2026-11-20", target: 2, marks: ["2026-11-20": 1, "2026-11-21": 3, "2026-11-23": 2])
        #expect(Streaks.summary(two, today: monday) == StreakSummary(current: 1, best: 1, eligibleDays: 3, doneEligibleDays: 2))
        let over = Make.limit(start: "2026-11-20", target: 2, marks: ["2026-11-20": 1, "2026-11-21": 3, "2026-11-23": 2.5])
        #expect(Streaks.summary(over, today: monday) == StreakSummary(current: 0, best: 1, eligibleDays: 4, doneEligibleDays: 2))
        // Three cups are not a completion even though they pass the target.
        #expect(Statistics.compute([over], today: monday).trackersCompleted == 0)
    }
}
