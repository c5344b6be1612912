import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// What pressing a details calendar day does (`?press=`): marks it, skips it, or opens the day's
/// page, where the day is marked, skipped and noted (issue 32). Today is Saturday 2026-11-21.
@Suite("The details calendar's presses and the day's page")
struct CalendarPressRouteTests {
    static let today = Day(iso: "2026-11-21")!

    /// The calendar cell of `day` in a details page's markup, found by the date its label starts
    /// with: from its `<td>` to its `</td>`.
    private func cell(_ page: String, _ day: String) -> String {
        guard let at = page.range(of: #"aria-label="\#(DateText.long(Day(iso: day)!, in: .en))"#) else { return "" }
        let start = page[..<at.lowerBound].range(of: "<td>", options: .backwards)?.lowerBound ?? at.lowerBound
        let end = page[at.upperBound...].range(of: "</td>")?.upperBound ?? at.upperBound
        return String(page[start..<end])
    }

    @Test func theSkipPressSkipsDueDaysAndLandsBackOnIt() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        // Monday, Wednesday and Friday; Wednesday the 18th is done.
        let swim = try await house.track("Swim")
        try await database.toggleDone(trackerID: swim.id, userID: house.anna.id, day: Day(iso: "2026-11-18")!, today: Self.today, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let marking = try await browser.get("/trackers/\(swim.id)?month=2026-11").text
            // Three presses above the calendar, marking the current one.
            #expect(marking.contains(#"<nav class="press-choices" aria-label="Pressing a day">"#))
            #expect(marking.contains(#"<a href="/trackers/\#(swim.id)?month=2026-11#calendar-title" aria-current="true">Mark</a>"#))
            #expect(marking.contains(#"<a href="/trackers/\#(swim.id)?month=2026-11&amp;press=skip#calendar-title">Skip</a>"#))
            #expect(marking.contains(#"action="/trackers/\#(swim.id)/done""#))

            let skipping = try await browser.get("/trackers/\(swim.id)?month=2026-11&press=skip").text
            #expect(skipping.contains(#"<form class="month-form" method="post" action="/trackers/\#(swim.id)/skip">"#))
            #expect(skipping.contains(#"<input type="hidden" name="back" value="/trackers/\#(swim.id)?month=2026-11&amp;press=skip">"#))
            #expect(skipping.contains(#"aria-current="true">Skip</a>"#))
            #expect(skipping.contains("Press a day the habit is due on to skip it"))
            // Friday the 20th is due and open: a button that skips it.
            #expect(cell(skipping, "2026-11-20").contains(#"aria-pressed="false" aria-label="Friday, November 20, 2026: not done. Press to skip.""#))
            // The done Wednesday, the unscheduled Thursday and the future Monday can't be skipped.
            #expect(cell(skipping, "2026-11-18").contains(#"<span class="cal-day is-done is-scheduled" aria-label="Wednesday, November 18, 2026: done">"#))
            #expect(cell(skipping, "2026-11-19").contains("<span "))
            #expect(cell(skipping, "2026-11-23").contains(#"aria-label="Monday, November 23, 2026""#))
            #expect(!cell(skipping, "2026-11-23").contains("<button"))
            // The months around keep the press.
            #expect(skipping.contains(#"href="/trackers/\#(swim.id)?month=2026-10&amp;press=skip""#))

            let skipped = try await browser.postForm(
                "/trackers/\(swim.id)/skip", [("day", "2026-11-20"), ("back", "/trackers/\(swim.id)?month=2026-11&press=skip")])
            #expect(skipped.status == .seeOther)
            #expect(skipped.headers[.location] == "/trackers/\(swim.id)?month=2026-11&press=skip")
            let after = try await browser.get("/trackers/\(swim.id)?month=2026-11&press=skip").text
            #expect(cell(after, "2026-11-20").contains(#"aria-pressed="true" aria-label="Friday, November 20, 2026: skipped. Press to undo the skip.""#))
            #expect(cell(after, "2026-11-20").contains("is-skipped"))
        }
        #expect(try await database.history(trackerID: swim.id, userID: house.anna.id).history.skipped == [Day(iso: "2026-11-20")!])
    }

