import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// Habits as people live them, part 1, through the pages: the form takes "N times a week or month"
/// and limits and refuses what can't be with the input kept; the main page shows a quota habit
/// while its period is short and says "2 of 3 this week"; a limit says "within limit", "over the
/// limit" or "Slipped" in words; Settings keeps the first weekday. Today is Saturday 2026-11-21.
@Suite("Quotas and limits on the pages")
struct HabitRouteTests {
    private func habitForm(_ house: Household, _ overrides: [(String, String)] = []) -> [(String, String)] {
        var fields: [String: String] = [
            "kind": "habit", "name": "Swim", "category": String(house.health.id), "emoji": "🙂", "color": "#FD4C49",
            "start": "2026-11-21", "unit": "", "target": "", "reminder": "", "repeats": "weekdays", "times_week": "3",
            "times_month": "10", "goal": "at-least",
        ]
        for (key, value) in overrides { fields[key] = value }
        return fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [("days[]", "1"), ("days[]", "3")]
    }

    private func trackers(_ house: Household) async throws -> [Tracker] {
        try await house.database.boardRows(userID: house.anna.id, day: Day(iso: "2026-11-21")!).map(\.tracker)
    }

    /// A tracker of Anna's in Health with a quota or a goal.
    private func track(
        _ house: Household,
        _ name: String,
        quota: Quota? = nil,
        goal: Goal = .atLeast,
        target: Double? = nil
    ) async throws -> Tracker {
        var new = NewTracker.fixture(name, categoryID: house.health.id, days: Weekday.allCases, start: "2026-11-01", target: target)
        new.quota = quota
        new.goal = goal
        if target != nil { new.unit = "cups" }
        return try await house.database.createTracker(userID: house.anna.id, new, now: fixedNow)
    }

    private func mark(_ house: Household, _ tracker: Tracker, _ days: [String], value: Double? = nil) async throws {
        for day in days {
            if let value {
                _ = try await house.database.setValue(
                    value, trackerID: tracker.id, userID: house.anna.id, day: Day(iso: day)!, today: Day(iso: "2026-11-21")!, now: fixedNow)
            } else {
                _ = try await house.database.toggleDone(
                    trackerID: tracker.id, userID: house.anna.id, day: Day(iso: day)!, today: Day(iso: "2026-11-21")!, now: fixedNow)
            }
        }
    }

    /// The text of the card of `trackerID` on the page, or nil when it isn't there.
    private func card(_ page: String, _ trackerID: Int64) -> String? {
        guard let id = page.range(of: "id=\"tracker-\(trackerID)\""),
            let start = page[..<id.lowerBound].range(of: "<li ", options: .backwards)
        else { return nil }
        let rest = page[start.lowerBound...]
        return String(rest[..<(rest.range(of: "</li>")?.lowerBound ?? rest.endIndex)])
    }

