import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// A chore whose maker is removed from the household goes to the next member who takes part, with
/// its history and day counts; with nobody left it goes with its maker.
@Suite("Household trackers handed over")
struct ChoreHandOverTests {
    let today = Day(iso: "2026-11-21")!
    let days = ["2026-11-19", "2026-11-20", "2026-11-21"].compactMap(Day.init(iso:))

    struct House {
        let database: AppDatabase
        let anna: User
        let boris: User
        let vera: User
        /// Boris's category.
        let borisHome: Category
    }

    func house() async throws -> House {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        let vera = try await database.createMember(newUser("vera"), now: fixedNow)
        let home = try await database.createCategory(userID: boris.id, name: "Home", now: fixedNow)
        return House(database: database, anna: anna, boris: boris, vera: vera, borisHome: home)
    }

    func chore(_ house: House, _ name: String, members: [User]) async throws -> Tracker {
        try await house.database.createTracker(
            userID: house.boris.id,
            .fixture(name, categoryID: house.borisHome.id, days: Weekday.allCases),
            chore: ChorePlan(mode: .turns, memberIDs: members.map(\.id)),
            now: fixedNow
        )
    }

    @Test func theNextMemberInTurnOrderKeepsItInANewHouseholdCategory() async throws {
        let house = try await house()
        let database = house.database
        // Boris made it and left himself out; Vera comes first in the turns, then Anna.
        let cat = try await chore(house, "Feed the cat", members: [house.vera, house.anna])
        for day in days.prefix(2) {
            try await database.toggleDone(trackerID: cat.id, userID: house.vera.id, day: day, today: today, now: fixedNow)
        }
        // The removal's confirmation counts what goes with him: not the chore.
        let going = try await database.member(id: house.boris.id)
        #expect(going.trackerCount == 0 && going.completionCount == 0)
        try await database.removeMember(id: house.boris.id, by: house.anna.id, now: fixedNow)

        let access = try await database.trackerAccess(id: cat.id, userID: house.vera.id)
        #expect(access.holderID == house.vera.id)
        let categories = try await database.categories(userID: house.vera.id)
        #expect(categories.map(\.category.name) == ["Household"])
        #expect(try await database.chorePlan(trackerID: cat.id) == ChorePlan(mode: .turns, memberIDs: [house.vera.id, house.anna.id]))
        let row = try #require(try await database.choreRows(userID: house.anna.id, day: days[1]).first)
        #expect(row.board.isDone)
        #expect(row.board.doneDays == 2)
        // The day counts moved with it: Vera's statistics now hold its two days.
        try await DaySummaryCheck.expectTrue(database, users: [house.anna.id, house.vera.id], days: days, "after the hand-over")
        #expect(try await database.statistics(userID: house.vera.id, today: today).trackersCompleted == 2)
        #expect(try DaySummaryCheck.kept(database, userID: house.boris.id).isEmpty)
    }

    @Test func aKeeperWithCategoriesGetsItInTheirFirst() async throws {
        let house = try await house()
        let database = house.database
        let annaHome = try await database.createCategory(userID: house.anna.id, name: "Kitchen", now: fixedNow)
        let bins = try await chore(house, "Bins", members: [house.boris, house.anna, house.vera])
        try await database.removeMember(id: house.boris.id, by: house.anna.id, now: fixedNow)
        let kept = try await database.history(trackerID: bins.id, userID: house.anna.id).tracker
        #expect(kept.categoryId == annaHome.id)
        #expect(try await database.categories(userID: house.anna.id).count == 1)
    }

    @Test func aChoreOnlyItsMakerTookPartInGoesWithThem() async throws {
        let house = try await house()
        let database = house.database
        let alone = try await chore(house, "Water the cactus", members: [house.boris])
        #expect(try await database.member(id: house.boris.id).trackerCount == 1)
        try await database.removeMember(id: house.boris.id, by: house.anna.id, now: fixedNow)
        await #expect(throws: StoreError.notFound) {
            try await database.trackerAccess(id: alone.id, userID: house.anna.id)
        }
    }
}
