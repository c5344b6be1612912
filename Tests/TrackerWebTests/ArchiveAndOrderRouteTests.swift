import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// Archive and your order through the pages: the card's Archive, Settings → Archived with
/// Restore and Delete, the details page of an archived tracker, and the Reorder pages.
@Suite("Archive and order pages")
struct ArchiveAndOrderRouteTests {
    let days: [Weekday] = Weekday.allCases

    @Test func archivingFromTheCardLandsOnTheNextCardAndRestoreBringsItBack() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await house.track("Read", days: days)
        let walk = try await house.track("Walk", days: days)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let board = try await browser.get("/").text
            #expect(board.contains(#"action="/trackers/\#(read.id)/archive""#))
            let archived = try await browser.postForm("/trackers/\(read.id)/archive", [("back", "/")])
            #expect(archived.status == .seeOther && archived.location == "/#tracker-\(walk.id)")
            #expect(!(try await browser.get("/").text.contains(">Read<")))
            #expect(!(try await browser.get("/trackers").text.contains(">Read<")))
            let list = try await browser.get("/settings/archived").text
            #expect(list.contains(" Read</a>") && list.contains(#"aria-label="Restore Read""#))
            #expect(list.contains("/trackers/\(read.id)/delete?back=%2Fsettings%2Farchived"))
            #expect(try await browser.get("/settings").text.contains(#"href="/settings/archived""#))
            // The details page still works, says so, and offers Restore.
            let details = try await browser.get("/trackers/\(read.id)").text
            #expect(details.contains("This tracker is archived") && details.contains(#"action="/trackers/\#(read.id)/restore""#))

