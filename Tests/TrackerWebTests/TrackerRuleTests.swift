import Foundation
import Testing
import TrackerCore
import TrackerStore

/// Each rule of the trackers issue: a request that breaks it gets a clear 4xx and changes nothing.
@Suite("Tracker rules enforced on the server")
struct TrackerRuleTests {
    /// A valid habit form, with fields to override.
    private func habitForm(
        _ house: Household,
        _ overrides: [(String, String)] = [],
        days: [String] = ["1", "3", "5"]
    )
        -> [(String, String)]
    {
        var fields: [String: String] = [
            "kind": "habit", "name": "Run", "category": String(house.health.id), "emoji": "🙂", "color": "#FD4C49",
            "start": "2026-11-21", "unit": "", "target": "", "reminder": "",
        ]
        for (key, value) in overrides { fields[key] = value }
        return fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + days.map { ("days[]", $0) }
    }

    private func trackerCount(_ house: Household) async throws -> Int {
        try await house.database.boardRows(userID: house.anna.id, day: Day(iso: "2026-11-21")!).count
    }

    @Test func aValidHabitIsCreated() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers", habitForm(house))
            #expect(response.status == .seeOther)
        }
        #expect(try await trackerCount(house) == 1)
    }

    @Test func aNewTrackerLandsOnItsCardOrSaysWhenItShowsNext() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            // Today is Saturday 2026-11-21: a Mon/Wed/Fri habit shows next on Monday.
            let later = try await browser.postForm("/trackers", habitForm(house))
            let id = try #require(later.location?.split(separator: "=").last)
            #expect(later.location == "/?added=\(id)")
            let page = try await browser.get(later.location!).text
            #expect(page.contains("Added “Run”. Next on: Monday, November 23, 2026."))
            #expect(!(try await browser.get("/").text.contains("Next on")))
            let daily = try await browser.postForm(
                "/trackers",
                habitForm(house, [("name", "Walk")], days: ["1", "2", "3", "4", "5", "6", "7"])
            )
            #expect(daily.location?.hasPrefix("/#tracker-") == true)
            // Another person's tracker, or no tracker, says nothing.
            let boris = try await house.track("Swim", owner: house.boris)
            #expect(!(try await browser.get("/?added=\(boris.id)").text.contains("Next on")))
            #expect(try await browser.get("/?added=nonsense").status == .ok)
        }
    }

    @Test func aFutureDayCannotBeMarked() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-22")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("This day can’t be marked"))
            let value = try await browser.postForm("/trackers/\(run.id)/value", [("day", "2026-11-22"), ("value", "3")])
            #expect(value.status == .unprocessableContent)
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).doneDays == 0)
    }

    @Test func aDayBeforeTheStartCannotBeMarked() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases, start: "2026-11-20")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-19")]).status == .unprocessableContent)
            #expect(try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-20")]).status == .seeOther)
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).doneDays == 1)
    }

    @Test func markingTodayShowsOneDayAndPressingAgainUndoes() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let call = try await house.track("Call mom", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let done = try await browser.postForm("/trackers/\(call.id)/done", [("day", "2026-11-21"), ("back", "/?day=2026-11-21")])
            #expect(done.location == "/?day=2026-11-21#tracker-\(call.id)")
            #expect(try await browser.get("/").text.contains("1 day"))
            try await browser.postForm("/trackers/\(call.id)/done", [("day", "2026-11-21")])
            #expect(try await browser.get("/").text.contains("0 days"))
        }
    }

    @Test func aBrokenDateIsABadRequest() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/?day=2026-02-30")
            #expect(page.status == .badRequest)
            #expect(page.text.contains("There is no such day in the calendar."))
            #expect(!page.text.contains("date field"))
            #expect(try await browser.postForm("/trackers/\(run.id)/done", [("day", "yesterday")]).status == .badRequest)
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).doneDays == 0)
    }

    @Test func anotherPersonsTrackerCannotBeSeenOrChanged() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let borisRun = try await house.track("Boris run", days: Weekday.allCases, owner: house.boris)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/trackers/\(borisRun.id)/edit").status == .notFound)
            #expect(try await browser.get("/trackers/\(borisRun.id)/delete").status == .notFound)
            #expect(try await browser.postForm("/trackers/\(borisRun.id)/done", [("day", "2026-11-21")]).status == .notFound)
            #expect(try await browser.postForm("/trackers/\(borisRun.id)/value", [("day", "2026-11-21"), ("value", "1")]).status == .notFound)
            #expect(try await browser.postForm("/trackers/\(borisRun.id)/pin", [("pinned", "1")]).status == .notFound)
            #expect(try await browser.postForm("/trackers/\(borisRun.id)/delete", []).status == .notFound)
            #expect(try await browser.postForm("/trackers/\(borisRun.id)/edit", habitForm(house)).status == .notFound)
            #expect(try await browser.get("/trackers/abc/edit").status == .notFound)
            #expect(!(try await browser.get("/?day=2026-11-21").text.contains("Boris run")))
            // Nor can Anna file a tracker under Boris's category.
            let response = try await browser.postForm("/trackers", habitForm(house, [("category", String(house.borisCategory.id))]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Choose a category."))
        }
        let (after, doneDays) = try await database.tracker(id: borisRun.id, userID: house.boris.id)
        #expect(after == borisRun && doneDays == 0)
    }

    @Test func aNameOf39CharactersIsRefusedAndTheInputKept() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let long = String(repeating: "я", count: 39)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers", habitForm(house, [("name", long)]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("Limit 38 characters"))
            #expect(response.text.contains(#"value="\#(long)""#))
            #expect(response.text.contains(#"value="🙂" checked"#))
            let exact = try await browser.postForm("/trackers", habitForm(house, [("name", String(repeating: "👍🏽", count: 38))]))
            #expect(exact.status == .seeOther)
        }
        #expect(try await trackerCount(house) == 1)
    }

    @Test(arguments: [("emoji", "🦄"), ("color", "#123456"), ("color", "red")])
    func anEmojiOrColourOutsideTheListsIsRefused(_ field: String, _ value: String) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers", habitForm(house, [(field, value)]))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(field == "emoji" ? "Choose one of the emoji." : "Choose one of the colors."))
        }
        #expect(try await trackerCount(house) == 0)
    }

    @Test func aHabitWithNoWeekdayIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let none = try await browser.postForm("/trackers", habitForm(house, days: []))
            #expect(none.status == .unprocessableContent)
            #expect(none.text.contains("Choose at least one day."))
            let bogus = try await browser.postForm("/trackers", habitForm(house, days: ["0", "8", "x"]))
            #expect(bogus.status == .unprocessableContent)
            let event = try await browser.postForm("/trackers", habitForm(house, [("kind", "irregular")], days: []))
            #expect(event.status == .seeOther)
        }
        #expect(try await trackerCount(house) == 1)
    }

    @Test func aTargetNeedsAUnitAndAPositiveNumber() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.postForm("/trackers", habitForm(house, [("target", "8")])).status == .unprocessableContent)
            #expect(
                try await browser.postForm("/trackers", habitForm(house, [("unit", "glasses"), ("target", "-1")])).status
                    == .unprocessableContent
            )
            #expect(try await browser.postForm("/trackers", habitForm(house, [("reminder", "25:00")])).status == .unprocessableContent)
            #expect(try await browser.postForm("/trackers", habitForm(house, [("start", "2026-02-30")])).status == .unprocessableContent)
            #expect(
                try await browser.postForm("/trackers", habitForm(house, [("unit", "glasses"), ("target", "8")])).status == .seeOther
            )
        }
        #expect(try await trackerCount(house) == 1)
    }

    @Test func editingKeepsHistoryAndShowsTheCount() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-21")])
            let form = try await browser.get("/trackers/\(run.id)/edit")
            #expect(form.text.contains("Edit habit"))
            #expect(form.text.contains(#"<p class="tracked-days">Done on 1 day</p>"#))
            #expect(form.text.contains(#"value="Run""#))
            let saved = try await browser.postForm("/trackers/\(run.id)/edit", habitForm(house, [("name", "Run fast")]))
            #expect(saved.location == "/trackers/\(run.id)")
            #expect(try await browser.get("/?day=2026-11-23").text.contains("Run fast"))
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).doneDays == 1)
    }

    @Test func leavingTheEditFormAsksOnlyWhenSomethingChanged() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: [.monday, .wednesday, .friday], start: "2026-11-01")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let same = habitForm(house, [("start", "2026-11-01")])
            #expect(try await browser.postForm("/trackers/\(run.id)/edit/leave", same).location == "/trackers/\(run.id)")

            let changed = try await browser.postForm(
                "/trackers/\(run.id)/edit/leave",
                habitForm(house, [("name", "Run fast"), ("start", "2026-11-01")])
            )
            #expect(changed.status == .ok)
            #expect(changed.text.contains("Save changes?"))
            #expect(changed.text.contains(#"<input type="hidden" name="name" value="Run fast">"#))
            #expect(changed.text.contains(#"<input type="hidden" name="days[]" value="3">"#))
            #expect(changed.text.contains(#"href="/trackers/\#(run.id)">Discard changes</a>"#))
            #expect(try await database.tracker(id: run.id, userID: house.anna.id).tracker.name == "Run")

            let carried = changed.text.matches(of: /<input type="hidden" name="([^"]+)" value="([^"]*)">/)
                .map { (String($0.1), String($0.2)) }.filter { $0.0 != "_csrf" }
            let save = try await browser.postForm("/trackers/\(run.id)/edit", carried)
            #expect(save.location == "/trackers/\(run.id)")
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).tracker.name == "Run fast")
    }

    @Test func deletingAsksFirstThenRemovesTheHistory() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let confirm = try await browser.get("/trackers/\(run.id)/delete")
            #expect(confirm.text.contains("Are you sure you want to delete this tracker?"))
            #expect(try await browser.postForm("/trackers/\(run.id)/delete", []).status == .seeOther)
        }
        #expect(try await trackerCount(house) == 0)
    }

    @Test func pinningMovesTheCardToPinned() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(!(try await browser.get("/").text.contains("<h2>Pinned</h2>")))
            try await browser.postForm("/trackers/\(run.id)/pin", [("pinned", "1")])
            let page = try await browser.get("/").text
            #expect(page.contains("<h2>Pinned</h2>"))
            #expect(!page.contains("<h2>Health</h2>"))
            try await browser.postForm("/trackers/\(run.id)/pin", [("pinned", "0")])
            #expect(try await browser.get("/").text.contains("<h2>Health</h2>"))
        }
    }
}

