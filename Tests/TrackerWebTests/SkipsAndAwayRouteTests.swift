import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// Skipped days and days off through the pages (issue 32). Today is Saturday 2026-11-21.
@Suite("Skipped days and away on the pages")
struct SkipsAndAwayRouteTests {
    static let today = Day(iso: "2026-11-21")!

    private func everyDay(_ house: Household, _ name: String = "Read", kind: TrackerKind = .habit, days: [Weekday] = Weekday.allCases)
        async throws -> Tracker
    {
        try await house.database.createTracker(
            userID: house.anna.id, NewTracker.fixture(name, kind: kind, categoryID: house.health.id, days: days), now: fixedNow)
    }

    private func history(_ house: Household, _ tracker: Tracker) async throws -> TrackerHistory {
        try await house.database.history(trackerID: tracker.id, userID: house.anna.id).history
    }

    @Test func skippingFromTheCardLandsOnItAndBridgesTheStreak() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house)
        for day in ["2026-11-18", "2026-11-19", "2026-11-21"] {
            try await database.toggleDone(trackerID: read.id, userID: house.anna.id, day: Day(iso: day)!, today: Self.today, now: fixedNow)
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let board = try await browser.get("/?day=2026-11-20")
            #expect(board.text.contains("Skip this day"))
            let response = try await browser.postForm(
                "/trackers/\(read.id)/skip", [("day", "2026-11-20"), ("back", "/?day=2026-11-20")])
            #expect(response.status == .seeOther)
            #expect(response.headers[.location] == "/?day=2026-11-20#tracker-\(read.id)")
            let after = try await browser.get("/?day=2026-11-20")
            #expect(after.text.contains("⤼</span> Skipped"))
            #expect(after.text.contains("Undo skip"))
            let details = try await browser.get("/trackers/\(read.id)?month=2026-11")
            #expect(details.text.contains("is-skipped\" name=\"day\""))
            #expect(details.text.contains("aria-label=\"Friday, November 20, 2026: skipped. Press to mark done.\""))
        }
        let streak = Streaks.summary(try await history(house, read), today: Self.today)
        #expect(streak.current == 3)

        // Pressing again undoes it.
        try await withApp(database: database) { browser in
            try await browser.signIn()
            _ = try await browser.postForm("/trackers/\(read.id)/skip", [("day", "2026-11-20"), ("back", "/")])
        }
        #expect(try await history(house, read).skipped.isEmpty)
    }

    /// A skipped habit is out of the day's "N of M done" and of "Not done", as of ideal days.
    @Test func aSkippedHabitLeavesTheDaysCountAndNotDone() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house)
        let walk = try await everyDay(house, "Walk")
        _ = try await everyDay(house, "Stretch")
        try await database.toggleDone(trackerID: walk.id, userID: house.anna.id, day: Self.today, today: Self.today, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/").text.contains("1 of 3 done"))
            _ = try await browser.postForm("/trackers/\(read.id)/skip", [("day", Self.today.iso), ("back", "/")])
            let board = try await browser.get("/").text
            #expect(board.contains("1 of 2 done"))
            #expect(board.contains(">Read</a>"))
            let open = try await browser.get("/?filter=uncompleted").text
            #expect(open.contains(">Stretch</a>") && !open.contains(">Read</a>") && !open.contains(">Walk</a>"))
        }
    }

    @Test(arguments: [
        ("2026-11-22", "a future day"), ("2026-11-17", "a Tuesday, not scheduled"), ("2026-10-31", "before the start"),
    ])
    func aDayThatCantBeSkippedIsRefusedAndNothingChanges(day: String, why: String) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house, days: [.monday, .wednesday, .friday, .saturday, .sunday])
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers/\(read.id)/skip", [("day", day), ("back", "/")])
            #expect(response.status == .unprocessableContent, "\(why)")
            #expect(response.text.contains("can’t be skipped"))
        }
        #expect(try await history(house, read).skipped.isEmpty)
    }

    @Test func anIrregularEventCantBeSkipped() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let event = try await everyDay(house, "Headache", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers/\(event.id)/skip", [("day", "2026-11-20"), ("back", "/")])
            #expect(response.status == .unprocessableContent)
        }
    }

    @Test func anotherMembersTrackerIsNotFound() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let theirs = try await database.createTracker(
            userID: house.boris.id, NewTracker.fixture("Run", categoryID: house.borisCategory.id, days: Weekday.allCases), now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers/\(theirs.id)/skip", [("day", "2026-11-20"), ("back", "/")])
            #expect(response.status == .notFound)
        }
        #expect(try await database.history(trackerID: theirs.id, userID: house.boris.id).history.skipped.isEmpty)
    }

    @Test func skippingClearsTheMarkAndMarkingClearsTheSkip() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house)
        let day = Day(iso: "2026-11-20")!
        try await database.toggleDone(trackerID: read.id, userID: house.anna.id, day: day, today: Self.today, now: fixedNow)
        try await database.toggleSkip(trackerID: read.id, userID: house.anna.id, day: day, today: Self.today, now: fixedNow)
        var history = try await history(house, read)
        #expect(history.completions.isEmpty && history.skipped == [day])
        try await database.toggleDone(trackerID: read.id, userID: house.anna.id, day: day, today: Self.today, now: fixedNow)
        history = try await self.history(house, read)
        #expect(history.completions.map(\.day) == [day] && history.skipped.isEmpty)
    }

    @Test func aSkippedDayIsLeftOutOfIdealDays() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house)
        let walk = try await everyDay(house, "Walk")
        let day = Day(iso: "2026-11-20")!
        try await database.toggleDone(trackerID: read.id, userID: house.anna.id, day: day, today: Self.today, now: fixedNow)
        #expect(try await database.statistics(userID: house.anna.id, today: Self.today).idealDays == 0)
        try await database.toggleSkip(trackerID: walk.id, userID: house.anna.id, day: day, today: Self.today, now: fixedNow)
        let statistics = try await database.statistics(userID: house.anna.id, today: Self.today)
        #expect(statistics.idealDays == 1)
        // The same as the histories' sweep.
        let histories = try await database.histories(userID: house.anna.id)
        #expect(Statistics.compute(histories, today: Self.today) == statistics)
    }

    // MARK: Away

    @Test func daysOffAreListedAddedAndRemovedWithAConfirm() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let added = try await browser.postForm("/settings/days-off", [("first", "2026-12-01"), ("last", "2026-12-14")])
            #expect(added.status == .seeOther)
            let page = try await browser.get("/settings/days-off")
            #expect(page.text.contains("Dec 1, 2026 – Dec 14, 2026"))
            let range = try #require(try await database.awayRanges(userID: house.anna.id).first)
            let confirm = try await browser.get("/settings/days-off/remove?id=\(range.id)")
            #expect(confirm.status == .ok)
            #expect(confirm.text.contains("Remove these days off?"))
            #expect(try await database.awayRanges(userID: house.anna.id).count == 1)
            let removed = try await browser.postForm("/settings/days-off/remove", [("id", String(range.id))])
            #expect(removed.status == .seeOther)
        }
        #expect(try await database.awayRanges(userID: house.anna.id).isEmpty)
    }

    @Test(arguments: [
        ("2026-12-14", "2026-12-01", "The last day can’t be before the first."),
        ("2026-12-10", "2026-12-20", "These days overlap other days off."),
        ("2026-11-20", "2026-12-01", "These days overlap other days off."),
        ("2026-12-01", "2026-02-30", "Enter a date."),
    ])
    func aBadRangeIsRefusedWithTheValuesKept(first: String, last: String, message: String) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-12-01")!, last: Day(iso: "2026-12-14")!, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/settings/days-off", [("first", first), ("last", last)])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(message))
            #expect(response.text.contains("name=\"first\" value=\"\(first)\""))
            #expect(response.text.contains("name=\"last\" value=\"\(last)\""))
        }
        #expect(try await database.awayRanges(userID: house.anna.id).count == 1)
    }

    @Test func anotherMembersRangeIsNotFound() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let theirs = try await database.addAway(
            userID: house.boris.id, first: Day(iso: "2026-12-01")!, last: Day(iso: "2026-12-03")!, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/settings/days-off/remove?id=\(theirs)").status == .notFound)
            #expect(try await browser.postForm("/settings/days-off/remove", [("id", String(theirs))]).status == .notFound)
        }
        #expect(try await database.awayRanges(userID: house.boris.id).count == 1)
    }

    @Test func imAwayAndImBackOnTheMainPage() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/").text.contains("I’m away"))
            let away = try await browser.postForm("/away", [("last", "2026-12-14")])
            #expect(away.headers[.location] == "/")
            let board = try await browser.get("/")
            #expect(board.text.contains("Away until Dec 14"))
            #expect(board.text.contains("Skipped: away"))
            #expect(try await history(house, read).skipped.contains(Self.today))
            _ = try await browser.postForm("/away/back", [])
            #expect(!(try await browser.get("/").text.contains("Away until")))
        }
        // It started today, so it is gone.
        #expect(try await database.awayRanges(userID: house.anna.id).isEmpty)
    }

    @Test func imBackEndsAnEarlierRangeYesterday() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-11-15")!, last: Day(iso: "2026-11-30")!, now: fixedNow)
        try await database.endAway(userID: house.anna.id, today: Self.today)
        let range = try await database.awayRanges(userID: house.anna.id)
        #expect(range.map(\.last) == [Day(iso: "2026-11-20")!])
    }

    @Test func awayDaysRingNoReminder() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await everyDay(house)
        try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-11-21")!, last: Day(iso: "2026-11-22")!, now: fixedNow)
        let check = ReminderCheck.short(times: 1, first: Self.today, last: Self.today)
        #expect(try await database.claimReminder(trackerID: read.id, day: Self.today, dueAt: fixedNow, check: check) == nil)
        let monday = Day(iso: "2026-11-23")!
        let mondayCheck = ReminderCheck.short(times: 1, first: monday, last: monday)
        #expect(try await database.claimReminder(trackerID: read.id, day: monday, dueAt: fixedNow, check: mondayCheck) != nil)
    }

    @Test func theCalendarFeedLeavesAwayDaysOut() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Morning run", reminder: "07:15")
        try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-12-01")!, last: Day(iso: "2026-12-02")!, now: fixedNow)
        let token = try await database.newCalendarFeed(userID: house.anna.id)
        try await withApp(database: database) { browser in
            let feed = try await browser.get("/calendar/\(token)/reminders.ics").text
            #expect(feed.contains("EXDATE;TZID=GMT:20261201T071500\r\n"))
            #expect(feed.contains("EXDATE;TZID=GMT:20261202T071500\r\n"))
            #expect(!feed.contains("20261203T071500"))
        }
    }

    // MARK: Your data

    private static func file(version: Int, skipped: String, away: String) -> Data {
        Data(
            """
            {"format":"tracker-data","version":\(version),"categories":[{"name":"Health"}],"away":\(away),"trackers":[
            {"name":"Read","category":"Health","kind":"habit","emoji":"🙂","color":"#FD4C49","days":["mon","tue","wed","thu","fri","sat","sun"],
             "start_day":"2026-11-01","completions":[{"day":"2026-11-02"}],"skipped":\(skipped)}]}
            """.utf8)
    }

    @Test(arguments: [
        (#"["2026-11-25"]"#, "[]", "a future day"), (#"["2026-10-30"]"#, "[]", "before the start"), (#"["20261103"]"#, "[]", "not a date"),
        ("[]", #"[{"first":"2026-12-09","last":"2026-12-01"}]"#, "The last day can’t be before the first."),
        ("[]", #"[{"first":"2026-12-09"}]"#, "Days off: each needs a first and a last date."),
    ])
    func aFilesBadSkipOrRangeIsRefusedAndNothingChanges(skipped: String, away: String, what: String) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let uploaded = try await anna.importFile(Self.file(version: 2, skipped: skipped, away: away))
            #expect(uploaded.status == .unprocessableContent, "\(what)")
        }
        #expect(try await database.memberData(userID: house.anna.id).trackers.isEmpty)
        #expect(try await database.awayRanges(userID: house.anna.id).isEmpty)
    }

    @Test func aFilesSkipsAndDaysOffArriveAndAVersion1FileIgnoresThem() async throws {
        for version in [2, 1] {
            let database = try AppDatabase.inMemory()
            let house = try await Household.make(database)
            let file = Self.file(
                version: version, skipped: #"["2026-11-02","2026-11-03"]"#, away: #"[{"first":"2026-12-01","last":"2026-12-03"}]"#)
            try await withApp(database: database) { anna in
                try await anna.signIn()
                let uploaded = try await anna.importFile(file)
                #expect(uploaded.status == .seeOther)
                _ = try await anna.submit(try #require(uploaded.location), [("mode", "add")])
            }
            let data = try await database.memberData(userID: house.anna.id)
            // A day both marked and skipped keeps its mark.
            #expect(data.skipped.values.flatMap { $0 }.map(\.iso) == (version == 2 ? ["2026-11-03"] : []), "version \(version)")
            #expect(data.away.count == (version == 2 ? 1 : 0), "version \(version)")
        }
    }
}
