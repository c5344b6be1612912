import Foundation
import HTTPTypes
import Testing
import TrackerCore
import TrackerStore

@testable import TrackerWeb

@Suite("Calendar feed")
struct CalendarRouteTests {
    /// Makes Anna's address through Settings and returns its path, as the page shows it.
    private func makeAddress(_ anna: TestBrowser, action: String = "/settings/calendar") async throws -> String {
        let made = try await anna.postForm(action, [])
        #expect(made.status == .seeOther)
        let location = try #require(made.location)
        #expect(location.hasPrefix("/settings/calendar?token=") && location.hasSuffix("#address"))
        let page = try await anna.get(location).text
        return try #require(page.firstMatch(of: /(\/calendar\/[A-Za-z0-9_-]{43}\/reminders\.ics)/)?.1).description
    }

    /// Anna, signed in, with one tracker that reminds at 07:15.
    private func withAnnasReminder(_ body: @Sendable (TestBrowser) async throws -> Void) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Morning run", reminder: "07:15")
        try await withApp(database: database) { anna in
            try await anna.signIn()
            try await body(anna)
        }
    }

    @Test func theFeedHasAnEventForEachReminderAndAnAlarmWhileTheSwitchIsOn() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Morning run", reminder: "07:15")
        try await house.track("No reminder")
        try await house.track("Boris's", owner: house.boris, reminder: "09:00")
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let empty = try await anna.get("/settings/calendar")
            #expect(empty.status == .ok)
            #expect(empty.text.contains("There is no calendar address yet."))
            let path = try await makeAddress(anna)
            let token = String(path.split(separator: "/")[1])
            // Only the hash is kept.
            let stored = try #require(try await database.user(username: "anna")?.calendarTokenHash)
            #expect(stored == SecretToken.hash(token) && stored != token)
            // The address shows once: the page without the token in its address doesn't have it.
            let later = try await anna.get("/settings/calendar").text
            #expect(!later.contains(token))
            #expect(later.contains("Your calendar address works."))

            let calendarApp = anna.another()
            calendarApp.clearCookies()
            let feed = try await calendarApp.get(path)
            #expect(feed.status == .ok)
            #expect(feed.headers[.contentType] == "text/calendar; charset=utf-8")
            #expect(feed.text.contains("SUMMARY:🙂 Morning run"))
            #expect(feed.text.contains("UID:tracker-\(run.id)@"))
            #expect(feed.text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR"))
            #expect(feed.text.contains(/DTSTART;TZID=[A-Za-z\/_]+:20261102T071500/))
            #expect(feed.text.contains("BEGIN:VALARM"))
            #expect(!feed.text.contains("No reminder") && !feed.text.contains("Boris"))
            // A calendar app that polls with the tag gets 304 until something changes.
            let etag = try #require(feed.headers[.eTag])
            #expect(try await calendarApp.get(path, headers: [.ifNoneMatch: etag]).status == .notModified)

            // The master switch off: the same events, no alarms, a new tag.
            try await database.update(.notifications(false), userID: house.anna.id)
            let quiet = try await calendarApp.get(path, headers: [.ifNoneMatch: etag])
            #expect(quiet.status == .ok)
            #expect(quiet.text.contains("SUMMARY:🙂 Morning run") && !quiet.text.contains("BEGIN:VALARM"))
            #expect(try await anna.get("/settings/calendar").text.contains("so the events ring no alert"))
        }
    }

    @Test func aNewAddressEndsTheOldOneAndTurningOffEndsBoth() async throws {
        try await withAnnasReminder { anna in
            let first = try await makeAddress(anna)
            // Replacing and turning off are confirmed first.
            let confirm = try await anna.get("/settings/calendar/new")
            #expect(confirm.text.contains("Make a new calendar address?"))
            let second = try await makeAddress(anna, action: "/settings/calendar/new")
            #expect(first != second)
            #expect(try await anna.get(first).status == .notFound)
            #expect(try await anna.get(second).status == .ok)
            #expect(try await anna.get("/settings/calendar/off").text.contains("Turn the calendar feed off?"))
            let off = try await anna.postForm("/settings/calendar/off", [])
            #expect(off.location == "/settings/calendar?off=1")
            #expect(try await anna.get(second).status == .notFound)
            #expect(try await anna.get("/settings/calendar?off=1").text.contains("The calendar feed is off."))
            // With no address, the confirm pages lead back to the page.
            #expect(try await anna.get("/settings/calendar/off").location == "/settings/calendar")
        }
    }

    @Test func wrongTokensAreNotFoundAndOneAddressIsLimited() async throws {
        try await withAnnasReminder { anna in
            let path = try await makeAddress(anna)
            for wrong in ["/calendar/nope/reminders.ics", "/calendar/\(String(repeating: "a", count: 43))/reminders.ics"] {
                #expect(try await anna.get(wrong).status == .notFound)
            }
            // A new address ends the one made before.
            #expect(try await anna.postForm("/settings/calendar", []).status == .seeOther)
            #expect(try await anna.get(path).status == .notFound)
            let current = try await makeAddress(anna, action: "/settings/calendar/new")
            // The feed's limit: 30 fetches in 10 minutes (Services.feedLimiter).
            for _ in 0..<30 { #expect(try await anna.get(current).status == .ok) }
            let limited = try await anna.get(current)
            #expect(limited.status == .tooManyRequests)
            #expect(Int(limited.headers[.retryAfter] ?? "") ?? 0 > 0)
        }
    }
}
