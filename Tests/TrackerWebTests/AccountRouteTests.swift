import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("Setup, sign-in and sign-out")
struct AccountRouteTests {
    @Test func setupIsImpossibleOnceAnOwnerExists() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.setUpOwner()
            browser.clearCookies()
            let form = try await browser.get("/setup")
            #expect(form.status == .seeOther)
            #expect(form.location == "/sign-in")
            let page = try await browser.get("/sign-in")
            let token = try TestBrowser.csrfToken(in: page.text)
            let response = try await browser.post(
                "/setup",
                [
                    ("_csrf", token), ("username", "mallory"), ("display_name", "M"), ("password", "password1"),
                    ("password_confirmation", "password1"),
                ]
            )
            #expect(response.status == .forbidden)
        }
        #expect(try await database.user(username: "mallory") == nil)
        #expect(try await database.user(username: "anna")?.role == .owner)
    }

    @Test func anInvalidSetupFormComesBackWithItsInputAndErrors() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            let response = try await browser.submit(
                "/setup",
                [("username", "Анна"), ("display_name", "Anna K"), ("password", "short"), ("password_confirmation", "short")]
            )
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains(#"value="Anna K""#))
            #expect(response.text.contains(#"value="Анна""#))
            #expect(response.text.contains("Use only Latin letters"))
            #expect(response.text.contains("A password has at least 8 characters."))
            #expect(!response.text.contains(#"value="short""#))
        }
        #expect(try await database.hasUsers() == false)
    }

    @Test func setupStoresABcryptHashAndSignsTheOwnerIn() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.setUpOwner()
            #expect(browser.cookies["tracker_session"] != nil)
            #expect(try await browser.get("/").text.contains("<h1>Trackers</h1>"))
        }
        let owner = try #require(try await database.user(username: "anna"))
        #expect(owner.passwordHash.hasPrefix("$2b$"))
    }

    @Test func theSessionCookieIsHttpOnlyAndLax() async throws {
        try await withApp { browser in
            let page = try await browser.get("/setup")
            let token = try TestBrowser.csrfToken(in: page.text)
            let response = try await browser.post(
                "/setup",
                [
                    ("_csrf", token), ("username", "anna"), ("display_name", "Anna"), ("password", "correct horse"),
                    ("password_confirmation", "correct horse"),
                ]
            )
            let cookie = try #require(response.headers[values: .setCookie].first { $0.hasPrefix("tracker_session=") })
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.contains("SameSite=Lax"))
            #expect(cookie.contains("Path=/"))
        }
    }

    @Test func signOutThenSignInAgain() async throws {
        try await withApp { browser in
            try await browser.setUpOwner(password: "correct horse")
            let settings = try await browser.get("/settings")
            let out = try await browser.post("/sign-out", [("_csrf", try TestBrowser.csrfToken(in: settings.text))])
            #expect(out.status == .seeOther)
            #expect(out.location == "/sign-in")
            #expect(browser.cookies["tracker_session"] == nil)
            #expect(try await browser.get("/settings").location == "/sign-in?next=/settings")
            let form = try await browser.get("/sign-in?next=/settings")
            #expect(form.text.contains(#"name="next" value="/settings""#))

            let wrong = try await browser.submit("/sign-in", [("username", "anna"), ("password", "wrong horse")])
            #expect(wrong.status == .unprocessableContent)
            #expect(wrong.text.contains("Wrong username or password."))
            #expect(wrong.text.contains(#"value="anna""#))

            let right = try await browser.submit("/sign-in", [("username", "ANNA"), ("password", "correct horse")])
            #expect(right.status == .seeOther)
            #expect(right.location == "/")
            #expect(try await browser.get("/").text.contains("<h1>Trackers</h1>"))
        }
    }

    @Test func signOutIsNotAGet() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            let response = try await browser.get("/sign-out")
            #expect(response.status != .seeOther)
            #expect(try await browser.get("/").status == .ok)
        }
    }

    @Test func guessesAreRefusedBeforeThePasswordIsChecked() async throws {
        try await withApp { browser in
            try await browser.setUpOwner(password: "correct horse")
            browser.clearCookies()
            for _ in 0..<SignInLimits.perUsername {
                let response = try await browser.submit("/sign-in", [("username", "anna"), ("password", "nope nope")])
                #expect(response.status == .unprocessableContent)
            }
            // Even the right password is not checked now: the allowance is used up.
            let limited = try await browser.submit("/sign-in", [("username", "anna"), ("password", "correct horse")])
            #expect(limited.status == .tooManyRequests)
            #expect(limited.text.contains("Too many sign-in attempts"))
            #expect(limited.headers[.retryAfter] == String(Int(SignInLimits.window)))
            #expect(browser.cookies["tracker_session"] == nil)
        }
    }

    @Test func aStrangersGuessesDoNotLockOutABrowserThatSignedInBefore() async throws {
        try await withApp { owner in
            try await owner.setUpOwner(password: "correct horse")
            owner.cookies["tracker_session"] = nil
            try await owner.signIn("anna", password: "correct horse")
            #expect(owner.cookies["tracker_device"] != nil)
            let device = owner.cookies["tracker_device"]
            owner.clearCookies()
            owner.cookies["tracker_device"] = device
            // A stranger (no device cookie) uses up the username's allowance.
            let stranger = TestBrowser(client: owner.client)
            for _ in 0...SignInLimits.perUsername {
                _ = try await stranger.submit("/sign-in", [("username", "anna"), ("password", "guess guess")])
            }
            let refused = try await stranger.submit("/sign-in", [("username", "anna"), ("password", "correct horse")])
            #expect(refused.status == .tooManyRequests)
            // The owner's browser is known, and signs in.
            let signedIn = try await owner.submit("/sign-in", [("username", "anna"), ("password", "correct horse")])
            #expect(signedIn.status == .seeOther)
            // A made-up or stolen-for-another-account device cookie counts as a stranger.
            let forger = TestBrowser(client: owner.client)
            forger.cookies["tracker_device"] = "made-up"
            let forged = try await forger.submit("/sign-in", [("username", "anna"), ("password", "correct horse")])
            #expect(forged.status == .tooManyRequests)
        }
    }

    @Test func parallelGuessesCannotPassTheLimit() async throws {
        try await withApp { browser in
            try await browser.setUpOwner(password: "correct horse")
            browser.clearCookies()
            let page = try await browser.get("/sign-in")
            let token = try TestBrowser.csrfToken(in: page.text)
            let cookies = browser.cookies
            let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<60 {
                    group.addTask {
                        let guesser = TestBrowser(client: browser.client)
                        guesser.cookies = cookies
                        let response = try await guesser.post(
                            "/sign-in",
                            [("_csrf", token), ("username", "anna"), ("password", "wrong wrong")]
                        )
                        return Int(response.status.code)
                    }
                }
                return try await group.reduce(into: [Int]()) { $0.append($1) }
            }
            let checked = statuses.filter { $0 == 422 }.count
            #expect(checked <= SignInLimits.perUsername)
            #expect(statuses.allSatisfy { [422, 429, 503].contains($0) })
            #expect(statuses.filter { $0 == 429 }.count >= 60 - SignInLimits.perUsername - 17)
        }
    }

    @Test func signInFollowsOnlyLocalNextLinks() async throws {
        try await withApp { browser in
            try await browser.setUpOwner(password: "correct horse")
            browser.clearCookies()
            let local = try await browser.submit(
                "/sign-in",
                [("username", "anna"), ("password", "correct horse"), ("next", "/settings")]
            )
            #expect(local.location == "/settings")
            browser.clearCookies()
            let away = try await browser.submit(
                "/sign-in",
                [("username", "anna"), ("password", "correct horse"), ("next", "//evil.example/")]
            )
            #expect(away.location == "/")
        }
    }

    @Test func aSessionSurvivesARestartOnTheSameFile() async throws {
        let directory = try temporaryDirectory()
        let path = directory.appendingPathComponent("tracker.sqlite").path
        let cookies = try await withApp(database: try AppDatabase.open(path: path)) { browser in
            try await browser.setUpOwner()
            return browser.cookies
        }
        try await withApp(database: try AppDatabase.open(path: path)) { browser in
            browser.cookies = cookies
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.text.contains("<h1>Trackers</h1>"))
        }
    }
}