@Suite("Measurable trackers on the main page")
struct MeasurableRouteTests {
    @Test func aValueCountsAsDoneOnceItReachesTheTarget() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let water = try await house.track("Water", days: Weekday.allCases, target: 8)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            try await browser.postForm("/trackers/\(water.id)/value", [("day", "2026-11-21"), ("value", "3")])
            var page = try await browser.get("/").text
            #expect(page.contains("3 / 8 glasses"))
            #expect(page.contains(#"<progress class="value-bar" max="8" value="3""#))
            #expect(page.contains("0 days"))
            try await browser.postForm("/trackers/\(water.id)/value", [("day", "2026-11-21"), ("value", "8,5")])
            page = try await browser.get("/").text
            #expect(page.contains("8.5 / 8 glasses"))
            #expect(page.contains(#"max="8" value="8""#))  // a full bar, no more
            #expect(page.contains("1 day"))
            let bad = try await browser.postForm("/trackers/\(water.id)/value", [("day", "2026-11-21"), ("value", "-2")])
            #expect(bad.status == .unprocessableContent)
            #expect(try await browser.get("/").text.contains("8.5 / 8 glasses"))
            try await browser.postForm("/trackers/\(water.id)/value", [("day", "2026-11-21"), ("value", "")])
            #expect(try await browser.get("/").text.contains("0 / 8 glasses"))
        }
    }
}