    /// A quota's week that is met has no day left to skip; a short one has.
    @Test func aQuotaCanBeSkippedOnlyWhileItsPeriodIsShort() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        var new = NewTracker.fixture("Run", categoryID: house.health.id, days: Weekday.allCases, start: "2026-11-01")
        new.quota = Quota(times: 2, period: .week)
        let run = try await database.createTracker(userID: house.anna.id, new, now: fixedNow)
        // The week of Monday the 9th is met (twice); the week of the 16th has one.
        for day in ["2026-11-09", "2026-11-10", "2026-11-16"] {
            try await database.toggleDone(trackerID: run.id, userID: house.anna.id, day: Day(iso: day)!, today: Self.today, now: fixedNow)
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(run.id)?month=2026-11&press=skip").text
            #expect(!cell(page, "2026-11-12").contains("<button"))
            #expect(cell(page, "2026-11-18").contains(#"aria-pressed="false""#))
            // What the page offers, the store takes.
            let response = try await browser.postForm("/trackers/\(run.id)/skip", [("day", "2026-11-18"), ("back", "/")])
            #expect(response.status == .seeOther)
            let refused = try await browser.postForm("/trackers/\(run.id)/skip", [("day", "2026-11-12"), ("back", "/")])
            #expect(refused.status == .unprocessableContent)
        }
    }

    @Test func anEventHasNoSkipPressAndTheNotePressOpensDays() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let coffee = try await house.track("Coffee", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(coffee.id)?month=2026-11&press=note").text
            #expect(!page.contains("press=skip"))
            #expect(page.contains(#"aria-current="true">Note</a>"#))
            // No form: each day that has come is a link to its page, saying what it is.
            #expect(!page.contains(#"class="month-form""#))
            #expect(
                page.contains(
                    #"<a class="cal-day is-today" href="/trackers/\#(coffee.id)/day?day=2026-11-21" aria-label="Saturday, November 21, 2026: not done. Open the day’s page.">"#
                ))
            #expect(!cell(page, "2026-11-22").contains("<a "))
            // A press the page doesn't know marks.
            let unknown = try await browser.get("/trackers/\(coffee.id)?month=2026-11&press=explode").text
            #expect(unknown.contains(#"aria-current="true">Mark</a>"#))
        }
    }

    @Test func theDaysPageMarksSkipsAndSaysWhatTheDayIs() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let walk = try await house.track("Walk", days: Weekday.allCases)
        let water = try await house.track("Water", days: Weekday.allCases, target: 8)
        let dayPage = "/trackers/\(walk.id)/day?day=2026-11-20"
        try await withApp(database: database) { browser in
            try await browser.signIn()
            var page = try await browser.get(dayPage).text
            #expect(page.contains("Walk · Not done"))
            #expect(page.contains(#"<button class="button button-primary" type="submit" aria-pressed="false">Mark done</button>"#))
            #expect(page.contains(#"aria-pressed="false"><span aria-hidden="true">⤼</span> Skip this day</button>"#))

            let marked = try await browser.postForm("/trackers/\(walk.id)/done", [("day", "2026-11-20"), ("back", dayPage)])
            #expect(marked.headers[.location] == dayPage)
            page = try await browser.get(dayPage).text
            #expect(page.contains("Walk · Done"))
            #expect(page.contains(#"aria-pressed="true">Undo done</button>"#))
            // A done day isn't offered a skip.
            #expect(!page.contains("Skip this day"))

            _ = try await browser.postForm("/trackers/\(walk.id)/done", [("day", "2026-11-20"), ("back", dayPage)])
            _ = try await browser.postForm("/trackers/\(walk.id)/skip", [("day", "2026-11-20"), ("back", dayPage)])
            page = try await browser.get(dayPage).text
            #expect(page.contains("Walk · Skipped"))
            #expect(page.contains(#"aria-pressed="true"><span aria-hidden="true">⤼</span> Undo skip</button>"#))

            // A measurable tracker's day takes its value.
            let waterPage = "/trackers/\(water.id)/day?day=2026-11-19"
            let saved = try await browser.postForm("/trackers/\(water.id)/value", [("day", "2026-11-19"), ("value", "5"), ("back", waterPage)])
            #expect(saved.headers[.location] == waterPage)
            page = try await browser.get(waterPage).text
            #expect(page.contains(#"<input id="day-value" type="number" name="value" min="0" step="any" inputmode="decimal" value="5">"#))
            #expect(!page.contains("Mark done"))
        }
        // Away days count as skipped, in words, with no skip of their own to press.
        _ = try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-11-16")!, last: Day(iso: "2026-11-17")!, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/trackers/\(walk.id)/day?day=2026-11-16").text
            #expect(page.contains("Walk · Skipped: away"))
            #expect(!page.contains("Skip this day"))
        }
    }

    /// Another member's shared tracker: the same month, read-only, with no presses.
    @Test func aSharedTrackerHasNoPresses() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let bike = try await house.track("Bike", owner: house.boris, isPublic: true)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/household/\(house.boris.id)/trackers/\(bike.id)?month=2026-11&press=skip").text
            #expect(!page.contains("press-choices"))
            #expect(!page.contains("<button class=\"cal-day"))
        }
    }
}
