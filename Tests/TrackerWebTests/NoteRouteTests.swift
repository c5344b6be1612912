import Foundation
import LoopImport
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// A tracker's day page and its note: written from the card's menu or the details page, shown in
/// the details page's month, refused (422, nothing changed) when it breaks a rule, and the
/// owner's alone.
@Suite("Notes: the day's page")
struct NoteRouteTests {
    /// The note stored for a day, read straight from the store.
    private func note(_ house: Household, _ tracker: Tracker, _ day: String) async throws -> String? {
        try await house.database.trackerDay(trackerID: tracker.id, userID: house.anna.id, day: Day(iso: day)!).note
    }

    @Test func aNoteIsWrittenShownEditedAndDeleted() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let walk = try await house.track("Walk", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            // The card's menu offers the shown day's note (the main page shows today, Nov 21).
            let home = try await browser.get("/").text
            #expect(home.contains(#"<a class="menu-item" href="/trackers/\#(walk.id)/day">Note for Nov 21</a>"#))
            #expect(try await browser.get("/?day=2026-11-20").text.contains(#"href="/trackers/\#(walk.id)/day?day=2026-11-20">Note for Nov 20</a>"#))
            // A future day's card offers none.
            let tomorrow = try await browser.get("/?day=2026-11-22").text
            #expect(!tomorrow.contains("Note for"))

            let page = try await browser.get("/trackers/\(walk.id)/day?day=2026-11-20")
            #expect(page.status == .ok)
            #expect(page.text.contains("<h1>Friday, November 20, 2026</h1>"))
            #expect(page.text.contains("Walk · Not done"))
            #expect(page.text.contains(#"<textarea id="note-text" name="note" rows="6" aria-describedby="note-hint"></textarea>"#))

            let text = "Rain <script>alert(\"x\")</script> & 'wind'\r\nsecond line"
            let saved = try await browser.submit(
                "/trackers/\(walk.id)/day",
                from: "/trackers/\(walk.id)/day?day=2026-11-20",
                [("day", "2026-11-20"), ("note", "  " + text + "  ")]
            )
            #expect(saved.status == .seeOther)
            #expect(saved.location == "/trackers/\(walk.id)?month=2026-11#note-2026-11-20")
            // Trimmed, one line feed for the line break.
            #expect(try await note(house, walk, "2026-11-20") == "Rain <script>alert(\"x\")</script> & 'wind'\nsecond line")

            let details = try await browser.get("/trackers/\(walk.id)?month=2026-11").text
            #expect(details.contains(#"<h2 id="notes-title">Notes in November 2026</h2>"#))
            #expect(
                details.contains(
                    #"<time datetime="2026-11-20">Friday, November 20, 2026</time></a><p>Rain &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;wind&#39;"#
                )
            )
            #expect(!details.contains("<script>alert"))
            // The day is marked in the calendar, in words as well as by its mark.
            #expect(details.contains(#"aria-label="Friday, November 20, 2026: not done. Press to mark done. Has a note.""#))
            #expect(details.contains("has-note"))
            // Another month has none.
            let october = try await browser.get("/trackers/\(walk.id)?month=2026-10").text
            #expect(october.contains("No notes this month.") && !october.contains("has-note"))

            // The day's page holds it, escaped, for editing.
            let again = try await browser.get("/trackers/\(walk.id)/day?day=2026-11-20").text
            #expect(again.contains("Rain &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;wind&#39;\nsecond line</textarea>"))
            try await browser.submit(
                "/trackers/\(walk.id)/day",
                from: "/trackers/\(walk.id)/day?day=2026-11-20",
                [("day", "2026-11-20"), ("note", "Sunny")]
            )
            #expect(try await note(house, walk, "2026-11-20") == "Sunny")

