import Foundation
import NIOConcurrencyHelpers
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("Statistics and details pages")
struct ProgressRouteTests {
    let today = Day(iso: "2026-11-21")!

    private func mark(_ house: Household, _ tracker: Tracker, daysAgo: [Int]) async throws {
        for offset in daysAgo {
            try await house.database.toggleDone(
                trackerID: tracker.id,
                userID: house.anna.id,
                day: today.adding(days: -offset),
                today: today,
                now: fixedNow
            )
        }
    }

    @Test func statisticsShowTheStubUntilSomethingIsDone() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let call = try await house.track("Call", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let empty = try await browser.get("/statistics").text
            #expect(empty.contains("Nothing to analyze yet"))
            #expect(!empty.contains("stat-card"))
            #expect(empty.contains(#"aria-current="page""#))
            try await mark(house, call, daysAgo: [0])
            #expect(!(try await browser.get("/statistics").text.contains("Nothing to analyze yet")))
        }
    }

    @Test func statisticsShowTheFourNumbersWithTheirExplanations() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        // Every day from 2026-11-18 (Wednesday); done on 18, 19, 20 and 21: 4 in a row, all ideal.
        let run = try await house.track("Run", days: Weekday.allCases, start: "2026-11-18")
        let call = try await house.track("Call", kind: .irregular, start: "2026-11-01")
        try await mark(house, run, daysAgo: [0, 1, 2, 3])
        try await mark(house, call, daysAgo: [3, 10])
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/statistics").text
            func value(_ label: String) -> String? {
                guard let range = page.range(of: #"<p class="stat-label">\#(label)</p>"#) else { return nil }
                let before = page[..<range.lowerBound]
                guard let start = before.range(of: #"<p class="stat-value">"#, options: .backwards) else { return nil }
                return String(before[start.upperBound...].prefix { $0 != "<" })
            }
            #expect(value("Best period") == "4")
            #expect(value("Ideal days") == "4")
            #expect(value("Trackers completed") == "6")
            // 6 completions over the 11 days from Nov 11 to Nov 21: 0.545… → 0.5
            #expect(value("Average") == "0.5")
            #expect(page.contains("Irregular events don’t count."))
            browser.acceptLanguage = "ru"
            let russian = try await browser.get("/statistics").text
            #expect(russian.contains("Лучший период") && russian.contains("Идеальные дни"))
            #expect(russian.contains("Трекеров завершено") && russian.contains("Среднее значение"))
            #expect(russian.contains(#"<p class="stat-value">0,5</p>"#))
        }
    }

    @Test func detailsShowStreaksRateAndTheMonth() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases, start: "2026-11-15")
        try await mark(house, run, daysAgo: [1, 2, 4, 5, 6])
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(run.id)").text
            #expect(page.contains("<h1>Run</h1>"))
            // Today (21) is not over, so the streak is 20, 19 = 2; the best is 15–17 = 3.
            #expect(page.contains(#"<p class="number-value">2 days</p><p class="number-label">Current streak</p>"#))
            #expect(page.contains(#"<p class="number-value">3 days</p><p class="number-label">Best streak</p>"#))
            #expect(page.contains("5 of 6 days"))
            #expect(page.contains("83%"))
            #expect(page.contains("November 2026"))
            #expect(page.contains(#"aria-pressed="true" aria-label="Friday, November 20, 2026: done. Press to undo.""#))
            #expect(page.contains("cal-day is-today"))
            #expect(page.contains("cal-day is-locked before-start"))
            // Future days are not buttons.
            #expect(page.contains(#"<span class="cal-day is-locked is-scheduled" aria-label="Sunday, November 22, 2026">22</span>"#))
            #expect(!page.contains("<svg class=\"chart\""))
        }
    }

    @Test func aDayMarkedOnTheDetailsCalendarComesBackToTheSameMonth() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases, start: "2026-10-01")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let october = try await browser.get("/trackers/\(run.id)?month=2026-10")
            #expect(october.text.contains("October 2026"))
            let back = "/trackers/\(run.id)?month=2026-10"
            let marked = try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-10-31"), ("back", back)])
            #expect(marked.location == back)
            #expect(try await browser.get(back).text.contains(#"aria-pressed="true""#))
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).doneDays == 1)
    }

    @Test func measurableDetailsHaveAChartAveragesAndAValueForm() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let water = try await house.track("Water", days: Weekday.allCases, start: "2026-11-01", target: 8)
        for (offset, value) in [(1, 8.0), (2, 4.0), (3, 10.0)] {
            try await database.setValue(
                value,
                trackerID: water.id,
                userID: house.anna.id,
                day: today.adding(days: -offset),
                today: today,
                now: fixedNow
            )
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(water.id)").text
            #expect(page.contains(#"<svg class="chart""#))
            #expect(page.contains(#"class="chart-target""#))
            #expect(page.contains("Target 8 glasses"))
            #expect(page.components(separatedBy: "<rect class=\"chart-bar").count - 1 == 3)
            // Last 7 days: the 6 days before today count (today has no value yet): 22 / 6 = 3.7
            #expect(page.contains(#"<p class="number-value">3.7</p><p class="number-label">7 days</p>"#))
            #expect(page.contains(#"name="day" value="2026-11-21" min="2026-11-01" max="2026-11-21""#))
            let entered = try await browser.postForm(
                "/trackers/\(water.id)/value",
                [("day", "2026-11-05"), ("value", "6"), ("back", "/trackers/\(water.id)")]
            )
            #expect(entered.location == "/trackers/\(water.id)")
        }
    }

    @Test func anotherPersonsDetailsAreNotFound() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let borisRun = try await house.track("Boris run", owner: house.boris)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/trackers/\(borisRun.id)").status == .notFound)
            #expect(try await browser.get("/trackers/999").status == .notFound)
        }
    }

    @Test func theProgressPagesCostAFixedNumberOfQueries() async throws {
        let statements = NIOLockedValueBox<[String]>([])
        let database = try AppDatabase.inMemory { sql in statements.withLockedValue { $0.append(sql) } }
        let house = try await Household.make(database)
        let first = try await house.track("First", kind: .irregular)
        @Sendable func count(_ browser: TestBrowser, _ path: String) async throws -> Int {
            statements.withLockedValue { $0 = [] }
            #expect(try await browser.get(path).status == .ok)
            return statements.withLockedValue { $0.filter { $0.hasPrefix("SELECT") }.count }
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            try await mark(house, first, daysAgo: [0, 1])
            let fewStats = try await count(browser, "/statistics")
            let fewDetails = try await count(browser, "/trackers/\(first.id)")
            for index in 0..<20 {
                let tracker = try await house.track("Tracker \(index)", kind: .irregular)
                try await mark(house, tracker, daysAgo: [0, 1, 2])
            }
            try await mark(house, first, daysAgo: [2, 3, 4, 5])
            #expect(try await count(browser, "/statistics") == fewStats)
            #expect(try await count(browser, "/trackers/\(first.id)") == fewDetails)
        }
    }
}
