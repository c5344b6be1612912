import Foundation
import HTTPTypes
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// Settings → API tokens: a token made with a name and a scope, its secret shown once and kept as
/// a hash, listed with its last use, revoked after a confirmation, twenty at most, and nobody
/// else's to see or revoke; a child's session or a switched guardian has none.
@Suite("API tokens in Settings")
struct TokensRouteTests {
    /// Makes a token through the form and returns the secret the answer shows.
    private func makeToken(_ browser: TestBrowser, name: String, scope: String) async throws -> String {
        let made = try await browser.postForm("/settings/tokens", [("name", name), ("scope", scope)])
        #expect(made.status == .ok)
        #expect(made.headers[.cacheControl] == "no-store")
        #expect(made.text.contains("it is shown only this once"))
        return try #require(made.text.firstMatch(of: /(trk_[A-Za-z0-9_-]{43})/)?.1).description
    }

    @Test func aTokenIsShownOnceKeptAsAHashAndListedWithItsLastUse() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(try await anna.get("/settings").text.contains(#"href="/settings/tokens""#))
            let empty = try await anna.get("/settings/tokens")
            #expect(empty.status == .ok && empty.text.contains("No tokens yet.") && empty.text.contains("0 of 20"))
            let secret = try await makeToken(anna, name: "  Kitchen NFC tag ", scope: "write")
            let stored = try await database.apiTokens(userID: house.anna.id)
            #expect(stored.count == 1 && stored[0].name == "Kitchen NFC tag" && stored[0].scope == .write)
            #expect(stored[0].tokenHash == SecretToken.hash(secret))
            // Shown once: the list afterwards names the token but never shows its secret.
            let later = try await anna.get("/settings/tokens").text
            #expect(!later.contains(secret))
            #expect(later.contains("Kitchen NFC tag") && later.contains("Read and write") && later.contains("never used"))
            #expect(later.contains("1 of 20"))
            _ = try await database.tokenBearer(secret: secret, now: fixedNow)
            let used = try await anna.get("/settings/tokens").text
            #expect(used.contains("last used Nov 21, 2026, 10:00") && !used.contains("never used"))
        }
    }

    @Test func aBadNameOrScopeIsRefusedWithWhatWasTypedAndNothingMade() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let long = String(repeating: "x", count: 41)
            let tooLong = try await anna.postForm("/settings/tokens", [("name", long), ("scope", "read")])
            #expect(tooLong.status == .unprocessableContent)
            #expect(tooLong.text.contains(#"value="\#(long)""#) && tooLong.text.contains("Limit 40 characters"))
            let blank = try await anna.postForm("/settings/tokens", [("name", "   "), ("scope", "read")])
            #expect(blank.status == .unprocessableContent)
            let noScope = try await anna.postForm("/settings/tokens", [("name", "Tasker"), ("scope", "admin")])
            #expect(noScope.status == .unprocessableContent && noScope.text.contains("Choose what the token may do."))
            #expect(noScope.text.contains(#"value="Tasker""#))
            #expect(try await anna.postForm("/settings/tokens", [("scope", "read")]).status == .badRequest)
            #expect(try await anna.post("/settings/tokens", [("name", "No token"), ("scope", "read")]).status == .forbidden)
            #expect(try await database.apiTokens(userID: house.anna.id).isEmpty)
        }
    }

    @Test func twentyTokensAreTheMost() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        for index in 1...19 {
            _ = try await database.createAPIToken(userID: house.anna.id, name: "T\(index)", scope: .read, now: fixedNow)
        }
        try await withApp(database: database) { anna in
            try await anna.signIn()
            _ = try await makeToken(anna, name: "The twentieth", scope: "read")
            let full = try await anna.get("/settings/tokens").text
            #expect(full.contains("20 of 20") && !full.contains(#"action="/settings/tokens""#))
            let refused = try await anna.postForm("/settings/tokens", [("name", "One more"), ("scope", "read")])
            #expect(refused.status == .unprocessableContent && refused.text.contains("You have 20 tokens"))
            #expect(try await database.apiTokens(userID: house.anna.id).count == 20)
        }
    }

    @Test func revokingIsConfirmedEndsTheTokenAndIsNobodyElses() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (secret, token) = try await database.createAPIToken(userID: house.anna.id, name: "Shortcut", scope: .read, now: fixedNow)
        try await withApp(database: database) { anna in
            let boris = anna.another()
            boris.clearCookies()
            try await boris.signIn("boris")
            #expect(try await boris.get("/settings/tokens/\(token.id)/revoke").status == .notFound)
            #expect(try await boris.postForm("/settings/tokens/\(token.id)/revoke", []).status == .notFound)
            #expect(!(try await boris.get("/settings/tokens").text.contains("Shortcut")))

            try await anna.signIn()
            let confirm = try await anna.get("/settings/tokens/\(token.id)/revoke")
            #expect(confirm.status == .ok && confirm.text.contains("Revoke “Shortcut”?"))
            #expect(try await database.tokenBearer(secret: secret, now: fixedNow) != nil)
            let revoked = try await anna.postForm("/settings/tokens/\(token.id)/revoke", [])
            #expect(revoked.location == "/settings/tokens?revoked=1")
            #expect(try await anna.get(revoked.location ?? "").text.contains("The token was revoked."))
            #expect(try await database.tokenBearer(secret: secret, now: fixedNow) == nil)
            #expect(try await anna.postForm("/settings/tokens/\(token.id)/revoke", []).status == .notFound)
        }
    }

    @Test func aSwitchedGuardianAndAChildsSessionHaveNoTokens() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await ProfileRouteTests.masha(house)
        try await withApp(database: database) { parent in
            try await parent.signIn()
            let made = try await parent.postForm("/profiles/\(masha.id)/links", [])
            let link = try #require(made.location?.split(separator: "=").last?.split(separator: "#").first.map(String.init))
            let child = parent.another()
            _ = try await child.submit("/child/\(link)", [])
            let childCSRF = try TestBrowser.csrfToken(in: try await child.get("/language").text)
            #expect(try await child.get("/settings/tokens").status == .forbidden)
            #expect(try await child.post("/settings/tokens", [("_csrf", childCSRF), ("name", "Mine"), ("scope", "write")]).status == .forbidden)

            _ = try await parent.postForm("/profiles/\(masha.id)/switch", [])
            let csrf = try TestBrowser.csrfToken(in: try await parent.get("/").text)
            #expect(try await parent.get("/settings/tokens").status == .forbidden)
            #expect(try await parent.post("/settings/tokens", [("_csrf", csrf), ("name", "Masha's"), ("scope", "write")]).status == .forbidden)
        }
        #expect(try await database.apiTokens(userID: masha.id).isEmpty)
        #expect(try await database.apiTokens(userID: house.anna.id).isEmpty)
    }
}
