import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// Household trackers through the pages (issue 33): made with "For the household", shown in each
/// member's Household section, marked by any member with who did it and whose turn is next;
/// refused (422) with nothing changed on bad input, not found for others, and changed or deleted
/// only by the owner or their creator.
@Suite("Household trackers: routes")
struct ChoreRouteTests {
    let today = Day(iso: "2026-11-21")!

    private func choreForm(_ house: Household, _ overrides: [(String, String)] = [], members: [Int64]) -> [(String, String)] {
        var fields: [String: String] = [
            "kind": "habit", "name": "Feed the cat", "category": String(house.health.id), "emoji": "🙂", "color": "#FD4C49",
            "start": "2026-11-01", "unit": "", "target": "", "reminder": "", "repeats": "weekdays", "goal": "at-least",
            "household": "1", "turns": "1",
        ]
        for (key, value) in overrides { fields[key] = value }
        return fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            + (1...7).map { ("days[]", String($0)) } + members.map { ("members[]", String($0)) }
    }

    private func chores(_ database: AppDatabase, _ user: User) async throws -> [ChoreRow] {
        try await database.choreRows(userID: user.id, day: today)
    }

    @Test func twoMembersShareAChoreInTurns() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let form = try await anna.get("/trackers/new/habit")
            #expect(form.text.contains("For the household"))
            #expect(form.text.contains(#"value="\#(house.boris.id)" name="members[]">"#))
            let created = try await anna.postForm("/trackers", choreForm(house, members: [house.anna.id, house.boris.id]))
            #expect(created.status == .seeOther)
            let chore = try #require(try await chores(database, house.boris).first)
            #expect(chore.members.map(\.displayName) == ["Anna", "Boris"])
            #expect(chore.mode == .turns)

            let boris = anna.another()
            try await boris.signIn("boris")
            let board = try await boris.get("/")
            #expect(board.text.contains(#"id="household-title">Household"#))
            #expect(board.text.contains("Anna’s turn"))
            // Boris has no tracker of his own: the chore is what he sees, not the empty state.
            #expect(!board.text.contains("empty-state"))
            let marked = try await boris.postForm("/trackers/\(chore.board.tracker.id)/done", [("day", today.iso)])
            #expect(marked.status == .seeOther)

