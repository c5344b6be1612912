import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// A mark made after midnight but before the member's day starts belongs to the day before, so
/// it counts in that day's week or month, even on the night clocks go back.
@Suite("Quotas: the day start and daylight saving")
struct QuotaDayStartTests {
    private func instant(_ text: String) throws -> Date { try Date(text, strategy: .iso8601) }

    private func habit(_ name: String, _ times: Int, a period: Period, start: String, categoryID: Int64) -> NewTracker {
        NewTracker(
            kind: .habit, name: name, categoryID: categoryID, emoji: "🙂", color: .red, schedule: .everyDay,
            startDay: Day(iso: start)!, quota: Quota(times: times, period: period)
        )
    }

    @Test func aMarkAtHalfPastOneOnTheNightClocksGoBackCountsForSaturday() async throws {
        let database = try AppDatabase.inMemory()
        let created = try await database.createMember(newUser("vera"), now: fixedNow)
        // New York, the day starting at 04:00, weeks from Sunday.
        try await database.update([.timeZone("America/New_York"), .dayStart(4 * 60), .firstWeekday(.sunday)], userID: created.id)
        let vera = try #require(try await database.user(username: "vera"))
        let category = try await database.createCategory(userID: vera.id, name: "Health", now: fixedNow).id
        let swim = try await database.createTracker(userID: vera.id, habit("Swim", 3, a: .week, start: "2026-10-25", categoryID: category), now: fixedNow)
        let read = try await database.createTracker(userID: vera.id, habit("Read", 2, a: .month, start: "2026-10-01", categoryID: category), now: fixedNow)

        // Sunday 1 November 2026: 01:30 comes twice, first in EDT (05:30 UTC), then in EST (06:30 UTC).
        // Both are before 04:00, so both belong to Saturday 31 October: the last day of a Sunday
        // week and of the month.
        let clock = vera.dayClock
        let first = clock.day(at: try instant("2026-11-01T05:30:00Z"))
        let second = clock.day(at: try instant("2026-11-01T06:30:00Z"))
        #expect(first.iso == "2026-10-31" && second.iso == "2026-10-31")
        #expect(clock.day(at: try instant("2026-11-01T09:00:00Z")).iso == "2026-11-01")  // 04:00 EST

        for day in ["2026-10-27", "2026-10-29"] {
            try await database.toggleDone(trackerID: swim.id, userID: vera.id, day: Day(iso: day)!, today: first, now: fixedNow)
        }
        try await database.toggleDone(trackerID: swim.id, userID: vera.id, day: first, today: first, now: fixedNow)
        try await database.toggleDone(trackerID: read.id, userID: vera.id, day: Day(iso: "2026-10-20")!, today: first, now: fixedNow)
        try await database.toggleDone(trackerID: read.id, userID: vera.id, day: second, today: second, now: fixedNow)

        // On Tuesday 3 November: the week of 25–31 October had its three swims, and October its
        // two readings; this week and November are open.
        let tuesday = Day(iso: "2026-11-03")!
        let swimHistory = try await database.history(trackerID: swim.id, userID: vera.id).history
        #expect(swimHistory.weekStart == .sunday)
        #expect(Streaks.summary(swimHistory, today: tuesday) == StreakSummary(current: 1, best: 1, eligibleDays: 1, doneEligibleDays: 1, unit: .weeks))
        let readHistory = try await database.history(trackerID: read.id, userID: vera.id).history
        #expect(Streaks.summary(readHistory, today: tuesday) == StreakSummary(current: 1, best: 1, eligibleDays: 1, doneEligibleDays: 1, unit: .months))
        // Due again this week and this month: nothing done in them yet.
        #expect(swimHistory.timing.isDue(on: tuesday, periodDoneElsewhere: 0))

        // Had the marks landed on the calendar date, Sunday 1 November, the October week and the
        // month would both have fallen short: the streaks would be broken.
        let onTheCalendarDate = TrackerHistory(
            id: swim.id, timing: swimHistory.timing, target: nil,
            completions: ["2026-10-27", "2026-10-29", "2026-11-01"].map { DayValue(day: Day(iso: $0)!, value: nil) }, weekStart: .sunday
        )
        #expect(Streaks.summary(onTheCalendarDate, today: tuesday).current == 0)

        // The kept day counts agree: two trackers done on Saturday 31 October, none on the 1st,
        // and neither is an ideal day's habit.
        #expect(try DaySummaryCheck.kept(database, userID: vera.id)["2026-10-31"] == [2, 0, 0])
        #expect(try DaySummaryCheck.kept(database, userID: vera.id)["2026-11-01"] == nil)
        let stats = try await database.statistics(userID: vera.id, today: tuesday)
        #expect(stats.trackersCompleted == 5 && stats.idealDays == 0)
    }
}
