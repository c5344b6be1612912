import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// A guardian changes a child's name, avatar and language after the profile is made; nobody else
/// can, and a refused form changes nothing.
@Suite("Editing a profile")
struct ProfileEditRouteTests {
    /// The session token of a child's device that Anna's link signed in.
    private func childDevice(_ house: Household, _ profile: User) async throws -> String {
        let link = try await house.database.createDeviceLink(profileID: profile.id, by: house.anna.id, now: fixedNow)
        return try await house.database.useDeviceLink(token: link.token, device: "", now: fixedNow)
    }

    @Test func aGuardianChangesTheNameAvatarAndLanguage() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await ProfileRouteTests.masha(house)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let page = try await anna.get("/profiles/\(masha.id)")
            #expect(page.text.contains(#"href="/profiles/\#(masha.id)/edit""#))
            let form = try await anna.get("/profiles/\(masha.id)/edit")
            #expect(form.status == .ok)
            #expect(form.text.contains("Masha’s profile") && form.text.contains(#"value="Masha""#))
            let saved = try await anna.postForm(
                "/profiles/\(masha.id)/edit",
                [("display_name", " Maria "), ("emoji", "🐶"), ("color", "#33CF69"), ("language", "ru")]
            )
            #expect(saved.location == "/profiles/\(masha.id)")
        }
        let profile = try #require(try await database.profileDetails(id: masha.id, viewerID: house.anna.id).profile)
        #expect(profile.displayName == "Maria" && profile.avatarEmoji == "🐶" && profile.avatarColor == .green)
        #expect(profile.language == .ru && profile.timeZone == "UTC")
    }

    @Test func aRefusedFormKeepsWhatWasTypedAndChangesNothing() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await ProfileRouteTests.masha(house)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let long = String(repeating: "M", count: 41)
            let refused = try await anna.postForm(
                "/profiles/\(masha.id)/edit",
                [("display_name", long), ("emoji", "🐶"), ("color", "#33CF69"), ("language", "xx")]
            )
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"value="\#(long)""#))
            let blank = try await anna.postForm("/profiles/\(masha.id)/edit", [("display_name", "  "), ("emoji", ""), ("color", ""), ("language", "")])
            #expect(blank.status == .unprocessableContent)
        }
        let profile = try await database.profileDetails(id: masha.id, viewerID: house.anna.id).profile
        #expect(profile.displayName == "Masha" && profile.avatarEmoji == "🦊" && profile.language == nil)
    }

    @Test func nobodyButAGuardianEditsAndTheChildCannot() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await ProfileRouteTests.masha(house)
        let deviceToken = try await childDevice(house, masha)
        try await withApp(database: database) { anna in
            let boris = anna.another()
            try await boris.signIn("boris")
            #expect(try await boris.get("/profiles/\(masha.id)/edit").status == .notFound)
            #expect(try await boris.postForm("/profiles/\(masha.id)/edit", [("display_name", "Boris's")]).status == .notFound)

            let child = anna.another()
            child.cookies["tracker_session"] = deviceToken
            let csrf = try TestBrowser.csrfToken(in: try await child.get("/language").text)
            #expect(try await child.get("/profiles/\(masha.id)/edit").status == .forbidden)
            #expect(try await child.post("/profiles/\(masha.id)/edit", [("_csrf", csrf), ("display_name", "Queen")]).status == .forbidden)
        }
        #expect(try await database.profileDetails(id: masha.id, viewerID: house.anna.id).profile.displayName == "Masha")
    }

    /// A child's own device may sign itself out, from its one Settings page; an adult's
    /// language page has no such button (their Settings have it).
    @Test func aChildsDeviceSignsItselfOut() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await ProfileRouteTests.masha(house)
        let deviceToken = try await childDevice(house, masha)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(!(try await anna.get("/language").text.contains(#"action="/sign-out""#)))
            let child = anna.another()
            child.cookies["tracker_session"] = deviceToken
            let page = try await child.get("/language")
            #expect(page.text.contains(#"action="/sign-out""#) && page.text.contains("a grown-up makes a new link"))
            #expect(try await database.sessions(userID: masha.id, now: fixedNow).count == 1)
            let out = try await child.post("/sign-out", [("_csrf", try TestBrowser.csrfToken(in: page.text))])
            #expect(out.status == .seeOther)
            #expect(try await child.get("/").location?.hasPrefix("/sign-in") == true)
        }
        #expect(try await database.sessions(userID: masha.id, now: fixedNow).isEmpty)
    }
}