            let seen = try await anna.get("/")
            #expect(seen.text.contains("Done by Boris, 10:00"))
            #expect(seen.text.contains("Next: Boris’s turn"))
            // The history is the household's: Boris's mark is on Anna's details page too.
            #expect(try await anna.get("/trackers/\(chore.board.tracker.id)").status == .ok)
            let details = try await boris.get("/trackers/\(chore.board.tracker.id)")
            #expect(details.status == .ok)
            // Boris may not change it, and notes and skips are a member's own.
            #expect(!details.text.contains("/trackers/\(chore.board.tracker.id)/edit"))
            #expect(!details.text.contains("/trackers/\(chore.board.tracker.id)/day"))
            #expect(!details.text.contains("/trackers/\(chore.board.tracker.id)/skip"))
        }
    }

    @Test func badHouseholdInputIsRefusedKeepingWhatWasTyped() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let nobody = try await anna.postForm("/trackers", choreForm(house, members: []))
            #expect(nobody.status == .unprocessableContent)
            #expect(nobody.text.contains("Choose at least one member who takes part."))
            #expect(nobody.text.contains(#"value="Feed the cat""#))
            #expect(nobody.text.contains(#"id="field-turns" name="turns" value="1" checked"#))
            let forged = try await anna.postForm("/trackers", choreForm(house, members: [house.anna.id, 999]))
            #expect(forged.status == .unprocessableContent)
            #expect(forged.text.contains("Choose members of the household."))
            let quota = try await anna.postForm("/trackers", choreForm(house, [("repeats", "week"), ("times_week", "3")], members: [house.anna.id]))
            #expect(quota.status == .unprocessableContent)
            #expect(quota.text.contains("A household tracker is done by the day"))
            #expect(try await chores(database, house.anna).isEmpty)
            #expect(try await database.boardRows(userID: house.anna.id, day: today).isEmpty)
        }
    }

    @Test func othersGetNotFoundAndOnlyTheOwnerOrCreatorManagesIt() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let hash = try await testPasswords.hash("correct horse")
        let vera = try await database.createMember(newUser("vera", passwordHash: hash), now: fixedNow)
        let veraHome = try await database.createCategory(userID: vera.id, name: "Home", now: fixedNow)
        // Vera's chore, shared with Boris; Anna (the owner) takes no part in it.
        let chore = try await database.createTracker(
            userID: vera.id,
            .fixture("Bins", categoryID: veraHome.id, days: Weekday.allCases),
            chore: ChorePlan(mode: .shared, memberIDs: [house.boris.id, vera.id]),
            now: fixedNow
        )
        let id = chore.id
        try await withApp(database: database) { anna in
            try await anna.signIn()
            // The owner doesn't see or mark it, but may change or delete it.
            #expect(try await anna.postForm("/trackers/\(id)/done", [("day", today.iso)]).status == .notFound)
            #expect(!(try await anna.get("/").text.contains("Bins")))
            let edit = try await anna.get("/trackers/\(id)/edit")
            #expect(edit.status == .ok)
            // In Vera's categories, with its members ticked; Archive is Vera's alone.
            #expect(edit.text.contains(#"name="category" value="\#(veraHome.id)" checked"#))
            #expect(edit.text.contains(#"value="\#(vera.id)" name="members[]" checked"#))
            #expect(!edit.text.contains("/archive"))

            let boris = anna.another()
            try await boris.signIn("boris")
            #expect(try await boris.get("/trackers/\(id)/edit").status == .forbidden)
            #expect(try await boris.get("/trackers/\(id)/delete").status == .forbidden)
            let renamed = choreForm(house, [("name", "Renamed"), ("category", String(veraHome.id))], members: [house.boris.id])
            #expect(try await boris.postForm("/trackers/\(id)/edit", renamed).status == .forbidden)
            #expect(try await boris.postForm("/trackers/\(id)/delete", []).status == .forbidden)
            #expect(try await chores(database, house.boris).map(\.board.tracker.name) == ["Bins"])
            #expect(try await database.chorePlan(trackerID: id)?.memberIDs == [house.boris.id, vera.id])

            // The owner renames it in Vera's category and hands it to Boris alone.
            let saved = try await anna.postForm("/trackers/\(id)/edit", renamed)
            #expect(saved.status == .seeOther)
            #expect(try await database.chorePlan(trackerID: id) == ChorePlan(mode: .turns, memberIDs: [house.boris.id]))
            #expect(try await chores(database, house.boris).map(\.board.tracker.name) == ["Renamed"])
            #expect(try await chores(database, vera).isEmpty)
            #expect(try await anna.postForm("/trackers/\(id)/delete", []).status == .seeOther)
            #expect(try await chores(database, house.boris).isEmpty)
        }
    }

    /// A member's export holds the chores they take part in with who marked each day; importing
    /// it neither makes nor changes a household tracker, and the preview says so.
    @Test func theExportHoldsChoresAndTheImportLeavesThemOut() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let chore = try await database.createTracker(
            userID: house.anna.id,
            .fixture("Bins", categoryID: house.health.id, days: Weekday.allCases),
            chore: ChorePlan(mode: .turns, memberIDs: [house.anna.id, house.boris.id]),
            now: fixedNow
        )
        try await database.toggleDone(trackerID: chore.id, userID: house.boris.id, day: today, today: today, now: fixedNow)
        try await withApp(database: database) { anna in
            let boris = anna.another()
            try await boris.signIn("boris")
            let exported = Data(try await boris.get("/settings/data/export.json").body.readableBytesView)
            let object = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any])
            let trackers = try #require(object["trackers"] as? [[String: Any]])
            let bins = try #require(trackers.first { $0["name"] as? String == "Bins" })
            let household = try #require(bins["household"] as? [String: Any])
            #expect(household["members"] as? [String] == ["anna", "boris"] && household["turns"] as? Bool == true)
            #expect(bins["completions"] as? [[String: String]] == [["day": today.iso, "done_by": "boris"]])

            // Boris imports his own file, replacing his data: the chore is untouched.
            let uploaded = try await boris.importFile(exported)
            let preview = try await boris.get(try #require(uploaded.location))
            #expect(preview.text.contains("Household trackers in the file are not imported"))
            let done = try await boris.submit(try #require(uploaded.location), [("mode", "replace"), ("confirm", "1")])
            #expect(done.status == .seeOther)
            #expect(try await database.chorePlan(trackerID: chore.id)?.memberIDs == [house.anna.id, house.boris.id])
            #expect(try await chores(database, house.boris).map(\.board.doneDays) == [1])
            #expect(try await database.boardRows(userID: house.boris.id, day: today).isEmpty)

            // Anna replaces her data with a file: the chore she made stays, with its category.
            try await anna.signIn()
            let own = try await anna.importFile(exported)
            #expect(try await anna.submit(try #require(own.location), [("mode", "replace"), ("confirm", "1")]).status == .seeOther)
            #expect(try await chores(database, house.anna).map(\.board.tracker.name) == ["Bins"])
        }
    }
}