            // Empty deletes it.
            let deleted = try await browser.submit(
                "/trackers/\(walk.id)/day",
                from: "/trackers/\(walk.id)/day?day=2026-11-20",
                [("day", "2026-11-20"), ("note", "  \n ")]
            )
            #expect(deleted.location == "/trackers/\(walk.id)?month=2026-11#notes")
            #expect(try await note(house, walk, "2026-11-20") == nil)
            #expect(try await browser.get("/trackers/\(walk.id)?month=2026-11").text.contains("No notes this month."))
        }
    }

    @Test func badNotesAreRefusedKeepingTheTextAndChangingNothing() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let walk = try await house.track("Walk", start: "2026-11-10")
        try await house.database.setNote(
            "Kept",
            trackerID: walk.id,
            userID: house.anna.id,
            day: Day(iso: "2026-11-15")!,
            today: Day(iso: "2026-11-21")!,
            now: fixedNow
        )
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let form = "/trackers/\(walk.id)/day?day=2026-11-15"
            let path = "/trackers/\(walk.id)/day"
            let cases: [(day: String, note: String, message: String)] = [
                ("2026-11-15", String(repeating: "я", count: 501), "Limit 500 characters"),
                ("2026-11-15", "bell\u{07}", "Remove the control"),
                ("2026-11-15", "override \u{202E}txet", "Remove the control"),
                ("2026-11-22", "tomorrow", "today or an earlier day"),
                ("2026-11-09", "before the start", "today or an earlier day"),
                ("2026-02-30", "no such day", "today or an earlier day"),
                ("yesterday", "broken", "today or an earlier day"),
            ]
            for (day, note, message) in cases {
                let refused = try await browser.submit(path, from: form, [("day", day), ("note", note)])
                #expect(refused.status == .unprocessableContent, "\(day) \(note.prefix(10))")
                #expect(refused.text.contains(message), "\(day)")
                #expect(refused.text.contains(#"aria-invalid="true""#))
                // What was typed is kept (escaped).
                let shown = note.replacingOccurrences(of: "\u{07}", with: "")
                #expect(refused.text.contains(String(shown.prefix(8))), "\(day)")
            }
            #expect(try await note(house, walk, "2026-11-15") == "Kept")
            for day in ["2026-11-22", "2026-11-09"] { #expect(try await note(house, walk, day) == nil) }
            // Exactly 500 characters, emoji counted as one each, is fine.
            let full = String(repeating: "👍🏽", count: 500)
            let saved = try await browser.submit(path, from: form, [("day", "2026-11-15"), ("note", full)])
            #expect(saved.status == .seeOther)
            #expect(try await note(house, walk, "2026-11-15") == full)
            // The day's page of a day that can hold no note is not shown.
            #expect(try await browser.get("/trackers/\(walk.id)/day?day=2026-11-22").status == .unprocessableContent)
            #expect(try await browser.get("/trackers/\(walk.id)/day?day=2026-11-09").status == .unprocessableContent)
            #expect(try await browser.get("/trackers/\(walk.id)/day?day=2026-13-01").status == .badRequest)
        }
    }

    @Test func notesAreTheOwnersAlone() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        // Boris's public tracker, with a note: Anna follows him and sees the tracker, not the note.
        let bike = try await house.track("Bike", owner: house.boris, isPublic: true)
        try await database.setNote(
            "Private thoughts",
            trackerID: bike.id,
            userID: house.boris.id,
            day: Day(iso: "2026-11-20")!,
            today: Day(iso: "2026-11-21")!,
            now: fixedNow
        )
        try await database.follow(house.boris.id, by: house.anna.id, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/trackers/\(bike.id)/day?day=2026-11-20").status == .notFound)
            let forged = try await browser.postForm("/trackers/\(bike.id)/day", [("day", "2026-11-20"), ("note", "mine now")])
            #expect(forged.status == .notFound)
            #expect(try await browser.postForm("/trackers/999999/day", [("day", "2026-11-20"), ("note", "x")]).status == .notFound)
            let shared = try await browser.get("/household/\(house.boris.id)/trackers/\(bike.id)?month=2026-11")
            #expect(shared.status == .ok && shared.text.contains("Bike"))
            #expect(!shared.text.contains("Private thoughts") && !shared.text.contains("has-note"))
        }
        #expect(try await database.trackerDay(trackerID: bike.id, userID: house.boris.id, day: Day(iso: "2026-11-20")!).note == "Private thoughts")
    }

    @Test func theDaysPageSaysTheDaysState() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let water = try await house.track("Water", days: Weekday.allCases, target: 8)
        let run = try await house.track("Run", days: Weekday.allCases)
        let today = Day(iso: "2026-11-21")!
        try await database.setValue(3, trackerID: water.id, userID: house.anna.id, day: Day(iso: "2026-11-20")!, today: today, now: fixedNow)
        try await database.toggleDone(trackerID: run.id, userID: house.anna.id, day: Day(iso: "2026-11-20")!, today: today, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let measured = try await browser.get("/trackers/\(water.id)/day?day=2026-11-20").text
            #expect(measured.contains("Water · 3 / 8 glasses"))
            #expect(try await browser.get("/trackers/\(water.id)/day?day=2026-11-19").text.contains("Water · Nothing recorded"))
            let done = try await browser.get("/trackers/\(run.id)/day?day=2026-11-20").text
            #expect(done.contains("Run · Done"))
            // Days around it, within the start and today; today has no next day.
            #expect(
                done.contains(#"href="/trackers/\#(run.id)/day?day=2026-11-19""#) && done.contains(#"href="/trackers/\#(run.id)/day?day=2026-11-21""#)
            )
            let todayPage = try await browser.get("/trackers/\(run.id)/day").text
            #expect(todayPage.contains("Saturday, November 21, 2026") && !todayPage.contains("Next day"))
        }
    }

    /// A Loop file's notes arrive; only the cut ones are named in the preview, in both languages.
    @Test func theLoopPreviewNamesCutNotesOnly() {
        var notes = LoopNotes()
        #expect(!ImportPreviewPage.notes(notes, Catalog.of(.en)).joined().contains("note"))
        notes.cutNotes = 2
        #expect(ImportPreviewPage.notes(notes, Catalog.of(.en)).contains("2 notes on days are longer than 500 characters: they are cut to 500."))
        notes.cutNotes = 5
        #expect(ImportPreviewPage.notes(notes, Catalog.of(.ru)).contains("5 заметок к дням длиннее 500 символов и будут обрезаны."))
    }
}
