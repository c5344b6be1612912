import Foundation
import Testing
import TrackerStore

@Suite("CSRF")
struct CSRFTests {
    let owner = [("username", "anna"), ("display_name", "Anna"), ("password", "correct horse"), ("password_confirmation", "correct horse")]

    @Test func aPostWithoutTheTokenIsRefusedAndChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.get("/setup")  // a visitor cookie exists, but the form field is missing
            let response = try await browser.post("/setup", owner)
            #expect(response.status == .forbidden)
            #expect(response.text.contains("Not allowed"))
        }
        #expect(try await database.hasUsers() == false)
    }

    @Test func aWrongTokenIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.get("/setup")
            let response = try await browser.post("/setup", [("_csrf", "x" + String(repeating: "y", count: 42))] + owner)
            #expect(response.status == .forbidden)
        }
        #expect(try await database.hasUsers() == false)
    }

    @Test func aTokenFromAnotherBrowserIsRefused() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            let page = try await browser.get("/setup")
            let token = try TestBrowser.csrfToken(in: page.text)
            browser.clearCookies()
            try await browser.get("/sign-in")  // a different visitor cookie
            let response = try await browser.post("/setup", [("_csrf", token)] + owner)
            #expect(response.status == .forbidden)
        }
        #expect(try await database.hasUsers() == false)
    }

    @Test func signingOutWithoutTheTokenKeepsThePersonSignedIn() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            let response = try await browser.post("/sign-out", [])
            #expect(response.status == .forbidden)
            let home = try await browser.get("/")
            #expect(home.status == .ok)
            #expect(home.text.contains("<h1>Trackers</h1>"))
        }
    }

    @Test func theSessionTokenReplacesTheVisitorTokenAfterSignIn() async throws {
        try await withApp { browser in
            let visitorPage = try await browser.get("/setup")
            let visitorToken = try TestBrowser.csrfToken(in: visitorPage.text)
            try await browser.setUpOwner()
            let settings = try await browser.get("/settings")
            let sessionToken = try TestBrowser.csrfToken(in: settings.text)
            #expect(sessionToken != visitorToken)
            #expect(try await browser.post("/invites", [("_csrf", visitorToken)]).status == .forbidden)
            #expect(try await browser.post("/invites", [("_csrf", sessionToken)]).status == .seeOther)
        }
    }
}
