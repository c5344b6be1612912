import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("Category pages")
struct CategoryRouteTests {
    @Test func aDuplicateNameIsRefusedIgnoringCase() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/categories", [("category_name", "  HEALTH ")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("You already have a category with this name."))
            #expect(response.text.contains(#"value="  HEALTH ""#))
            #expect(try await browser.postForm("/categories", [("category_name", "Здоровье")]).status == .seeOther)
            #expect(try await browser.postForm("/categories", [("category_name", "ЗДОРОВЬЕ")]).status == .unprocessableContent)
            #expect(try await browser.postForm("/categories", [("category_name", "   ")]).status == .unprocessableContent)
            let long = try await browser.postForm("/categories", [("category_name", String(repeating: "x", count: 39))])
            #expect(long.text.contains("Limit 38 characters"))
        }
        #expect(try await database.categories(userID: house.anna.id).map(\.category.name) == ["Health", "Здоровье"])
    }

    @Test func anotherPersonsCategoryCannotBeSeenOrChanged() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let id = house.borisCategory.id
        try await withApp(database: database) { browser in
            try await browser.signIn()
            #expect(try await browser.get("/categories/\(id)/edit").status == .notFound)
            #expect(try await browser.get("/categories/\(id)/delete").status == .notFound)
            #expect(try await browser.postForm("/categories/\(id)/edit", [("category_name", "Mine")]).status == .notFound)
            #expect(try await browser.postForm("/categories/\(id)/delete", [("trackers", "delete")]).status == .notFound)
            #expect(!(try await browser.get("/categories").text.contains("Sport")))
            // Moving Anna's trackers into Boris's category is refused too.
            try await house.track("Run")
            let move = try await browser.postForm(
                "/categories/\(house.health.id)/delete",
                [("trackers", "move"), ("move_to", String(id))]
            )
            #expect(move.status == .notFound)
        }
        #expect(try await database.category(id: id, userID: house.boris.id).name == "Sport")
        #expect(try await database.categories(userID: house.anna.id).first?.trackerCount == 1)
    }

    @Test func deletingAskesWhatHappensToTheTrackers() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run")
        let home = try await database.createCategory(userID: house.anna.id, name: "Home", now: fixedNow)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let confirm = try await browser.get("/categories/\(house.health.id)/delete")
            #expect(confirm.text.contains("It holds 1 tracker."))
            #expect(confirm.text.contains(#"<option value="\#(home.id)" selected>Home</option>"#))
            // A choice is required when trackers are inside.
            #expect(try await browser.postForm("/categories/\(house.health.id)/delete", []).status == .badRequest)
            let moved = try await browser.postForm(
                "/categories/\(house.health.id)/delete",
                [("trackers", "move"), ("move_to", String(home.id))]
            )
            #expect(moved.status == .seeOther)
            #expect(try await browser.get("/?day=2026-11-23").text.contains("<h2>Home</h2>"))
        }
        #expect(try await database.tracker(id: run.id, userID: house.anna.id).tracker.categoryId == home.id)
    }

    @Test func renaming() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let form = try await browser.get("/categories/\(house.health.id)/edit")
            #expect(form.text.contains(#"value="Health""#))
            #expect(try await browser.postForm("/categories/\(house.health.id)/edit", [("category_name", "Body")]).location == "/categories")
        }
        #expect(try await database.category(id: house.health.id, userID: house.anna.id).name == "Body")
    }

    @Test func theTrackerFormSurvivesATripToAddACategory() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            // "Add category" submits the form by GET, carrying everything typed.
            let carried =
                "return=%2Ftrackers%2Fnew%2Fhabit&_csrf=secret&kind=habit&name=%D0%91%D0%B5%D0%B3&days%5B%5D=1&days%5B%5D=3&emoji=%F0%9F%98%BB&color=%236E44FE&start=2026-11-21"
            let page = try await browser.get("/categories/new?" + carried)
            #expect(page.status == .ok)
            #expect(page.text.contains(#"<input type="hidden" name="name" value="Бег">"#))
            #expect(!page.text.contains("secret"))
            let token = try TestBrowser.csrfToken(in: page.text)
            let created = try await browser.post(
                "/categories",
                [
                    ("_csrf", token), ("category_name", "Sport"), ("return", "/trackers/new/habit"), ("kind", "habit"), ("name", "Бег"),
                    ("days[]", "1"), ("days[]", "3"), ("emoji", "😻"), ("color", "#6E44FE"), ("start", "2026-11-21"), ("after", ""),
                ]
            )
            #expect(created.status == .seeOther)
            let back = try #require(created.location)
            #expect(back.hasPrefix("/trackers/new/habit?"))
            let form = try await browser.get(back)
            #expect(form.text.contains(#"value="Бег""#))
            #expect(form.text.contains(#"id="emoji-2" name="emoji" value="😻" checked"#))
            #expect(form.text.contains(#"id="day-1" name="days[]" value="1" checked"#))
            #expect(form.text.contains(#"id="day-3" name="days[]" value="3" checked"#))
            #expect(!form.text.contains(#"id="day-2" name="days[]" value="2" checked"#))
            #expect(form.text.contains(##"value="#6E44FE" checked"##))
            // The new category is listed but not chosen.
            #expect(form.text.contains(">Sport</label>"))
            #expect(!form.text.contains(#"name="category" value="\#(house.health.id)" checked"#))
            #expect(!form.text.contains("category\" value=\"3\" checked"))
        }
    }

    @Test func theListBelongsToSettingsOnlyWhenOpenedFromSettings() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let fromSettings = try await browser.get("/categories")
            #expect(fromSettings.text.contains(#"href="/settings" aria-current="page""#))
            // From the tracker form it is a detour that carries the form: no tab to leave it by.
            let fromForm = try await browser.get("/categories?return=%2Ftrackers%2Fnew%2Fhabit&kind=habit&name=Run")
            #expect(fromForm.status == .ok)
            #expect(!fromForm.text.contains("aria-current"))
            #expect(!fromForm.text.contains(#"href="/settings""#))
            #expect(fromForm.text.contains(#"href="/trackers/new/habit?"#))
        }
    }

    @Test func theDetourFromTheFormKeepsTheTokenOutOfTheAddress() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let token = try await browser.token()
            let fields = [("return", "/trackers/new/habit"), ("kind", "habit"), ("name", "Run"), ("days[]", "2")]
            let add = try await browser.post("/categories/detour", [("_csrf", token)] + fields + [("go", "add")])
            #expect(add.status == .seeOther)
            let location = try #require(add.location)
            #expect(location.hasPrefix("/categories/new?return=%2Ftrackers%2Fnew%2Fhabit"))
            #expect(location.contains("name=Run") && location.contains("days%5B%5D=2"))
            #expect(!location.contains(token) && !location.contains("_csrf") && !location.contains("go="))
            let manage = try await browser.post("/categories/detour", [("_csrf", token)] + fields + [("go", "manage")])
            #expect(manage.location?.hasPrefix("/categories?return=") == true)
            // The detour is a POST, so it needs the token like any other.
            #expect(try await browser.post("/categories/detour", fields + [("go", "add")]).status == .forbidden)
        }
    }

    @Test func aReturnAddressOutsideTheTrackerFormsIsIgnored() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let created = try await browser.postForm(
                "/categories",
                [("category_name", "Sport"), ("return", "//evil.example/x"), ("name", "x")]
            )
            #expect(created.location == "/categories")
        }
    }
}
