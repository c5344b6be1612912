import Foundation
import NIOConcurrencyHelpers
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("The main page")
struct BoardRouteTests {
    @Test func aMonWedFriHabitIsOnMondayNotTuesday() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Run")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let monday = try await browser.get("/?day=2026-11-23").text
            #expect(monday.contains(#">Run</a></p>"#))
            let tuesday = try await browser.get("/?day=2026-11-24").text
            #expect(!tuesday.contains("card-name"))
            #expect(tuesday.contains("What will we track?"))
            #expect(!tuesday.contains("class=\"filters"))
        }
    }

    @Test func cardPostsLandOnTheCardOrTheOneThatTookItsPlace() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let apples = try await house.track("Apples", days: Weekday.allCases)
        let bread = try await house.track("Bread", days: Weekday.allCases)
        let cheese = try await house.track("Cheese", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let notDone = "/?filter=uncompleted"
            let marked = try await browser.postForm("/trackers/\(bread.id)/done", [("day", "2026-11-21"), ("back", notDone)])
            #expect(marked.location == notDone + "#tracker-\(cheese.id)")
            let last = try await browser.postForm("/trackers/\(cheese.id)/done", [("day", "2026-11-21"), ("back", notDone)])
            #expect(last.location == notDone + "#tracker-\(apples.id)")
            let kept = try await browser.postForm("/trackers/\(bread.id)/done", [("day", "2026-11-21"), ("back", "/?q=b")])
            #expect(kept.location == "/?q=b#tracker-\(bread.id)")

            let confirm = try await browser.get("/trackers/\(apples.id)/delete?back=%2F%3Fq%3De").text
            #expect(confirm.contains(#"name="back" value="/?q=e""#))
            #expect(confirm.contains(#"href="/?q=e#tracker-\#(apples.id)""#))
            let deleted = try await browser.postForm("/trackers/\(apples.id)/delete", [("back", "/?q=e")])
            #expect(deleted.location == "/?q=e#tracker-\(bread.id)")
            let foreign = try await browser.postForm("/trackers/\(bread.id)/delete", [("back", "//evil.example")])
            #expect(foreign.location == "/#tracker-\(cheese.id)")
        }
    }

    @Test func formsAndConfirmationsHaveNoTabBar() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            for path in ["/", "/statistics", "/settings", "/categories", "/trackers/\(run.id)"] {
                #expect(try await browser.get(path).text.contains(#"class="tab-bar""#), "\(path) has tabs")
            }
            for path in [
                "/trackers/new/habit", "/trackers/new/event", "/trackers/\(run.id)/edit", "/trackers/\(run.id)/delete",
                "/categories/new", "/categories/\(house.health.id)/edit", "/categories/\(house.health.id)/delete",
            ] {
                #expect(!(try await browser.get(path).text.contains(#"class="tab-bar""#)), "\(path) has no tabs")
            }
        }
    }

    @Test func futureDaysHaveADisabledButton() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Call", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(!(try await browser.get("/").text.contains(" disabled")))
            #expect(try await browser.get("/?day=2026-11-22").text.contains(#" disabled aria-describedby="day-note">"#))
        }
    }

    @Test func searchIgnoresCaseInCyrillicAndFiltersWork() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Бег", kind: .irregular)
        try await house.track("Yoga", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let found = try await browser.get("/?q=%D0%B1%D0%B5%D0%B3").text
            #expect(found.contains("Бег") && !found.contains(">Yoga<"))
            let none = try await browser.get("/?q=zzz").text
            #expect(none.contains("Nothing found") && none.contains("class=\"filters"))
            try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-21")])
            let completed = try await browser.get("/?filter=completed").text
            #expect(completed.contains("Бег") && !completed.contains(">Yoga<"))
            #expect(completed.contains("filters is-active"))
            let uncompleted = try await browser.get("/?filter=uncompleted").text
            #expect(!uncompleted.contains(">Бег<") && uncompleted.contains(">Yoga<"))
            let all = try await browser.get("/?filter=all").text
            #expect(!all.contains("filters is-active"))
            #expect(all.contains(#"aria-current="true">All trackers"#))
        }
    }

    @Test func trackersForTodaySetsTheDateToToday() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Call", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/?day=2026-01-05&filter=today").text
            #expect(page.contains(#"datetime="2026-11-21""#))
            #expect(page.contains(#"aria-current="true">Trackers for today"#))
        }
    }

    @Test func theCalendarOpensAtTheAskedMonthAndLinksDays() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let closed = try await browser.get("/?day=2026-11-21").text
            #expect(closed.contains(#"<details class="calendar" id="calendar">"#))
            let open = try await browser.get("/?day=2026-11-21&month=2026-12").text
            #expect(open.contains(#"<details class="calendar" id="calendar" open>"#))
            #expect(open.contains("December 2026"))
            #expect(open.contains(#"href="/?day=2026-12-25#calendar""#))
            // 2026-11-21 is today: its addresses leave the day out.
            #expect(open.contains(#"href="/?month=2027-01#calendar""#))
        }
    }

    @Test func addressesForTodayCarryNoDaySoTomorrowShowsTomorrow() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Run", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let today = try await browser.get("/").text
            #expect(today.contains(#"name="back" value="/""#))
            #expect(!today.contains("day=2026-11-21"))
            #expect(today.contains(#"href="/?day=2026-11-20""#))
            let searched = try await browser.get("/?q=run").text
            #expect(searched.contains(#"name="back" value="/?q=run""#))
            let yesterday = try await browser.get("/?day=2026-11-20").text
            #expect(yesterday.contains(#"name="back" value="/?day=2026-11-20""#))
            #expect(yesterday.contains(#"href="/""#))
        }
    }

    @Test func russianPluralsOnCards() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Бег", kind: .irregular)
        for offset in 0..<5 {
            try await database.toggleDone(
                trackerID: run.id,
                userID: house.anna.id,
                day: Day(iso: "2026-11-21")!.adding(days: -offset),
                today: Day(iso: "2026-11-21")!,
                now: fixedNow
            )
        }
        try await withApp(database: database) { browser in
            browser.acceptLanguage = "ru"
            try await browser.signIn()
            #expect(try await browser.get("/").text.contains("5 дней"))
        }
    }

    @Test func aVeryLongSearchIsCutToAHundredCharacters() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Run", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/?q=" + String(repeating: "ж", count: 5000)).text
            #expect(page.contains(#"value="\#(String(repeating: "ж", count: 100))""#))
            #expect(!page.contains(String(repeating: "ж", count: 101)))
            #expect(page.contains("Nothing found"))
        }
    }

    @Test func theMainPageCostsAFixedNumberOfQueries() async throws {
        let statements = NIOLockedValueBox<[String]>([])
        let database = try AppDatabase.inMemory { sql in statements.withLockedValue { $0.append(sql) } }
        let house = try await Household.make(database)
        @Sendable func count(_ browser: TestBrowser) async throws -> Int {
            statements.withLockedValue { $0 = [] }
            #expect(try await browser.get("/").status == .ok)
            return statements.withLockedValue { $0.filter { $0.hasPrefix("SELECT") || $0.hasPrefix("INSERT") || $0.hasPrefix("UPDATE") }.count }
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            try await house.track("One", kind: .irregular)
            let few = try await count(browser)
            for index in 0..<30 { try await house.track("Tracker \(index)", kind: .irregular) }
            let many = try await count(browser)
            #expect(few == many)
            #expect(many <= 3)  // the session, the board and the household's chores (issue 33)
        }
    }
}
