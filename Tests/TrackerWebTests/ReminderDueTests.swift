import Foundation
import PushDelivery
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// Push reminders follow "due": a habit of N times a week or month is reminded of only while its
/// period is short, and a limit's reminder has no "Done" (it would record a slip).
extension ReminderSchedulerTests {
    /// Saturday 21 November 2026, `fixedNow`'s day in Anna's zone (UTC).
    var today: Day { Day(iso: "2026-11-21")! }

    /// Anna with a webhook target and one tracker reminded at 09:50 (every day, with a target of
    /// `target`), `shape` setting its quota or goal; marked done on the `done` days, and given
    /// the `values`.
    func remindedTracker(
        _ shape: (inout NewTracker) -> Void,
        target: Double? = nil,
        done: [String] = [],
        values: [String: Double] = [:],
        firstWeekday: Weekday = .monday
    ) async throws -> (AppDatabase, Tracker) {
        let (database, house, _) = try await household([])
        var new = NewTracker.fixture("Swim", categoryID: house.health.id, days: Weekday.allCases, target: target, reminder: "09:50")
        shape(&new)
        let tracker = try await database.createTracker(userID: house.anna.id, new, now: now)
        let anna = house.anna.id
        for day in done {
            let marked = try await database.toggleDone(trackerID: tracker.id, userID: anna, day: Day(iso: day)!, today: today, now: now)
            #expect(marked)
        }
        for (day, value) in values {
            try await database.setValue(value, trackerID: tracker.id, userID: anna, day: Day(iso: day)!, today: today, now: now)
        }
        try await database.update(.firstWeekday(firstWeekday), userID: house.anna.id)
        return (database, tracker)
    }

    /// At most: a limit on every day.
    var limit: (inout NewTracker) -> Void { { $0.goal = .atMost } }

    func quota(_ times: Int, _ period: Period) -> (inout NewTracker) -> Void {
        {
            $0.quota = Quota(times: times, period: period)!
            $0.schedule = .everyDay
        }
    }

    /// The messages the reminders sent at `fixedNow`.
    func sent(_ database: AppDatabase) async throws -> [[String: Any]] {
        let transport = RecordingTransport()
        try await scheduler(database, transport).check(at: now)
        return transport.bodies
    }

    @Test func aThreeTimesAWeekHabitIsRemindedOnlyWhileTheWeekIsShort() async throws {
        // Monday 16 to Sunday 22 November: three done days meet the week.
        let (met, _) = try await remindedTracker(quota(3, .week), done: ["2026-11-16", "2026-11-18", "2026-11-20"])
        #expect(try await sent(met).isEmpty)
        // Two of three: due, and the message says where the week stands.
        let (short, tracker) = try await remindedTracker(quota(3, .week), done: ["2026-11-16", "2026-11-20"])
        let bodies = try await sent(short)
        #expect(bodies.count == 1)
        #expect(bodies.first?["message"] as? String == "2 of 3 this week, not done yet today (Nov 21).")
        #expect((bodies.first?["done_url"] as? String)?.contains("/reminders/done/\(tracker.id).20261121.") == true)
        // Done today, with the week still short: nothing to remind of.
        let (doneToday, _) = try await remindedTracker(quota(3, .week), done: ["2026-11-21"])
        #expect(try await sent(doneToday).isEmpty)
    }

    @Test func theFirstWeekdayDecidesWhichDaysAreThisWeeks() async throws {
        // Sunday the 15th, Tuesday the 17th, Thursday the 19th.
        let marks = ["2026-11-15", "2026-11-17", "2026-11-19"]
        // Weeks from Monday: the 15th was last week, so this week has two of three.
        let (monday, _) = try await remindedTracker(quota(3, .week), done: marks, firstWeekday: .monday)
        #expect(try await sent(monday).map { $0["message"] as? String } == ["2 of 3 this week, not done yet today (Nov 21)."])
        // Weeks from Sunday: Sunday the 15th to Saturday the 21st hold all three.
        let (sunday, _) = try await remindedTracker(quota(3, .week), done: marks, firstWeekday: .sunday)
        #expect(try await sent(sunday).isEmpty)
    }

    @Test func aMonthsQuotaCountsTheCalendarMonth() async throws {
        // 2 a month: the 2nd and the 10th of November meet it.
        let (met, _) = try await remindedTracker(quota(2, .month), done: ["2026-11-02", "2026-11-10"])
        #expect(try await sent(met).isEmpty)
        // 31 October is last month's: November has one of two.
        let (short, _) = try await remindedTracker(
            {
                self.quota(2, .month)(&$0)
                $0.startDay = Day(iso: "2026-10-01")!
            },
            done: ["2026-10-31", "2026-11-10"]
        )
        #expect(try await sent(short).map { $0["message"] as? String } == ["1 of 2 this month, not done yet today (Nov 21)."])
    }

    @Test func aMeasurableQuotaCountsOnlyDaysThatReachedTheTarget() async throws {
        let values = ["2026-11-17": 20.0, "2026-11-18": 5]
        let (database, _) = try await remindedTracker(quota(2, .week), target: 20, values: values)
        #expect(try await sent(database).map { $0["message"] as? String } == ["1 of 2 this week, not done yet today (Nov 21)."])
    }

    @Test func aLimitsReminderHasNoDoneAndStopsOnceTheDayIsLost() async throws {
        let (kept, tracker) = try await remindedTracker(limit)
        let bodies = try await sent(kept)
        #expect(bodies.map { $0["title"] as? String } == ["🙂 Swim"])
        #expect(bodies.first?["message"] as? String == "Keep within your limit today (Nov 21).")
        #expect(bodies.first?["done_url"] is NSNull)
        // Nothing can mark a limit from a notification, even a link made by hand.
        let key = try await kept.reminderActionKey()
        let forged = DoneLink(trackerID: tracker.id, day: today, expires: now.addingTimeInterval(3600)).token(key: key)
        try await withApp(database: kept) { phone in
            let path = "/reminders/done/" + forged
            let asked = try await phone.get(path)
            let posted = try await phone.post(path, [])
            #expect(asked.status == .notFound && posted.status == .notFound)
        }
        // A slip today: the day is lost, no reminder.
        let (slipped, _) = try await remindedTracker(limit, done: ["2026-11-21"])
        #expect(try await sent(slipped).isEmpty)
    }

    @Test func aMeasurableLimitIsRemindedWhileWithinIt() async throws {
        // Two cups of at most two: still within, reminded.
        let (within, _) = try await remindedTracker(limit, target: 2, values: [today.iso: 2])
        #expect(try await sent(within).map { $0["message"] as? String } == ["Keep within your limit today (Nov 21)."])
        // Three: over it, the day is lost.
        let (over, _) = try await remindedTracker(limit, target: 2, values: [today.iso: 3])
        #expect(try await sent(over).isEmpty)
    }
}
