import Foundation
import HummingbirdTesting
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("Members, password resets and example trackers")
struct MembersRouteTests {
    @Test func everyoneSeesTheMembersOnlyTheOwnerActs() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn("boris")
            let list = try await browser.get("/members")
            #expect(list.text.contains("Anna"))
            #expect(list.text.contains("Boris (you)"))
            #expect(list.text.contains("Owner · joined Nov 21, 2026"))
            #expect(!list.text.contains("/remove"))
            #expect(list.text.contains("The owner can make a password-reset link"))
            // A member gets "not found" for every owner action, on anyone.
            for id in [house.anna.id, house.boris.id] {
                #expect(try await browser.get("/members/\(id)/remove").status == .notFound)
                #expect(try await browser.postForm("/members/\(id)/remove", []).status == .notFound)
                #expect(try await browser.postForm("/members/\(id)/reset", []).status == .notFound)
            }
        }
        #expect(try await database.members().count == 2)
    }

    @Test func theOwnerRemovesAMemberAfterAConfirmationThatCountsWhatGoes() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases, owner: house.boris)
        for day in ["2026-11-19", "2026-11-20"] {
            _ = try await database.toggleDone(
                trackerID: run.id,
                userID: house.boris.id,
                day: Day(iso: day)!,
                today: Day(iso: "2026-11-21")!,
                now: fixedNow
            )
        }
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let members = try await browser.get("/members")
            #expect(members.text.contains(#"href="/members/\#(house.boris.id)/remove""#))
            #expect(!members.text.contains(#"href="/members/\#(house.anna.id)/remove""#))
            let confirm = try await browser.get("/members/\(house.boris.id)/remove")
            #expect(confirm.text.contains("Remove Boris?"))
            #expect(confirm.text.contains("with 1 tracker and 2 marks"))
            // Nobody removes the owner, not even the owner.
            #expect(try await browser.get("/members/\(house.anna.id)/remove").status == .notFound)
            #expect(try await browser.postForm("/members/\(house.anna.id)/remove", []).status == .notFound)
            #expect(try await browser.postForm("/members/9999/remove", []).status == .notFound)
            #expect(try await browser.post("/members/\(house.boris.id)/remove", []).status == .forbidden)
            let removed = try await browser.postForm("/members/\(house.boris.id)/remove", [])
            #expect(removed.location == "/members?removed=1")
            #expect(try await browser.get("/members?removed=1").text.contains("The member was removed."))
        }
        #expect(try await database.user(username: "boris") == nil)
        #expect(try await database.members().map(\.username) == ["anna"])
    }

    @Test func aPasswordResetLinkWorksOnceAndSignsTheMemberOutEverywhere() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { owner in
            let boris = owner.another()
            try await boris.signIn("boris")
            try await owner.signIn()
            let made = try await owner.postForm("/members/\(house.boris.id)/reset", [])
            let location = try #require(made.location)
            #expect(location.hasPrefix("/members?reset=") && location.hasSuffix("#new-reset"))
            let token = String(location.dropFirst("/members?reset=".count).prefix { $0 != "#" })
            let members = try await owner.get(location)
            #expect(members.text.contains("Send this link to Boris."))
            #expect(members.text.contains("/reset/\(token)"))
            // Shown once: the list without the token keeps only that a link is open.
            let later = try await owner.get("/members")
            #expect(!later.text.contains(token))
            #expect(later.text.contains("A reset link is open until Nov 22, 2026."))

            let visitor = owner.another()
            let form = try await visitor.get("/reset/\(token)")
            #expect(form.status == .ok)
            #expect(form.text.contains("For @boris."))
            let short = try await visitor.submit("/reset/\(token)", [("password", "short"), ("password_confirmation", "short")])
            #expect(short.status == .unprocessableContent)
            #expect(
                try await visitor.submit("/reset/\(token)", [("password", "boris"), ("password_confirmation", "boris")]).status
                    == .unprocessableContent
            )
            #expect(try await boris.get("/").status == .ok)
            let done = try await visitor.submit("/reset/\(token)", [("password", "new horse!"), ("password_confirmation", "new horse!")])
            #expect(done.location == "/sign-in?reset=1")
            #expect(try await visitor.get("/sign-in?reset=1").text.contains("Your password is changed. Sign in with it."))
            #expect(try await boris.get("/").location?.hasPrefix("/sign-in") == true)
            try await visitor.signIn("boris", password: "new horse!")
            // Used: the link is gone.
            let again = owner.another()
            #expect(try await again.get("/reset/\(token)").status == .notFound)
            #expect(
                try await again.submit("/reset/\(token)", from: "/sign-in", [("password", "other horse"), ("password_confirmation", "other horse")])
                    .status
                    == .notFound
            )
        }
    }

    @Test func aResetLinkUsedInABrowserSignedInAsSomeoneElseSignsThemOut() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { owner in
            try await owner.signIn()
            let location = try #require(try await owner.postForm("/members/\(house.boris.id)/reset", []).location)
            let token = String(location.dropFirst("/members?reset=".count).prefix { $0 != "#" })
            let session = try #require(owner.cookies["tracker_session"])
            let done = try await owner.submit("/reset/\(token)", [("password", "new horse!"), ("password_confirmation", "new horse!")])
            #expect(done.location == "/sign-in?reset=1")
            #expect(owner.cookies["tracker_session"] == nil)
            // The old cookie is dead on the server too, not only forgotten by the browser.
            owner.cookies["tracker_session"] = session
            // (Signed out, this browser is sent to the onboarding it never saw, then to sign in.)
            let home = try await owner.get("/")
            #expect(home.status == .seeOther && home.location == "/onboarding")
        }
        #expect(try await database.sessions(userID: house.anna.id, now: fixedNow).isEmpty)
    }

    @Test func theOwnerCanRevokeAResetLink() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { owner in
            try await owner.signIn()
            let location = try #require(try await owner.postForm("/members/\(house.boris.id)/reset", []).location)
            let token = String(location.dropFirst("/members?reset=".count).prefix { $0 != "#" })
            let open = try #require(try await database.openPasswordResets(by: house.anna.id, now: fixedNow).first)
            // Only the owner's own open links; another id is "not found".
            #expect(try await owner.postForm("/resets/\(open.id + 1)/revoke", []).status == .notFound)
            #expect(try await owner.postForm("/resets/\(open.id)/revoke", []).location == "/members?revoked=1")
            #expect(try await owner.get("/members?revoked=1").text.contains("The reset link was revoked."))
            #expect(try await owner.another().get("/reset/\(token)").status == .notFound)
            #expect(try await owner.postForm("/resets/\(open.id)/revoke", []).status == .notFound)
        }
    }

    @Test func aNewAccountStartsWithTheExamplesItKept() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            let form = try await browser.get("/setup")
            for key in ["water", "read", "walk", "call"] {
                #expect(form.text.contains(#"name="examples[]" value="\#(key)" aria-describedby="examples-hint" checked"#), "\(key)")
            }
            let owner: [(String, String)] = [
                ("username", "anna"), ("display_name", "Anna"), ("password", "correct horse"), ("password_confirmation", "correct horse"),
                ("examples_offered", "1"), ("examples[]", "water"), ("examples[]", "walk"),
            ]
            // A refused form keeps the choice as it was.
            let refused = try await browser.submit("/setup", owner.map { $0.0 == "password_confirmation" ? ($0.0, "other") : $0 })
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"value="walk" aria-describedby="examples-hint" checked"#))
            #expect(!refused.text.contains(#"value="read" aria-describedby="examples-hint" checked"#))
            #expect(try await browser.submit("/setup", owner).status == .seeOther)
            let board = try await browser.get("/")
            #expect(board.text.contains("Daily life"))
            #expect(board.text.contains("Drink water"))
            #expect(board.text.contains("0 / 8 glasses"))
            #expect(!board.text.contains("Call family"))
            // Saturday: the walk is for weekdays.
            #expect(!board.text.contains("Walk"))
            #expect(try await browser.get("/?day=2026-11-23").text.contains("Walk"))

            // In Russian, with every example unticked: nothing is made, not even the category.
            let link = try await browser.postForm("/invites", [])
            let token = try #require(link.location?.split(separator: "=").last?.split(separator: "#").first).description
            let vera = browser.another()
            vera.acceptLanguage = "ru"
            let joined = try await vera.submit(
                "/join/\(token)",
                [
                    ("username", "vera"), ("display_name", "Вера"), ("password", "long enough"), ("password_confirmation", "long enough"),
                    ("examples_offered", "1"),
                ]
            )
            #expect(joined.status == .seeOther)
            #expect(try await vera.get("/").text.contains("Что будем отслеживать?"))
        }
        let anna = try #require(try await database.user(username: "anna"))
        let rows = try await database.boardRows(userID: anna.id, day: Day(iso: "2026-11-23")!)
        #expect(Set(rows.map(\.tracker.name)) == ["Drink water", "Walk"])
        let water = try #require(rows.first { $0.tracker.name == "Drink water" }?.tracker)
        #expect(water.unit == "glasses" && water.target == 8 && water.startDay.iso == "2026-11-21")
        let vera = try #require(try await database.user(username: "vera"))
        #expect(try await database.categories(userID: vera.id).isEmpty)
    }

    @Test func russianExamplesAreNamedInRussian() async throws {
        let database = try AppDatabase.inMemory()
        try await withApp(database: database) { browser in
            browser.acceptLanguage = "ru"
            let fields: [(String, String)] = [
                ("username", "anna"), ("display_name", "Анна"), ("password", "correct horse"), ("password_confirmation", "correct horse"),
                ("examples_offered", "1"), ("examples[]", "water"), ("examples[]", "read"), ("examples[]", "walk"), ("examples[]", "call"),
            ]
            #expect(try await browser.submit("/setup", fields).status == .seeOther)
            let board = try await browser.get("/?day=2026-11-23")
            for name in ["Повседневное", "Пить воду", "Читать", "Гулять", "Позвонить родным", "0 / 8 стаканов"] {
                #expect(board.text.contains(name), "\(name)")
            }
        }
    }
}
