import Foundation
import HummingbirdTesting
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// Managed profiles (issue 33): making one, switching to it, a child's own device, and every
/// permission around them, each refused with nothing changed.
@Suite("Managed profiles")
struct ProfileRouteTests {
    /// Masha, a profile Anna guards, with one tracker of her own.
    static func masha(_ house: Household) async throws -> (profile: User, tracker: Tracker) {
        let profile = try await house.database.createProfile(
            NewProfile(displayName: "Masha", avatarEmoji: "🦊", avatarColor: .orange, language: nil, timeZone: "UTC"),
            guardianID: house.anna.id,
            now: fixedNow
        )
        let category = try await house.database.createCategory(userID: profile.id, name: "Mine", now: fixedNow)
        let tracker = try await house.database.createTracker(
            userID: profile.id,
            .fixture("Brush teeth", categoryID: category.id, days: Weekday.allCases),
            now: fixedNow
        )
        return (profile, tracker)
    }

    /// A child lives the guardian's days: the profile starts with the maker's day start and first
    /// weekday, not the bare defaults (midnight, Monday).
    @Test func aProfileTakesItsMakersDays() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await database.update([.dayStart(240), .firstWeekday(.sunday)], userID: house.anna.id)
        let (profile, _) = try await Self.masha(house)
        #expect(profile.dayStartMinute == 240)
        #expect(profile.firstWeekday == .sunday)
        #expect(profile.timeZone == "UTC")
    }

    @Test func anAdultMakesAProfileAndBecomesItsGuardian() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let refused = try await browser.postForm("/profiles/new", [("display_name", " "), ("language", "xx")])
            #expect(refused.status == .unprocessableContent)
            #expect(try await database.profiles(guardedBy: house.anna.id).isEmpty)
            let made = try await browser.postForm(
                "/profiles/new",
                [("display_name", "Masha"), ("emoji", Palette.emoji[0]), ("color", Palette.colors[2]), ("language", "ru")]
            )
            let profiles = try await database.profiles(guardedBy: house.anna.id)
            let masha = try #require(profiles.first)
            #expect(made.location == "/profiles/\(masha.id)")
            #expect(masha.displayName == "Masha" && masha.language == .ru && masha.passwordHash == User.noPassword)
            #expect(try await database.isManaged(masha.id))
            let household = try await browser.get("/household")
            #expect(household.text.contains("Children’s profiles"))
            #expect(household.text.contains(#"href="/profiles/\#(masha.id)""#))
            #expect(!household.text.contains("@profile:"))
        }
        // Members and the owner's member actions leave profiles out.
        #expect(try await database.members().map(\.username) == ["anna", "boris"])
    }

    @Test func aProfileNeverSignsInWithAPassword() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await Self.masha(house)
        try await withApp(database: database) { browser in
            for password in [User.noPassword, "", "correct horse"] {
                let response = try await browser.submit("/sign-in", [("username", masha.username), ("password", password)])
                #expect(response.status == .unprocessableContent)
            }
            try await browser.signIn()
            #expect(try await browser.postForm("/members/\(masha.id)/reset", []).status == .notFound)
            #expect(try await browser.postForm("/members/\(masha.id)/remove", []).status == .notFound)
        }
        #expect(try await database.user(username: masha.username) != nil)
    }

    @Test func aSwitchedGuardianTracksForTheChildAndIsKeptFromTheirOwnPages() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, brush) = try await Self.masha(house)
        let own = try await house.track("Run")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/switch").text.contains("Masha"))
            let switched = try await browser.postForm("/profiles/\(masha.id)/switch", [])
            #expect(switched.location == "/")
            let home = try await browser.get("/")
            #expect(home.text.contains("You’re tracking for Masha"))
            #expect(home.text.contains("Brush teeth") && !home.text.contains("Run"))
            let token = try TestBrowser.csrfToken(in: home.text)
            // The adult's own pages answer 403, in the adult's language, and change nothing.
            for path in [
                "/settings", "/settings/password", "/settings/devices", "/members", "/settings/data", "/settings/data/export.json", "/profiles/new",
            ] {
                let page = try await browser.get(path)
                #expect(page.status == .forbidden, "\(path)")
                #expect(page.text.contains("Switch back first"), "\(path)")
            }
            #expect(try await browser.post("/settings/name", [("_csrf", token), ("display_name", "Mallory")]).status == .forbidden)
            #expect(try await browser.post("/invites", [("_csrf", token)]).status == .forbidden)
            // The child's trackers are the guardian's to shape; the adult's own are not found.
            #expect(try await browser.get("/trackers/\(brush.id)/edit").status == .ok)
            #expect(try await browser.get("/trackers/\(own.id)/edit").status == .notFound)
            #expect(try await browser.post("/trackers/\(brush.id)/done", [("_csrf", token), ("day", "2026-11-21")]).status == .seeOther)
            #expect(try await database.tracker(id: brush.id, userID: masha.id).doneDays == 1)
            #expect(try await browser.post("/trackers/\(brush.id)/archive", [("_csrf", token)]).status == .seeOther)
            // Switching back ends it.
            #expect(try await browser.post("/switch/back", [("_csrf", token)]).status == .seeOther)
            let back = try await browser.get("/")
            #expect(!back.text.contains("You’re tracking for"))
            #expect(try await browser.get("/settings").status == .ok)
        }
        #expect(try await database.user(username: "anna")?.displayName == "Anna")
        #expect(try await database.tracker(id: brush.id, userID: masha.id).tracker.archivedAt != nil)
    }

    @Test func theSwitchEndsWithTheSessionAndWithTheGuardianship() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await Self.masha(house)
        try await database.addGuardian(profileID: masha.id, guardianID: house.boris.id, by: house.anna.id)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(try await anna.postForm("/profiles/\(masha.id)/switch", []).status == .seeOther)
            let token = try TestBrowser.csrfToken(in: try await anna.get("/").text)
            #expect(try await anna.post("/sign-out", [("_csrf", token)]).status == .seeOther)
            try await anna.signIn()
            #expect(!(try await anna.get("/").text.contains("You’re tracking for")))

            // Boris, switched, stops acting as Masha when the owner takes his guardianship away.
            let boris = anna.another()
            try await boris.signIn("boris")
            #expect(try await boris.postForm("/profiles/\(masha.id)/switch", []).status == .seeOther)
            #expect(try await boris.get("/").text.contains("You’re tracking for Masha"))
            #expect(try await anna.postForm("/profiles/\(masha.id)/guardians/remove", [("guardian", String(house.boris.id))]).status == .seeOther)
            #expect(!(try await boris.get("/").text.contains("You’re tracking for")))
            #expect(try await boris.postForm("/profiles/\(masha.id)/switch", []).status == .notFound)
        }
    }

    @Test func aChildDeviceLinkWorksOnceAndGivesOnlyAChildsRights() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, brush) = try await Self.masha(house)
        let annas = try await house.track("Run")
        try await withApp(database: database) { parent in
            try await parent.signIn()
            let made = try await parent.postForm("/profiles/\(masha.id)/links", [])
            let location = try #require(made.location)
            let token = try #require(location.split(separator: "=").last?.split(separator: "#").first.map(String.init))
            #expect(try await parent.get(location).text.contains("/child/\(token)"))

            let child = parent.another()
            // Opening the link (as a preview does) uses nothing up.
            #expect(try await child.get("/child/\(token)").text.contains("Sign in as Masha?"))
            #expect(try await child.get("/child/\(token)").status == .ok)
            let signedIn = try await child.submit("/child/\(token)", [])
            #expect(signedIn.location == "/")
            let home = try await child.get("/")
            #expect(home.text.contains("Brush teeth"))
            // No way to a new tracker or to "I'm away" on a child's main page.
            #expect(!home.text.contains(#"href="/trackers/new""#) && !home.text.contains(#"action="/away""#))
            // Its card's menu has no Edit, Archive or Delete (each would answer 403), but keeps the
            // rest: details, the day's note, skip.
            #expect(!home.text.contains("/trackers/\(brush.id)/edit") && !home.text.contains("/trackers/\(brush.id)/archive"))
            #expect(!home.text.contains("/trackers/\(brush.id)/delete"))
            #expect(home.text.contains(#"href="/trackers/\#(brush.id)/day""#))
            let csrf = try TestBrowser.csrfToken(in: try await child.get("/language").text)
            // A child marks, skips and notes their own trackers.
            #expect(try await child.post("/trackers/\(brush.id)/done", [("_csrf", csrf), ("day", "2026-11-21")]).status == .seeOther)
            #expect(try await database.tracker(id: brush.id, userID: masha.id).doneDays == 1)
            #expect(try await child.get("/statistics").status == .ok)
            #expect(try await child.get("/trackers/\(brush.id)").status == .ok)
            // Everything else is refused (403, "Ask a grown-up") or not found, with nothing changed.
            for path in [
                "/settings", "/trackers/new", "/trackers/new/habit", "/trackers/\(brush.id)/edit", "/trackers/\(brush.id)/delete", "/household",
                "/members", "/categories", "/settings/data/export.json", "/switch", "/profiles/new", "/profiles/\(masha.id)",
            ] {
                let page = try await child.get(path)
                #expect(page.status == .forbidden, "\(path)")
                #expect(page.text.contains("Ask a grown-up"), "\(path)")
            }
            for path in [
                "/trackers", "/trackers/\(brush.id)/delete", "/trackers/\(brush.id)/archive", "/invites", "/profiles/\(masha.id)/links",
                "/switch/back", "/profiles/\(masha.id)/switch",
            ] {
                #expect(try await child.post(path, [("_csrf", csrf), ("name", "X")]).status == .forbidden, "\(path)")
            }
            #expect(try await child.get("/trackers/\(annas.id)").status == .notFound)
            #expect(try await child.post("/trackers/\(annas.id)/done", [("_csrf", csrf), ("day", "2026-11-21")]).status == .notFound)
            // The child chooses their language.
            #expect(try await child.post("/language", [("_csrf", csrf), ("language", "ru")]).status == .seeOther)
            #expect(try await child.get("/").text.contains("lang=\"ru\""))

            // The link worked once.
            let third = parent.another()
            #expect(try await third.get("/child/\(token)").status == .notFound)
            #expect(try await third.submit("/child/\(token)", from: "/sign-in", []).status == .notFound)

            // The guardian sees the device and signs it out.
            let page = try await parent.get("/profiles/\(masha.id)")
            let sessions = try await database.sessions(userID: masha.id, now: fixedNow)
            let device = try #require(sessions.first)
            #expect(device.child)
            #expect(page.text.contains("/child-devices/\(device.id)/sign-out"))
            #expect(try await parent.postForm("/child-devices/\(device.id)/sign-out", []).status == .seeOther)
            #expect(try await child.get("/statistics").status == .seeOther)
        }
        let masha2 = try #require(try await database.user(username: masha.username))
        #expect(masha2.language == .ru)
        #expect(try await database.tracker(id: brush.id, userID: masha.id).tracker.archivedAt == nil)
        #expect(try await database.tracker(id: annas.id, userID: house.anna.id).doneDays == 0)
    }

    @Test func aMemberWhoIsNotTheGuardianFindsNothingOfTheProfile() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, brush) = try await Self.masha(house)
        let (_, link) = try await database.createDeviceLink(profileID: masha.id, by: house.anna.id, now: fixedNow)
        let childToken = try await database.useDeviceLink(
            token: try await database.createDeviceLink(profileID: masha.id, by: house.anna.id, now: fixedNow).token,
            device: "",
            now: fixedNow
        )
        #expect(!childToken.isEmpty)
        let device = try #require(try await database.sessions(userID: masha.id, now: fixedNow).first)
        try await withApp(database: database) { boris in
            try await boris.signIn("boris")
            #expect(try await boris.get("/profiles/\(masha.id)").status == .notFound)
            #expect(try await boris.get("/profiles/\(masha.id)/delete").status == .notFound)
            for path in [
                "/profiles/\(masha.id)/switch", "/profiles/\(masha.id)/links", "/device-links/\(link.id)/revoke",
                "/child-devices/\(device.id)/sign-out", "/profiles/\(masha.id)/guardians", "/profiles/\(masha.id)/delete",
            ] {
                #expect(try await boris.postForm(path, [("guardian", String(house.boris.id))]).status == .notFound, "\(path)")
            }
            #expect(try await boris.get("/trackers/\(brush.id)/edit").status == .notFound)
            #expect(try await boris.get("/trackers/\(brush.id)").status == .notFound)
            #expect(!(try await boris.get("/").text.contains("You’re tracking for")))
        }
        #expect(try await database.openDeviceLinks(profileID: masha.id, now: fixedNow).map(\.id) == [link.id])
        #expect(try await database.sessions(userID: masha.id, now: fixedNow).count == 1)
        #expect(try await database.isGuardian(of: masha.id, userID: house.boris.id) == false)
        #expect(try await database.isManaged(masha.id))
    }

    @Test func aGuardianDownloadsTheChildsDataAndNobodyElseDoes() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, _) = try await Self.masha(house)
        try await database.follow(masha.id, by: house.anna.id, now: fixedNow)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let file = try await anna.get("/profiles/\(masha.id)/export.json")
            #expect(file.status == .ok)
            #expect(file.text.contains("Brush teeth") && file.text.contains("Masha"))
            #expect(!file.text.contains("profile:"))
            #expect(file.headers[.contentDisposition]?.contains("tracker-child-\(masha.id)-") == true)
            #expect(try await anna.get("/profiles/\(masha.id)/export.csv").text.contains("Brush teeth"))
            // Anna's own file leaves out whom she follows among the profiles: no username to import.
            #expect(!(try await anna.get("/settings/data/export.json").text.contains("profile:")))
            let boris = anna.another()
            try await boris.signIn("boris")
            #expect(try await boris.get("/profiles/\(masha.id)/export.json").status == .notFound)
            #expect(try await boris.get("/profiles/\(masha.id)/export.csv").status == .notFound)
        }
    }

    @Test func theOwnerManagesGuardiansAndDeletesAProfileAfterAConfirmation() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (masha, brush) = try await Self.masha(house)
        _ = try await database.toggleDone(
            trackerID: brush.id,
            userID: masha.id,
            day: Day(iso: "2026-11-20")!,
            today: Day(iso: "2026-11-21")!,
            now: fixedNow
        )
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(try await anna.postForm("/profiles/\(masha.id)/guardians", [("guardian", String(house.boris.id))]).status == .seeOther)
            #expect(try await database.isGuardian(of: masha.id, userID: house.boris.id))
            #expect(try await anna.postForm("/profiles/\(masha.id)/guardians/remove", [("guardian", String(house.boris.id))]).status == .seeOther)
            #expect(try await database.isGuardian(of: masha.id, userID: house.boris.id) == false)
            let confirm = try await anna.get("/profiles/\(masha.id)/delete")
            #expect(confirm.text.contains("Delete Masha’s profile?"))
            #expect(confirm.text.contains("1 tracker and 1 mark"))
            #expect(try await anna.postForm("/profiles/\(masha.id)/delete", []).location == "/household#profiles")
        }
        #expect(try await database.user(username: masha.username) == nil)
    }
}
