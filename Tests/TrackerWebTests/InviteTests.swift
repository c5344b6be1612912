import Foundation
import Testing
import TrackerStore
import TrackerTesting

@Suite("Invites and joining")
struct InviteTests {
    /// Creates an invite as the signed-in person and returns the path of its link.
    private func createInvite(_ browser: TestBrowser) async throws -> String {
        let created = try await browser.submit("/invites", from: "/settings", [])
        let location = try #require(created.location)
        let settings = try await browser.get(location)
        let html = settings.text
        let start = try #require(html.range(of: "/join/"))
        let token = html[start.upperBound...].prefix { $0 != "\"" && $0 != "<" }
        return "/join/" + token
    }

    private func member(_ username: String) -> [(String, String)] {
        [
            ("username", username), ("display_name", username.capitalized), ("password", "member pass"),
            ("password_confirmation", "member pass"),
        ]
    }

    @Test func aNewMemberJoinsWithAnInviteLink() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.setUpOwner()
            let link = try await createInvite(browser)
            browser.clearCookies(seenOnboarding: false)
            // A new member sees the onboarding first, as the owner does, and comes back to the form.
            let first = try await browser.get(link)
            #expect(first.status == .seeOther)
            let onboarding = try #require(first.location)
            #expect(onboarding == "/onboarding?next=" + link)
            let seen = try await browser.submit("/onboarding", from: onboarding, [("next", link)])
            #expect(seen.location == link)
            let form = try await browser.get(link)
            #expect(form.status == .ok)
            #expect(form.text.contains("Anna invited you"))
            let joined = try await browser.submit(link, member("boris"))
            #expect(joined.status == .seeOther)
            #expect(try await browser.get("/").text.contains("<h1>Trackers</h1>"))
        }
        #expect(try await database.user(username: "boris")?.role == .member)
    }

    @Test func anInviteUsedTwiceFails() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.setUpOwner()
            let link = try await createInvite(browser)
            browser.clearCookies()
            #expect(try await browser.submit(link, member("boris")).status == .seeOther)
            browser.clearCookies()
            let again = try await browser.get(link)
            #expect(again.status == .notFound)
            #expect(again.text.contains("This invite doesn’t work"))
            let page = try await browser.get("/sign-in")
            let token = try TestBrowser.csrfToken(in: page.text)
            let second = try await browser.post(link, [("_csrf", token)] + member("vera"))
            #expect(second.status == .notFound)
        }
        #expect(try await database.user(username: "vera") == nil)
    }

    @Test func aForgedInviteTokenFindsNothing() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            browser.clearCookies()
            #expect(try await browser.get("/join/not-a-real-token").status == .notFound)
        }
    }

    @Test func aTakenUsernameKeepsTheFormAndTheInvite() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            let link = try await createInvite(browser)
            browser.clearCookies()
            let response = try await browser.submit(link, member("anna"))
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("This username is taken."))
            #expect(try await browser.get(link).status == .ok)
        }
    }

    @Test func revokingAnotherPersonsInviteIsNotFound() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            try await browser.setUpOwner()
            let link = try await createInvite(browser)
            browser.clearCookies()
            try await browser.submit(link, member("boris"))
            // Boris is signed in now; he makes no invite and tries to revoke Anna's (id 1, used) and a made-up one.
            let anna = try #require(try await database.user(username: "anna"))
            let (_, open) = try await database.createInvite(by: anna.id, now: fixedNow)
            let response = try await browser.submit("/invites/\(open.id)/revoke", from: "/settings", [])
            #expect(response.status == .notFound)
            #expect(try await browser.submit("/invites/abc/revoke", from: "/settings", []).status == .notFound)
            #expect(try await database.openInvites(by: anna.id, now: fixedNow).count == 1)
        }
    }

    @Test func theOwnerRevokesAnInvite() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            let link = try await createInvite(browser)
            let settings = try await browser.get("/settings")
            let start = try #require(settings.text.range(of: "/invites/"))
            let action = "/invites/" + settings.text[start.upperBound...].prefix { $0 != "\"" }
            let revoked = try await browser.submit(action, from: "/settings", [])
            #expect(revoked.status == .seeOther)
            #expect(try await browser.get(revoked.location ?? "/settings").text.contains("The invite was revoked."))
            browser.clearCookies()
            #expect(try await browser.get(link).status == .notFound)
        }
    }
}
