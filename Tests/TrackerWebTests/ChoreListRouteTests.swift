import Foundation
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// Household trackers on "Your trackers" and the Statistics page: a chore's maker who left
/// themselves out still reaches it; a member who takes part sees it without Edit.
@Suite("Household trackers: Your trackers and Statistics")
struct ChoreListRouteTests {
    /// Anna (the owner) makes "Feed the cat" for Boris alone.
    private func borisFeedsTheCat(_ database: AppDatabase) async throws -> (Household, Tracker) {
        let house = try await Household.make(database)
        let cat = try await database.createTracker(
            userID: house.anna.id,
            .fixture("Feed the cat", categoryID: house.health.id, days: Weekday.allCases),
            chore: ChorePlan(mode: .shared, memberIDs: [house.boris.id]),
            now: fixedNow
        )
        return (house, cat)
    }

    @Test func theMakerWhoLeftThemselvesOutReachesTheChoreFromYourTrackers() async throws {
        let database = try AppDatabase.inMemory()
        let (house, cat) = try await borisFeedsTheCat(database)
        _ = try await house.track("Swim")
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let list = try await anna.get("/trackers")
            #expect(list.text.contains("<h2>Health</h2>") && list.text.contains("<h2>Household</h2>"))
            #expect(list.text.contains(#"href="/trackers/\#(cat.id)""#))
            #expect(list.text.contains(#"href="/trackers/\#(cat.id)/edit""#))
            // One category of her own: still nothing to reorder.
            #expect(!list.text.contains("/categories/order"))
            #expect(try await anna.get("/trackers/\(cat.id)/edit").status == .ok)

            let boris = anna.another()
            try await boris.signIn("boris")
            let his = try await boris.get("/trackers")
            #expect(his.text.contains("<h2>Household</h2>"))
            #expect(his.text.contains(#"href="/trackers/\#(cat.id)""#))
            // He takes part but may not change it: no Edit, and no empty state either.
            #expect(!his.text.contains("/trackers/\(cat.id)/edit"))
            #expect(!his.text.contains("empty-state"))
        }
    }

    @Test func theStatisticsPageSaysWhereAChoreIsCounted() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let note = "Household trackers count here only for the member who keeps them"
            #expect(try await !anna.get("/statistics").text.contains(note))
            _ = try await database.createTracker(
                userID: house.anna.id,
                .fixture("Feed the cat", categoryID: house.health.id, days: Weekday.allCases),
                chore: ChorePlan(mode: .shared, memberIDs: [house.boris.id]),
                now: fixedNow
            )
            #expect(try await anna.get("/statistics").text.contains(note))
            let boris = anna.another()
            try await boris.signIn("boris")
            #expect(try await boris.get("/statistics").text.contains(note))
        }
    }
}
