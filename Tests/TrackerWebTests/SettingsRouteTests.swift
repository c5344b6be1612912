import Foundation
import HummingbirdTesting
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("Settings and personal time")
struct SettingsRouteTests {
    @Test func eachSettingIsSavedByItsOwnFormAndLandsOnItsSection() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let named = try await browser.postForm("/settings/name", [("display_name", "  Anna K. ")])
            #expect(named.location == "/settings?saved=name#account")
            let page = try await browser.get("/settings?saved=name")
            #expect(page.text.contains("Saved."))
            #expect(page.text.contains(#"value="Anna K.""#))
            #expect(page.text.contains("@anna"))

            #expect(
                try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "Asia/Tokyo", start: "04:30")).location
                    == "/settings?saved=day-and-time#day-and-time"
            )
            let afterTime = try await browser.get("/settings")
            #expect(afterTime.text.contains(#"<option value="Asia/Tokyo" selected>Tokyo · 19:00</option>"#))
            #expect(afterTime.text.contains(#"value="04:30""#))
            // Tokyo is nine hours ahead: 19:00 on Saturday.
            #expect(afterTime.text.contains("It’s 19:00 on Saturday, November 21, 2026 there now."))

            let on = #"name="notifications" value="1" aria-describedby="field-notifications-hint" checked"#
            #expect(try await browser.get("/settings").text.contains(on))
            #expect(try await browser.postForm("/settings/notifications", []).location == "/settings?saved=notifications#notifications")
            #expect(!(try await browser.get("/settings").text.contains(on)))
            #expect(try await database.user(username: "anna")?.notificationsEnabled == false)
            #expect(try await browser.postForm("/settings/notifications", [("notifications", "1")]).status == .seeOther)

            #expect(
                try await browser.postForm("/settings/day-and-time", dayAndTime("ru", zone: "Asia/Tokyo", start: "04:30")).status == .seeOther
            )
            let russian = try await browser.get("/settings")
            #expect(russian.text.contains(#"<html lang="ru">"#))
            #expect(russian.text.contains("День и время"))
            #expect(
                try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "Asia/Tokyo", start: "04:30")).status == .seeOther
            )
            #expect(try await browser.get("/settings").text.contains(#"<html lang="en">"#))
        }
        let anna = try #require(try await database.user(username: "anna"))
        #expect(anna.displayName == "Anna K.")
        #expect(anna.timeZone == "Asia/Tokyo")
        #expect(anna.dayStartMinute == 4 * 60 + 30)
        #expect(anna.notificationsEnabled)
        #expect(anna.language == nil)
        #expect(anna.id == house.anna.id)
    }

    @Test func badInputGetsAClearMessageKeepsTheValueAndChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            // One bad field refuses the whole form: the good ones are not saved either.
            let zone = try await browser.postForm("/settings/day-and-time", dayAndTime("ru", zone: "Mars/Olympus_Mons", start: "06:00"))
            #expect(zone.status == .unprocessableContent)
            #expect(zone.text.contains("Choose a time zone from the list."))
            #expect(zone.text.contains(#"value="06:00""#))
            let late = try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "Asia/Tokyo", start: "25:00"))
            #expect(late.status == .unprocessableContent)
            #expect(late.text.contains("Enter a time from 00:00 to 23:59"))
            #expect(late.text.contains(#"value="25:00""#))
            // The zone typed with it stays chosen on the page shown again.
            #expect(late.text.contains(#"<option value="Asia/Tokyo" selected>"#))
            for broken in ["4:00", "04:60", "", "04:00:00", "04.00", "۰۴:۰۰"] {
                let sent = try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "Asia/Tokyo", start: broken))
                #expect(sent.status == .unprocessableContent, "\(broken)")
            }
            let language = try await browser.postForm("/settings/day-and-time", dayAndTime("zz", zone: "Asia/Tokyo", start: "06:00"))
            #expect(language.status == .unprocessableContent)
            #expect(language.text.contains("Choose a language from the list."))
            let missing = try await browser.postForm("/settings/day-and-time", [("language", "ru")])
            #expect(missing.status == .unprocessableContent)
            let long = try await browser.postForm("/settings/name", [("display_name", String(repeating: "я", count: 201))])
            #expect(long.status == .unprocessableContent)
            #expect(try await browser.postForm("/settings/name", [("display_name", "   ")]).status == .unprocessableContent)
            // Without the CSRF token nothing is read at all.
            #expect(try await browser.post("/settings/day-and-time", dayAndTime(zone: "Asia/Tokyo", start: "06:00")).status == .forbidden)
        }
        #expect(try await database.user(username: "anna") == house.anna)
    }

    @Test func changingThePasswordNeedsTheCurrentOneAndSignsOutTheOtherDevices() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { phone in
            try await phone.signIn()
            let laptop = phone.another()
            try await laptop.signIn()
            func change(_ current: String, _ new: String, _ again: String? = nil) async throws -> TestResponse {
                try await phone.postForm(
                    "/settings/password",
                    [("current_password", current), ("password", new), ("password_confirmation", again ?? new)]
                )
            }
            let wrong = try await change("wrong horse", "battery staple")
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.text.contains("This is not your current password."))
            #expect(!wrong.text.contains("battery staple"))
            #expect(try await change("correct horse", "Anna").text.contains("A password has at least 8 characters."))
            let sameAsName = try await change("correct horse", "ANNA    ")
            #expect(sameAsName.status == .unprocessableContent)
            #expect(try await change("correct horse", "ann a ann a", "ann a ann").text.contains("The passwords don’t match."))
            #expect(try await laptop.get("/settings").status == .ok)
            let changed = try await change("correct horse", "battery staple")
            #expect(changed.location == "/settings?saved=password#account")
            #expect(try await phone.get("/settings?saved=password").text.contains("Password changed. Your other devices were signed out."))
            #expect(try await laptop.get("/settings").location?.hasPrefix("/sign-in") == true)
            laptop.clearCookies()
            #expect(try await laptop.submit("/sign-in", [("username", "anna"), ("password", "correct horse")]).status != .seeOther)
            try await laptop.signIn(password: "battery staple")
        }
    }

    @Test func guessingTheCurrentPasswordIsLimitedLikeSignIn() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            var statuses: [Int] = []
            for guess in 0..<12 {
                let response = try await browser.postForm(
                    "/settings/password",
                    [("current_password", "guess \(guess)"), ("password", "battery staple"), ("password_confirmation", "battery staple")]
                )
                statuses.append(response.status.code)
                if response.status == .tooManyRequests {
                    #expect(response.headers[.retryAfter] != nil)
                    #expect(response.text.contains("Too many wrong passwords. Try again in"))
                }
            }
            #expect(statuses.contains(422) && statuses.last == 429)
            // Past the limit even the right password waits: nothing is checked.
            let right = try await browser.postForm(
                "/settings/password",
                [("current_password", "correct horse"), ("password", "battery staple"), ("password_confirmation", "battery staple")]
            )
            #expect(right.status == .tooManyRequests)
        }
        #expect(try await database.user(username: "anna")?.passwordHash == house.anna.passwordHash)
    }

    @Test func theDevicesListShowsEachSessionAndCanSignOutTheOthers() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { phone in
            phone.userAgent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36"
            try await phone.signIn()
            let laptop = phone.another()
            laptop.userAgent = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0"
            try await laptop.signIn()
            let page = try await phone.get("/settings/devices")
            #expect(page.text.contains(#"Chrome · Android <strong class="badge">This device</strong>"#))
            #expect(page.text.contains("Firefox · Mac"))
            #expect(page.text.contains("Last active Nov 21, 2026, 10:00"))
            let done = try await phone.postForm("/settings/devices/sign-out-others", [])
            #expect(done.location == "/settings/devices?signed-out=1")
            #expect(try await phone.get(done.location ?? "").text.contains("1 other device was signed out."))
            #expect(try await laptop.get("/").location?.hasPrefix("/sign-in") == true)
            #expect(try await phone.get("/").status == .ok)
        }
        #expect(try await database.sessions(userID: house.anna.id, now: fixedNow).count == 1)
    }

    @Test func todayIsEachMembersOwn() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        // Saturday 21 November, 10:00 UTC.
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/").text.contains(#"<time datetime="2026-11-21">Today, Nov 21</time>"#))
            // A day that starts at 11:00 has not begun yet: today is still Friday.
            try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "UTC", start: "11:00"))
            let friday = try await browser.get("/")
            #expect(friday.text.contains(#"<time datetime="2026-11-20">Today, Nov 20</time>"#))
            #expect(try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-21")]).status == .unprocessableContent)
            // UTC+14 is already on Sunday; UTC−11 is still on Friday, so Saturday is the future there.
            try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "Pacific/Kiritimati", start: "00:00"))
            #expect(try await browser.get("/").text.contains(#"datetime="2026-11-22">Today"#))
            #expect(try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-22")]).status == .seeOther)
            try await browser.postForm("/settings/day-and-time", dayAndTime(zone: "Pacific/Pago_Pago", start: "00:00"))
            #expect(try await browser.get("/").text.contains(#"datetime="2026-11-20">Today"#))
            #expect(try await browser.postForm("/trackers/\(run.id)/done", [("day", "2026-11-21")]).status == .unprocessableContent)
            // The zone and day start never rewrite history: the Sunday mark stays on Sunday.
            #expect(try await browser.get("/?day=2026-11-20").status == .ok)
        }
        let marked = try await database.boardRows(userID: house.anna.id, day: Day(iso: "2026-11-22")!)
        #expect(marked.first { $0.tracker.id == run.id }?.isDone == true)
    }

    @Test func twoMembersAtTheSameMomentSeeTheirOwnToday() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let boris = anna.another()
            try await boris.signIn("boris")
            // Saturday 10:00 UTC is Sunday 00:00 at UTC+14 and Friday 22:00 at UTC−12.
            #expect(try await anna.postForm("/settings/day-and-time", dayAndTime(zone: "Pacific/Kiritimati")).status == .seeOther)
            #expect(try await boris.postForm("/settings/day-and-time", dayAndTime(zone: "Etc/GMT+12")).status == .seeOther)
            #expect(try await boris.get("/settings").text.contains(#"<option value="Etc/GMT+12" selected>UTC−12 · 22:00</option>"#))
            #expect(try await anna.get("/").text.contains(#"datetime="2026-11-22">Today"#))
            #expect(try await boris.get("/").text.contains(#"datetime="2026-11-20">Today"#))
        }
    }

    @Test func theGuideIsInEachLanguage() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            #expect(try await browser.get("/guide").location?.hasPrefix("/sign-in") == true)
            try await browser.signIn()
            let english = try await browser.get("/guide")
            #expect(english.text.contains("<h1>User guide</h1>"))
            for anchor in ["habits", "measurable", "statistics", "day-and-time", "household", "invites", "reminders", "data", "privacy"] {
                #expect(english.text.contains(##"href="#\##(anchor)""##) && english.text.contains(#"id="\#(anchor)""#), "\(anchor)")
            }
            #expect(try await browser.get("/settings").text.contains(#"href="/guide""#))
            browser.acceptLanguage = "ru"
            #expect(try await browser.get("/guide").text.contains("<h1>Руководство</h1>"))
        }
    }
}

/// The Settings form of language, time zone and day start, as a browser sends it.
func dayAndTime(_ language: String = "auto", zone: String, start: String = "00:00") -> [(String, String)] {
    [("language", language), ("time_zone", zone), ("day_start", start)]
}