    @Test(arguments: [
        ("week", "0", "Choose 1 to 6 times a week."), ("week", "7", "Choose 1 to 6 times a week."),
        ("week", "", "Choose 1 to 6 times a week."), ("week", "2.5", "Choose 1 to 6 times a week."),
        ("month", "28", "Choose 1 to 27 times a month."), ("month", "-1", "Choose 1 to 27 times a month."),
    ])
    func timesOutOfRangeAreRefusedWithTheInputKept(period: String, times: String, message: String) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers", habitForm(house, [("repeats", period), ("times_\(period)", times)]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(message))
            #expect(response.text.contains("name=\"times_\(period)\" value=\"\(times)\""))
            #expect(response.text.contains("id=\"repeats-\(period)\" name=\"repeats\" value=\"\(period)\" checked"))
            #expect(response.text.contains("value=\"Swim\""))
        }
        #expect(try await trackers(house).isEmpty)
    }

    @Test func aLimitWithoutATargetWithAQuotaOrOnAnEventIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let noTarget = try await browser.postForm("/trackers", habitForm(house, [("goal", "at-most"), ("unit", "cups")]))
            #expect(noTarget.status == .unprocessableContent)
            #expect(noTarget.text.contains("value=\"cups\""))
            #expect(noTarget.text.contains("id=\"goal-at_most\" name=\"goal\" value=\"at-most\" checked"))
            let quota = try await browser.postForm("/trackers", habitForm(house, [("goal", "at-most"), ("repeats", "week")]))
            #expect(quota.status == .unprocessableContent)
            #expect(quota.text.contains("A limit repeats on chosen weekdays"))
            let event = try await browser.postForm("/trackers", habitForm(house, [("goal", "at-most"), ("kind", "irregular")]))
            #expect(event.status == .unprocessableContent)
            #expect(event.text.contains("Only a habit can be a limit."))
            let unknown = try await browser.postForm("/trackers", habitForm(house, [("goal", "sometimes"), ("repeats", "yearly")]))
            #expect(unknown.status == .unprocessableContent)
            #expect(unknown.text.contains("Choose how the habit repeats."))
        }
        #expect(try await trackers(house).isEmpty)
    }

    @Test func aQuotaHabitAndALimitAreSavedAndEditedAsTyped() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.postForm("/trackers", habitForm(house, [("repeats", "month"), ("times_month", " 12 ")])).status == .seeOther)
            let swim = try #require(try await trackers(house).first)
            #expect(swim.quota == Quota(times: 12, period: .month) && swim.schedule == .everyDay && swim.goal == .atLeast)
            let edit = try await browser.get("/trackers/\(swim.id)/edit").text
            #expect(edit.contains("id=\"repeats-month\" name=\"repeats\" value=\"month\" checked"))
            #expect(edit.contains("name=\"times_month\" value=\"12\""))
            // Back to weekdays, as a limit with a target.
            let changed = try await browser.postForm(
                "/trackers/\(swim.id)/edit",
                habitForm(house, [("goal", "at-most"), ("unit", "cups"), ("target", "2"), ("name", "Coffee")])
            )
            #expect(changed.status == .seeOther)
        }
        let coffee = try #require(try await trackers(house).first)
        #expect(coffee.quota == nil && coffee.goal == .atMost && coffee.target == 2 && coffee.schedule == Schedule([.monday, .wednesday]))
    }

    @Test func aQuotaHabitShowsWhileItsWeekIsShortCountedFromTheFirstWeekday() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let swim = try await track(house, "Swim", quota: Quota(times: 3, period: .week))
        // Sunday 15, Monday 16, Tuesday 17.
        try await mark(house, swim, ["2026-11-15", "2026-11-16", "2026-11-17"])
        try await withApp(database: database) { browser in
            try await browser.signIn()
            // Weeks from Monday: the 16th and 17th are this week's.
            let monday = try #require(card(try await browser.get("/").text, swim.id))
            #expect(monday.contains("2 of 3 this week"))
            try await database.update(.firstWeekday(.sunday), userID: house.anna.id)
            // Weeks from Sunday: three this week, so it isn't due; a search says when it is.
            let sunday = try await browser.get("/").text
            #expect(card(sunday, swim.id) == nil)
            // Sunday the 22nd is tomorrow.
            #expect(try await browser.get("/?q=swim").text.contains("Swim: 3 of 3 done this week. Next: Tomorrow"))
            #expect(try await browser.get("/trackers").text.contains("3 times a week"))
        }
    }

    @Test func limitsSayWithinOverAndSlippedInWords() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let coffee = try await track(house, "Coffee", goal: .atMost, target: 2)
        let sweets = try await track(house, "No sweets", goal: .atMost)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let fresh = try await browser.get("/").text
            #expect(try #require(card(fresh, coffee.id)).contains("0 / 2 cups · within limit"))
            #expect(try #require(card(fresh, sweets.id)).contains("No slip"))
            #expect(fresh.contains("2 of 2 done"), "kept limits count as done")
            try await mark(house, coffee, ["2026-11-21"], value: 3)
            try await mark(house, sweets, ["2026-11-21"])
            let slipped = try await browser.get("/").text
            let coffeeCard = try #require(card(slipped, coffee.id))
            #expect(coffeeCard.contains("3 / 2 cups · over the limit") && coffeeCard.contains("is-slipped"))
            let sweetsCard = try #require(card(slipped, sweets.id))
            #expect(sweetsCard.contains("Slipped") && sweetsCard.contains("Undo the slip in “No sweets”"))
            #expect(slipped.contains("0 of 2 done"))
        }
    }

    @Test func theFirstWeekdayIsSavedWithDayAndTimeAndABadOneChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let fields = [("language", "auto"), ("time_zone", "UTC"), ("day_start", "00:00")]
            let bad = try await browser.postForm("/settings/day-and-time", fields + [("first_weekday", "friday")])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("Choose Monday or Sunday."))
            #expect(try await database.user(username: "anna")?.firstWeekday == .monday)
            #expect(try await browser.postForm("/settings/day-and-time", fields + [("first_weekday", "sunday")]).status == .seeOther)
            #expect(try await database.user(username: "anna")?.firstWeekday == .sunday)
            #expect(try await browser.get("/settings").text.contains("<option value=\"sunday\" selected>"))
            // A form without the field keeps it.
            #expect(try await browser.postForm("/settings/day-and-time", fields).status == .seeOther)
            #expect(try await database.user(username: "anna")?.firstWeekday == .sunday)
        }
    }
}
