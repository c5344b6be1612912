import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// The details page of habits as people live them: a quota habit's streak and rate in weeks, a
/// limit's slips, habit strength and the year view.
@Suite("Details: strength, the year, quotas and limits")
struct DetailsRouteTests {
    let today = Day(iso: "2026-11-21")!  // a Saturday

    private func add(_ house: Household, _ name: String, start: String, quota: Quota? = nil, goal: Goal = .atLeast) async throws -> Tracker {
        var new = NewTracker.fixture(name, categoryID: house.health.id, days: Weekday.allCases, start: start)
        new.quota = quota
        new.goal = goal
        return try await house.database.createTracker(userID: house.anna.id, new, now: fixedNow)
    }

    private func mark(_ house: Household, _ tracker: Tracker, _ days: [String]) async throws {
        for day in days {
            _ = try await house.database.toggleDone(trackerID: tracker.id, userID: house.anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
        }
    }

    /// The strength the page should show: today's score as a whole percentage.
    private func strength(_ house: Household, _ tracker: Tracker) async throws -> String {
        let (_, history) = try await house.database.history(trackerID: tracker.id, userID: house.anna.id)
        let score = try #require(HabitStrength.compute(history, today: today)).today
        return "\(Int((score * 100).rounded()))%"
    }

    @Test func aQuotaHabitReadsInWeeksWithItsStrengthAndYear() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        // 3 times a week from Thursday Oct 1; weeks start on Monday. Met the weeks of Nov 2, Nov 9
        // and this one (Nov 16); the week of Oct 26 had one day, the earlier ones none.
        let swim = try await add(house, "Swim", start: "2026-10-01", quota: Quota(times: 3, period: .week))
        try await mark(house, swim, ["2026-10-27", "2026-11-03", "2026-11-05", "2026-11-07", "2026-11-09", "2026-11-10",
                                     "2026-11-11", "2026-11-16", "2026-11-17", "2026-11-18"])
        let expected = try await strength(house, swim)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(swim.id)").text
            #expect(page.contains(#"<p class="number-value">3 weeks</p><p class="number-label">Current streak</p>"#))
            // Ended weeks Oct 5 to Nov 9 (6; the partial first week didn't count, unmet), and this one, met.
            #expect(page.contains("3 of 7 weeks"))
            #expect(page.contains(#"<h2 id="strength-title">Habit strength</h2>"#))
            #expect(page.contains(#"<p class="strength-value">\#(expected)</p>"#))
            #expect(expected != "0%")
            // Oct 1 to Nov 20, and today not yet done: 51 days, 10 of them done.
            #expect(page.contains("Done on 10 of 51 days"))
            #expect(YearMarkup.count("heat is-done", in: page) == 10)
        }
    }

    @Test func aLimitShowsSlipsNotDoneDays() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let sweets = try await add(house, "No sweets", start: "2026-11-01", goal: .atMost)
        try await mark(house, sweets, ["2026-11-05", "2026-11-15"])
        let expected = try await strength(house, sweets)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(sweets.id)").text
            // Nov 16 to 20 without a slip; today counts once it is over.
            #expect(page.contains(#"<p class="number-value">5 days</p><p class="number-label">Current streak</p>"#))
            #expect(page.contains("18 of 20 days within the limit"))
            #expect(page.contains("Within the limit on 18 of 20 days"))
            #expect(page.contains(#"<p class="strength-value">\#(expected)</p>"#))
            #expect(expected != "100%")
            // Two slips, dashed; today, kept so far, is neither yet.
            #expect(YearMarkup.count("heat is-slip", in: page) == 2)
            #expect(page.contains(#"class="heat is-today""#))
            #expect(page.contains("Thursday, November 5, 2026: a slip. Press to undo."))
            #expect(!page.contains("November 5, 2026: done"))
            #expect(page.contains("Press a day to record a slip or undo it."))
        }
    }

    @Test func theYearReadsInRussianWithPlurals() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let swim = try await add(house, "Swim", start: "2026-11-01", quota: Quota(times: 2, period: .week))
        try await mark(house, swim, ["2026-11-02", "2026-11-04", "2026-11-10", "2026-11-12"])
        try await database.update(.firstWeekday(.sunday), userID: house.anna.id)
        try await withApp(database: database) { browser in
            browser.acceptLanguage = "ru"
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(swim.id)").text
            // Nov 1 to 20: 20 days, 4 done; two weeks met in a row, the current one open.
            #expect(page.contains("Выполнено 4 из 20 дней"))
            #expect(page.contains(#"<p class="number-value">2 недели</p>"#))
            #expect(page.contains("Сила привычки"))
            // Weeks start on Sunday: the rows read Sunday, Tuesday, Thursday, Saturday.
            let labels = page.matches(of: /text-anchor="end">([^<]+)<\/text>/).map { String($0.1) }
            #expect(labels.suffix(4) == ["Вс", "Вт", "Чт", "Сб"])
        }
    }

    @Test func anIrregularEventHasNoStrength() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let call = try await house.track("Call", kind: .irregular, start: "2026-11-01")
        try await mark(house, call, ["2026-11-08"])
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(call.id)").text
            #expect(!page.contains("strength-title"))
            #expect(page.contains("Done on 1 of 20 days"))
        }
    }
}
