import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// The daily loop: "today" right from the first visit, the day's progress, +1/−1, "Your
/// trackers", search hints, the day bar, the new-tracker defaults and leaving an edit.
@Suite("The daily loop")
struct DailyLoopRouteTests {
    private let owner: [(String, String)] = [
        ("username", "anna"), ("display_name", "Anna"), ("password", "correct horse"), ("password_confirmation", "correct horse"),
    ]

    @Test func setupAsksForTheZonePreselectedToTheServersAndSavesTheChoice() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            let form = try await browser.get("/setup")
            #expect(form.text.contains(#"<select id="field-time-zone" name="time_zone""#))
            #expect(form.text.contains(#"<option value="\#(TimeZoneChoices.serverZone)" selected>"#))
            #expect(form.text.contains("Preselected to this server’s zone."))
            // A zone that doesn't exist: 422, the message beside the field, and no account.
            let refused = try await browser.submit("/setup", owner + [("time_zone", "Mars/Olympus_Mons")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains("Choose a time zone from the list."))
            #expect(try await database.hasUsers() == false)
            let made = try await browser.submit("/setup", owner + [("time_zone", "America/New_York")])
            #expect(made.status == .seeOther)
            // 10:00 UTC on Saturday is 05:00 on Saturday in New York: today is Saturday there.
            #expect(try await browser.get("/").text.contains(#"<time datetime="2026-11-21">Today, Nov 21</time>"#))
        }
        #expect(try await database.user(username: "anna")?.timeZone == "America/New_York")
    }

    @Test func aFamilyWestOfAUTCServerKeepsItsOwnToday() async throws {
        let database = try AppDatabase.inMemory()
        // 01:30 UTC on Sunday is still 20:30 on Saturday at UTC−5.
        let lateEvening = fixedNow.addingTimeInterval(15.5 * 3600)
        let fields = owner + [("time_zone", "America/Bogota")]
        let page = try await withApp(database: database, now: lateEvening) { browser in
            _ = try await browser.submit("/setup", fields)
            return try await browser.get("/").text
        }
        #expect(page.contains(#"<time datetime="2026-11-21">Today"#))
    }

    @Test func theJoinFormAsksForTheZoneToo() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.setUpOwner()
            let created = try await browser.submit("/invites", from: "/settings", [])
            let settings = try await browser.get(try #require(created.location)).text
            let start = try #require(settings.range(of: "/join/"))
            let link = "/join/" + settings[start.upperBound...].prefix { $0 != "\"" && $0 != "<" }
            browser.clearCookies()
            let form = try await browser.get(link)
            #expect(form.text.contains(#"name="time_zone""#))
            let boris = [
                ("username", "boris"), ("display_name", "Boris"), ("password", "member pass"),
                ("password_confirmation", "member pass"),
            ]
            #expect(try await browser.submit(link, boris + [("time_zone", "Nowhere/Atlantis")]).status == .unprocessableContent)
            #expect(try await browser.submit(link, boris + [("time_zone", "Asia/Tokyo")]).status == .seeOther)
        }
        #expect(try await database.user(username: "boris")?.timeZone == "Asia/Tokyo")
    }

    @Test func theZoneListReadsInTheMembersLanguageByRegion() async throws {
        let english = Catalog.of(.en)
        let russian = Catalog.of(.ru)
        let inEnglish = TimeZoneChoices.groups(chosen: "Europe/Moscow", now: fixedNow, catalog: english)
        let inRussian = TimeZoneChoices.groups(chosen: "Europe/Moscow", now: fixedNow, catalog: russian)
        let europe = try #require(inRussian.first { $0.label == "Европа" })
        let moscow = try #require(europe.options.first { $0.value == "Europe/Moscow" })
        #expect(moscow.label == "Москва · 13:00" && moscow.selected)
        #expect(inEnglish.flatMap(\.options).first { $0.value == "Europe/Moscow" }?.label == "Moscow · 13:00")
        // Sorted by the Russian names, and no two options read the same.
        let names = europe.options.map(\.label)
        let germany = try #require(names.firstIndex { $0.hasPrefix("Германия") })
        let moscowAt = try #require(names.firstIndex { $0.hasPrefix("Москва") })
        let france = try #require(names.firstIndex { $0.hasPrefix("Франция") })
        #expect(germany < moscowAt && moscowAt < france)
        for group in inRussian { #expect(Set(group.options.map(\.label)).count == group.options.count, "\(group.label)") }
        #expect(inRussian.map(\.label).contains("Америка"))
    }

    /// The list goes into the page as markup: one `<optgroup>` per region and one `<option>` per
    /// zone, the chosen one alone selected, as the groups give them.
    @Test func theZoneListIsWrittenAsTheGroupsSay() throws {
        let catalog = Catalog.of(.ru)
        let groups = TimeZoneChoices.groups(chosen: "Europe/Moscow", now: fixedNow, catalog: catalog)
        let markup = TimeZoneChoices.markup(chosen: "Europe/Moscow", now: fixedNow, catalog: catalog)
        #expect(markup.components(separatedBy: "<optgroup label=\"").count - 1 == groups.count)
        #expect(markup.components(separatedBy: "<option value=\"").count - 1 == groups.flatMap(\.options).count)
        #expect(markup.components(separatedBy: " selected>").count - 1 == 1)
        #expect(markup.contains("<option value=\"Europe/Moscow\" selected>Москва · 13:00</option>\n"))
        #expect(markup.hasPrefix("<optgroup label=\"Африка\">\n") && markup.hasSuffix("</optgroup>\n"))
        #expect(!markup.contains("<option value=\"\""))
    }

    @Test func theMainPageSaysHowFarTheDayIs() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await house.track("Read", days: Weekday.allCases)
        _ = try await house.track("Run", days: Weekday.allCases)
        _ = try await house.track("Swim", days: [.monday])
        let party = try await house.track("Party", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/").text.contains(#"<p class="day-summary">0 of 2 done</p>"#))
            try await browser.postForm("/trackers/\(read.id)/done", [("day", "2026-11-21")])
            #expect(try await browser.get("/").text.contains("1 of 2 done"))
            // An irregular event counts once it is done: it is never due.
            try await browser.postForm("/trackers/\(party.id)/done", [("day", "2026-11-21")])
            #expect(try await browser.get("/").text.contains("2 of 3 done"))
            // A search or a filter doesn't change how far the day is.
            #expect(try await browser.get("/?q=run&filter=uncompleted").text.contains("2 of 3 done"))
            try await browser.postForm("/settings/day-and-time", dayAndTime("ru", zone: "UTC"))
            #expect(try await browser.get("/").text.contains("Выполнено 2 из 3"))
        }
    }

    @Test func theDayProgressMatchesCountingByHand() {
        // An oracle: every mix of kinds, schedules, start days and done states over two weeks.
        var random = SeededRandom(seed: 29)
        let first = Day(iso: "2026-11-01")!
        for _ in 0..<300 {
            let entries = (0..<Int(random.next() % 6)).map { index in
                BoardEntry(
                    trackerID: Int64(index),
                    name: "t\(index)",
                    categoryID: 1,
                    categoryName: "c",
                    pinned: false,
                    timing: TrackerTiming(
                        kind: random.next() % 3 == 0 ? .irregular : .habit,
                        schedule: Schedule(mask: Int(random.next() % 128)),
                        startDay: first.adding(days: Int(random.next() % 14))
                    ),
                    isDone: random.next() % 2 == 0,
                    nameKey: "t\(index)",
                    categoryNameKey: "c",
                    isSkipped: random.next() % 4 == 0
                )
            }
            let day = first.adding(days: Int(random.next() % 14))
            var done = 0
            var total = 0
            // A skipped habit is in neither number.
            for entry in entries where !entry.isSkipped {
                let started = day >= entry.timing.startDay
                let due = entry.timing.kind == .habit && started && entry.timing.schedule.contains(day.weekday)
                let eventDone = entry.timing.kind == .irregular && started && entry.isDone
                if due || eventDone { total += 1 }
                if (due || eventDone) && entry.isDone { done += 1 }
            }
            let progress = DayProgress(entries: entries, day: day)
            #expect(progress.done == done && progress.total == total)
            #expect(progress.done <= progress.total)
            // "Not done" leaves skipped habits out; "Done" and "All" are as before.
            for entry in entries {
                #expect(TrackerFilter.uncompleted.admits(isDone: entry.isDone, isSkipped: entry.isSkipped) == (!entry.isDone && !entry.isSkipped))
                #expect(TrackerFilter.completed.admits(isDone: entry.isDone, isSkipped: entry.isSkipped) == entry.isDone)
                #expect(TrackerFilter.all.admits(isDone: entry.isDone, isSkipped: entry.isSkipped))
            }
        }
    }

    @Test func plusAndMinusStepTheDaysValueAndNeverGoBelowZero() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let water = try await house.track("Water", days: Weekday.allCases, target: 8)
        let run = try await house.track("Run", days: Weekday.allCases)
        let borisWater = try await house.track("Water", days: Weekday.allCases, target: 8, owner: house.boris)
        @Sendable func value() async throws -> Double? {
            try await database.boardRows(userID: house.anna.id, day: Day(iso: "2026-11-21")!).first { $0.tracker.id == water.id }?.value
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/").text
            // The buttons submit the page's one form of card actions, which carries the token, day and address.
            #expect(page.contains(#"form="card-actions" formaction="/trackers/\#(water.id)/step" name="step" value="1""#))
            #expect(page.contains(#"<form id="card-actions" method="post" hidden><input type="hidden" name="_csrf" value=""#))
            #expect(page.contains(#"<input type="hidden" name="day" value="2026-11-21"><input type="hidden" name="back" value="/"></form>"#))
            // −1 is offered only when there is something to take away.
            #expect(page.contains(#"value="-1" aria-label="Take 1 from “Water”" disabled"#))
            let today = [("day", "2026-11-21"), ("back", "/")]
            let plus = try await browser.postForm("/trackers/\(water.id)/step", today + [("step", "1")])
            #expect(plus.status == .seeOther && plus.location == "/#tracker-\(water.id)")
            try await browser.postForm("/trackers/\(water.id)/step", today + [("step", "1")])
            #expect(try await value() == 2)
            #expect(try await browser.get("/").text.contains("2 / 8 glasses"))
            try await browser.postForm("/trackers/\(water.id)/step", today + [("step", "-1")])
            #expect(try await value() == 1)
            try await browser.postForm("/trackers/\(water.id)/step", today + [("step", "-1")])
            #expect(try await value() == nil)
            // Below 0: refused with a message, nothing changed.
            let below = try await browser.postForm("/trackers/\(water.id)/step", today + [("step", "-1")])
            #expect(below.status == .unprocessableContent)
            #expect(below.text.contains("1 can’t be taken away. Nothing was changed."))
            #expect(try await value() == nil)
            for wrong in ["2", "0", "", "1e9", "+5"] {
                let sent = try await browser.postForm("/trackers/\(water.id)/step", today + [("step", wrong)])
                #expect(sent.status == .unprocessableContent, "step \(wrong)")
            }
            #expect(try await browser.postForm("/trackers/\(water.id)/step", [("day", "2026-11-22"), ("step", "1")]).status == .unprocessableContent)
            #expect(try await browser.postForm("/trackers/\(water.id)/step", [("day", "2026-13-01"), ("step", "1")]).status == .badRequest)
            #expect(try await browser.postForm("/trackers/\(run.id)/step", today + [("step", "1")]).status == .unprocessableContent)
            #expect(try await browser.postForm("/trackers/\(borisWater.id)/step", today + [("step", "1")]).status == .notFound)
            #expect(try await browser.post("/trackers/\(water.id)/step", today + [("step", "1")]).status == .forbidden)
            #expect(try await value() == nil)
        }
    }

    @Test func yourTrackersListsEveryTrackerWhateverTheDay() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let floss = try await house.track("Floss", days: [.monday])
        _ = try await house.track("Party", kind: .irregular)
        _ = try await house.track("Read", days: Weekday.allCases)
        _ = try await house.track("Secret", owner: house.boris)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/").text.contains(#"<a class="bar-link" href="/trackers">Your trackers</a>"#))
            let page = try await browser.get("/trackers")
            #expect(page.status == .ok)
            let html = page.text
            #expect(html.contains("<h2>Health</h2>"))
            #expect(html.contains(#"<a class="list-name" href="/trackers/\#(floss.id)">Floss</a><small>Mon · Next: Monday</small>"#))
            #expect(html.contains("Irregular event · any day · Next: Today"))
            #expect(html.contains("Every day · Next: Today"))
            #expect(html.contains(#"href="/trackers/\#(floss.id)/edit" aria-label="Edit “Floss”""#))
            #expect(!html.contains("Secret"))
            // In the order of names.
            let order = ["Floss", "Party", "Read"].compactMap { html.range(of: ">\($0)<")?.lowerBound }
            #expect(order.count == 3 && order == order.sorted())
        }
        let visitor = try await withApp(database: database) { browser in
            browser.clearCookies()
            return try await browser.get("/trackers").status
        }
        #expect(visitor == .seeOther)
    }

    @Test func aSearchThatFindsNothingTodaySaysWhenTheTrackerIsOn() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        _ = try await house.track("Floss", days: [.monday, .thursday])
        _ = try await house.track("Yoga", days: Weekday.allCases, start: "2026-12-01")
        _ = try await house.track("Read", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let floss = try await browser.get("/?q=flo").text
            #expect(floss.contains("Nothing found"))
            #expect(
                floss.contains(#"<a href="/?day=2026-11-23&amp;q=flo">Floss: not on Saturdays. Next: Monday</a>"#)
            )
            #expect(try await browser.get("/?q=yoga").text.contains("Yoga: starts on Dec 1"))
            // Nothing at all matches: only "Nothing found".
            #expect(!(try await browser.get("/?q=zzz").text.contains("On other days")))
            try await browser.postForm("/settings/day-and-time", dayAndTime("ru", zone: "UTC"))
            let russian = try await browser.get("/?q=flo").text
            #expect(russian.contains("Floss: не по субботам. Следующий раз: понедельник"))
        }
    }

    @Test func anotherDayIsNamedWithTheWayBackAndAFutureDaySaysWhy() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        _ = try await house.track("Read", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let today = try await browser.get("/").text
            #expect(!today.contains("day-bar"))
            let yesterday = try await browser.get("/?day=2026-11-20").text
            #expect(yesterday.contains(#"<time datetime="2026-11-20">Yesterday, Nov 20</time>"#))
            #expect(yesterday.contains("You’re looking at Friday, November 20, 2026."))
            #expect(yesterday.contains(#"<a class="day-bar-link" href="/">Back to today</a>"#))
            let earlier = try await browser.get("/?day=2026-11-02&q=re").text
            #expect(earlier.contains(#"<time datetime="2026-11-02">Monday, November 2, 2026</time>"#))
            #expect(earlier.contains(#"href="/?q=re">Back to today</a>"#))
            let tomorrow = try await browser.get("/?day=2026-11-22").text
            #expect(tomorrow.contains("Tomorrow, Nov 22"))
            #expect(tomorrow.contains("You can mark this day when it comes."))
            #expect(tomorrow.contains(#"disabled aria-describedby="day-note""#))
        }
    }

    @Test func aNewHabitStartsAsEveryDayInTheOnlyOrLastUsedCategory() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let form = try await browser.get("/trackers/new/habit").text
            for day in 1...7 { #expect(form.contains(#"value="\#(day)" checked"#), "day \(day)") }
            #expect(form.contains(#"value="\#(house.health.id)" checked"#))
            let family = try await database.createCategory(userID: house.anna.id, name: "Family", now: fixedNow)
            // Two categories and no tracker yet: none is chosen for the person.
            #expect(!(try await browser.get("/trackers/new/habit").text.contains(" checked>Health")))
            let health = try await browser.get("/trackers/new/event").text
            #expect(!health.contains(#"value="\#(house.health.id)" checked"#) && !health.contains(#"value="\#(family.id)" checked"#))
            _ = try await database.createTracker(
                userID: house.anna.id,
                NewTracker(
                    kind: .habit, name: "Call mom", categoryID: family.id, emoji: "🙂", color: .red,
                    schedule: .everyDay, startDay: Day(iso: "2026-11-21")!
                ),
                now: fixedNow
            )
            #expect(try await browser.get("/trackers/new/event").text.contains(#"value="\#(family.id)" checked"#))
        }
    }

    @Test func leavingAnEditOffersKeepEditingAndTheCountIsLabelled() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await house.track("Read", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            try await browser.postForm("/trackers/\(read.id)/done", [("day", "2026-11-21")])
            #expect(try await browser.get("/trackers/\(read.id)/edit").text.contains("Done on 1 day"))
            let fields = [
                ("name", "Read more"), ("category", String(house.health.id)), ("emoji", "🙂"), ("color", "#FD4C49"),
                ("days[]", "1"), ("start", "2026-11-01"),
            ]
            let leave = try await browser.postForm("/trackers/\(read.id)/edit/leave", fields)
            #expect(leave.text.contains("Keep editing"))
            let start = try #require(leave.text.range(of: #"<a class="button button-secondary" href=""#))
            let href = String(leave.text[start.upperBound...].prefix { $0 != "\"" }).replacingOccurrences(of: "&amp;", with: "&")
            let back = try await browser.get(href).text
            #expect(back.contains(#"value="Read more""#))
            #expect(back.contains("Edit habit"))
        }
        #expect(try await database.tracker(id: read.id, userID: house.anna.id).0.name == "Read")
    }
}

@Suite("Search words as a browser sends them")
struct SearchWordsTests {
    @Test func aPlusInTheAddressIsASpace() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        _ = try await house.track("Cook dinner", days: Weekday.allCases)
        _ = try await house.track("C++ practice", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let twoWords = try await browser.get("/?q=Cook+dinner").text
            #expect(twoWords.contains(">Cook dinner</a>") && !twoWords.contains("Nothing found"))
            #expect(try await browser.get("/?q=c%2B%2B").text.contains(">C++ practice</a>"))
            #expect(try await browser.get("/?q=%E0%A4").status == .ok)
        }
    }
}