            let restored = try await browser.postForm("/trackers/\(read.id)/restore", [("back", "/settings/archived")])
            #expect(restored.status == .seeOther && restored.location == "/settings/archived")
            #expect(try await browser.get("/settings/archived").text.contains("Nothing is archived."))
            #expect(try await browser.get("/").text.contains(">Read<"))
        }
        #expect(try await database.archivedTrackers(userID: house.anna.id).isEmpty)
    }

    /// The edit page offers Archive, or Restore once the tracker is archived.
    @Test func theEditPageArchivesOrRestores() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await house.track("Read", days: days)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let edit = try await browser.get("/trackers/\(read.id)/edit").text
            #expect(edit.contains(#"action="/trackers/\#(read.id)/archive""#) && edit.contains(">Archive</button>"))
            _ = try await browser.postForm("/trackers/\(read.id)/archive", [("back", "/")])
            let archived = try await browser.get("/trackers/\(read.id)/edit").text
            #expect(archived.contains(#"action="/trackers/\#(read.id)/restore""#) && archived.contains(">Restore</button>"))
            #expect(!archived.contains(#"action="/trackers/\#(read.id)/archive""#))
            let restored = try await browser.postForm("/trackers/\(read.id)/restore", [("back", "/trackers/\(read.id)/edit")])
            #expect(restored.location == "/trackers/\(read.id)/edit")
            #expect(try await browser.get("/").text.contains(">Read</a>"))
        }
    }

    @Test func deletingFromArchivedIsConfirmedAndReturnsThere() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await house.track("Read")
        let walk = try await house.track("Walk")
        try await database.setArchived(true, trackerID: read.id, userID: house.anna.id, now: fixedNow)
        try await database.setArchived(true, trackerID: walk.id, userID: house.anna.id, now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let confirm = try await browser.get("/trackers/\(read.id)/delete?back=%2Fsettings%2Farchived")
            #expect(confirm.status == .ok && confirm.text.contains(#"href="/settings/archived#tracker-\#(read.id)""#))
            let deleted = try await browser.postForm("/trackers/\(read.id)/delete", [("back", "/settings/archived")])
            #expect(deleted.location == "/settings/archived")
            // Restoring lands on the row that takes its place.
            try await database.setArchived(true, trackerID: try await house.track("Yoga").id, userID: house.anna.id, now: fixedNow)
            let restored = try await browser.postForm("/trackers/\(walk.id)/restore", [("back", "/settings/archived")])
            #expect(restored.location?.hasPrefix("/settings/archived#tracker-") == true)
        }
        await #expect(throws: StoreError.notFound) { try await database.tracker(id: read.id, userID: house.anna.id) }
    }

    @Test func anotherMembersTrackerIsNotFoundAndEveryPostNeedsTheToken() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let theirs = try await house.track("Swim", owner: house.boris)
        let mine = try await house.track("Read")
        try await withApp(database: database) { browser in
            try await browser.signIn()
            for path in ["/trackers/\(theirs.id)/archive", "/trackers/\(theirs.id)/restore"] {
                #expect(try await browser.postForm(path, [("back", "/")]).status == .notFound, "\(path)")
            }
            #expect(try await browser.postForm("/trackers/\(theirs.id)/move", [("move", "up")]).status == .notFound)
            #expect(try await browser.postForm("/categories/\(house.borisCategory.id)/move", [("move", "up")]).status == .notFound)
            #expect(try await browser.get("/categories/\(house.borisCategory.id)/order").status == .notFound)
            #expect(try await browser.get("/categories/999999/order").status == .notFound)
            // Without the CSRF token, nothing happens.
            #expect(try await browser.post("/trackers/\(mine.id)/archive", [("back", "/")]).status == .forbidden)
            #expect(try await browser.post("/trackers/\(mine.id)/move", [("move", "down")]).status == .forbidden)
            #expect(try await browser.post("/categories/\(house.health.id)/move", [("move", "down")]).status == .forbidden)
        }
        #expect(try await database.archivedTrackers(userID: house.boris.id).isEmpty)
        #expect(try await database.archivedTrackers(userID: house.anna.id).isEmpty)
    }

    @Test func movingLandsOnTheMovedRowAndTheMainPageFollows() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let walk = try await house.track("Walk", days: days)
        let read = try await house.track("Read", days: days)
        let yoga = try await house.track("Yoga", days: days)
        let order = "/categories/\(house.health.id)/order"
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let yours = try await browser.get("/trackers").text
            #expect(yours.contains(#"href="\#(order)" aria-label="Reorder Health""#))
            let page = try await browser.get(order).text
            // The first row has no Move up, the last no Move down; each button names its tracker.
            #expect(!page.contains("Move up: Walk") && page.contains(#"aria-label="Move down: Walk""#))
            #expect(page.contains(#"aria-label="Move up: Yoga""#) && !page.contains("Move down: Yoga"))
            let moved = try await browser.postForm("/trackers/\(yoga.id)/move", [("move", "up")])
            #expect(moved.status == .seeOther && moved.location == "\(order)#tracker-\(yoga.id)")
            let board = try await browser.get("/").text
            let positions = ["Walk", "Yoga", "Read"].compactMap { board.range(of: ">\($0)<")?.lowerBound }
            #expect(positions.count == 3 && positions == positions.sorted())
            // At the top, Move up changes nothing; a value other than up or down is a 422.
            let noop = try await browser.postForm("/trackers/\(walk.id)/move", [("move", "up")])
            #expect(noop.status == .seeOther && noop.location == "\(order)#tracker-\(walk.id)")
            let bad = try await browser.postForm("/trackers/\(walk.id)/move", [("move", "sideways")])
            #expect(bad.status == .unprocessableContent && bad.text.contains("Choose Move up or Move down"))
        }
        let trackers = try await database.orderedTrackers(categoryID: house.health.id, userID: house.anna.id).trackers
        #expect(trackers.map(\.id) == [walk.id, yoga.id, read.id])
    }

    @Test func categoriesAreReorderedAndTheMainPageFollows() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Walk", days: days)
        let art = try await database.createCategory(userID: house.anna.id, name: "Art", now: fixedNow)
        try await database.createTracker(userID: house.anna.id, .fixture("Draw", categoryID: art.id, days: days), now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/trackers").text.contains(#"href="/categories/order""#))
            let page = try await browser.get("/categories/order").text
            #expect(page.contains(#"aria-label="Move up: Art""#) && !page.contains("Move up: Health"))
            let moved = try await browser.postForm("/categories/\(art.id)/move", [("move", "up")])
            #expect(moved.location == "/categories/order#category-\(art.id)")
            let board = try await browser.get("/").text
            let art = try #require(board.range(of: ">Art<")), health = try #require(board.range(of: ">Health<"))
            #expect(art.lowerBound < health.lowerBound)
        }
    }

    @Test func theReorderPageSpeaksRussian() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await database.update(.language(.ru), userID: house.anna.id)
        try await house.track("Бег", days: days)
        try await house.track("Чтение", days: days)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let page = try await browser.get("/categories/\(house.health.id)/order").text
            #expect(page.contains("Порядок в «Health»") && page.contains(#"aria-label="Ниже: Бег""#))
            #expect(try await browser.get("/settings/archived").text.contains("В архиве пусто."))
        }
    }
}
