import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// A person with one category, ready for trackers.
private func personWithCategory(_ database: AppDatabase, _ username: String = "anna") async throws -> (User, Category) {
    let user = try await database.createMember(newUser(username), now: fixedNow)
    let category = try await database.createCategory(userID: user.id, name: "Health", now: fixedNow)
    return (user, category)
}

private func habit(_ category: Category, name: String = "Run", start: String = "2026-11-01", target: Double? = nil) -> NewTracker {
    .fixture(name, categoryID: category.id, start: start, target: target)
}

private let today = Day(iso: "2026-11-21")!

@Suite("Trackers and completions in the store")
struct TrackerStoreTests {
    @Test func createReadUpdateKeepsHistory() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let run = try await database.createTracker(userID: anna.id, habit(health), now: fixedNow)
        try await database.toggleDone(trackerID: run.id, userID: anna.id, day: today, today: today, now: fixedNow)
        var changed = habit(health, name: "Run fast")
        changed.schedule = .everyDay
        try await database.updateTracker(id: run.id, userID: anna.id, changed, now: fixedNow)
        let (saved, doneDays) = try await database.tracker(id: run.id, userID: anna.id)
        #expect(saved.name == "Run fast")
        #expect(saved.schedule == .everyDay)
        #expect(doneDays == 1)
    }

    @Test func toggleMarksThenUndoes() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let run = try await database.createTracker(userID: anna.id, habit(health), now: fixedNow)
        #expect(try await database.toggleDone(trackerID: run.id, userID: anna.id, day: today, today: today, now: fixedNow))
        #expect(try await database.boardRows(userID: anna.id, day: today).first?.isDone == true)
        #expect(try await database.toggleDone(trackerID: run.id, userID: anna.id, day: today, today: today, now: fixedNow) == false)
        #expect(try await database.boardRows(userID: anna.id, day: today).first?.doneDays == 0)
    }

    @Test func futureDaysAndDaysBeforeTheStartCannotBeMarked() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let run = try await database.createTracker(userID: anna.id, habit(health, start: "2026-11-10"), now: fixedNow)
        await #expect(throws: StoreError.dayNotMarkable) {
            try await database.toggleDone(trackerID: run.id, userID: anna.id, day: today.adding(days: 1), today: today, now: fixedNow)
        }
        await #expect(throws: StoreError.dayNotMarkable) {
            try await database.toggleDone(trackerID: run.id, userID: anna.id, day: Day(iso: "2026-11-09")!, today: today, now: fixedNow)
        }
        await #expect(throws: StoreError.dayNotMarkable) {
            try await database.setValue(1, trackerID: run.id, userID: anna.id, day: today.adding(days: 1), today: today, now: fixedNow)
        }
        #expect(try await database.tracker(id: run.id, userID: anna.id).doneDays == 0)
    }

    @Test func anotherPersonsTrackerIsNotFound() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let (boris, borisCategory) = try await personWithCategory(database, "boris")
        let run = try await database.createTracker(userID: anna.id, habit(health), now: fixedNow)
        await #expect(throws: StoreError.notFound) { try await database.tracker(id: run.id, userID: boris.id) }
        await #expect(throws: StoreError.notFound) {
            try await database.toggleDone(trackerID: run.id, userID: boris.id, day: today, today: today, now: fixedNow)
        }
        await #expect(throws: StoreError.notFound) { try await database.setPinned(true, trackerID: run.id, userID: boris.id) }
        await #expect(throws: StoreError.notFound) { try await database.deleteTracker(id: run.id, userID: boris.id) }
        await #expect(throws: StoreError.notFound) {
            try await database.updateTracker(id: run.id, userID: boris.id, habit(borisCategory), now: fixedNow)
        }
        // Nor can Boris file a tracker under Anna's category.
        await #expect(throws: StoreError.notFound) { try await database.createTracker(userID: boris.id, habit(health), now: fixedNow) }
        #expect(try await database.boardRows(userID: boris.id, day: today).isEmpty)
        #expect(try await database.tracker(id: run.id, userID: anna.id).tracker.pinned == false)
    }

    @Test func measurableValuesCountOnlyWhenTheyReachTheTarget() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let water = try await database.createTracker(userID: anna.id, habit(health, name: "Water", target: 8), now: fixedNow)
        try await database.setValue(3, trackerID: water.id, userID: anna.id, day: today, today: today, now: fixedNow)
        var row = try #require(try await database.boardRows(userID: anna.id, day: today).first)
        #expect(row.value == 3 && !row.isDone && row.doneDays == 0)
        try await database.setValue(8, trackerID: water.id, userID: anna.id, day: today, today: today, now: fixedNow)
        row = try #require(try await database.boardRows(userID: anna.id, day: today).first)
        #expect(row.value == 8 && row.isDone && row.doneDays == 1)
        try await database.setValue(nil, trackerID: water.id, userID: anna.id, day: today, today: today, now: fixedNow)
        row = try #require(try await database.boardRows(userID: anna.id, day: today).first)
        #expect(!row.hasCompletion && row.doneDays == 0)
    }

    @Test func theKeptDoneDayCountFollowsEveryKindOfWrite() async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: 3, today: today, trackersPerMember: 8, days: 90)
        try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        let anna = try #require(try await database.user(username: "anna"))
        /// The count the main page shows, next to a count made from the completions themselves.
        func counts() async throws -> [(kept: Int, recounted: Int)] {
            let histories = try await database.histories(userID: anna.id)
            return try await database.boardRows(userID: anna.id, day: today).map { row in
                let history = try #require(histories.first { $0.id == row.tracker.id })
                let recounted = history.completions.filter { Measure.isDone(value: $0.value, target: history.target) }.count
                return (row.doneDays, recounted)
            }
        }
        #expect(try await counts().allSatisfy { $0.kept == $0.recounted && $0.kept > 0 })

        // Raising a measurable tracker's target recounts it; so do values, marks and undoes.
        let rows = try await database.boardRows(userID: anna.id, day: today)
        let measurable = try #require(rows.first { $0.tracker.target != nil })
        let old = measurable.tracker
        let edited = NewTracker(
            kind: old.kind,
            name: old.name,
            categoryID: old.categoryId,
            emoji: old.emoji,
            color: old.color,
            schedule: old.schedule,
            startDay: old.startDay,
            unit: old.unit,
            target: (old.target ?? 1) * 2
        )
        try await database.updateTracker(id: measurable.tracker.id, userID: anna.id, edited, now: fixedNow)
        let habit = try #require(rows.first { $0.tracker.target == nil })
        for offset in 0..<3 {
            try await database.toggleDone(trackerID: habit.tracker.id, userID: anna.id, day: today.adding(days: -offset), today: today, now: fixedNow)
            try await database.setValue(
                Double(offset * 50),
                trackerID: measurable.tracker.id,
                userID: anna.id,
                day: today.adding(days: -offset),
                today: today,
                now: fixedNow
            )
        }
        try await database.setValue(nil, trackerID: measurable.tracker.id, userID: anna.id, day: today, today: today, now: fixedNow)
        #expect(try await counts().allSatisfy { $0.kept == $0.recounted })
    }

    @Test func boardRowsCountDoneDaysAndTheDaysState() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let run = try await database.createTracker(userID: anna.id, habit(health), now: fixedNow)
        for offset in 0..<5 {
            try await database.toggleDone(trackerID: run.id, userID: anna.id, day: today.adding(days: -offset), today: today, now: fixedNow)
        }
        let onToday = try #require(try await database.boardRows(userID: anna.id, day: today).first)
        #expect(onToday.doneDays == 5 && onToday.isDone && onToday.categoryName == "Health")
        let weekAgo = try #require(try await database.boardRows(userID: anna.id, day: today.adding(days: -7)).first)
        #expect(weekAgo.doneDays == 5 && !weekAgo.isDone)
    }
}

@Suite("Categories in the store")
struct CategoryStoreTests {
    @Test func namesAreUniquePerPersonIgnoringCaseInAnyScript() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createMember(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        try await database.createCategory(userID: anna.id, name: "Здоровье", now: fixedNow)
        await #expect(throws: StoreError.categoryNameTaken) {
            try await database.createCategory(userID: anna.id, name: "ЗДОРОВЬЕ", now: fixedNow)
        }
        try await database.createCategory(userID: boris.id, name: "здоровье", now: fixedNow)
        let home = try await database.createCategory(userID: anna.id, name: "Home", now: fixedNow)
        await #expect(throws: StoreError.categoryNameTaken) {
            try await database.renameCategory(id: home.id, userID: anna.id, name: "здоровье")
        }
        try await database.renameCategory(id: home.id, userID: anna.id, name: "HOME")
        // In the member's order: as they were made, a renamed one keeping its place.
        #expect(try await database.categories(userID: anna.id).map(\.category.name) == ["Здоровье", "HOME"])
    }

    @Test func deletingMovesOrDeletesTheTrackers() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let home = try await database.createCategory(userID: anna.id, name: "Home", now: fixedNow)
        let run = try await database.createTracker(userID: anna.id, habit(health), now: fixedNow)
        try await database.toggleDone(trackerID: run.id, userID: anna.id, day: today, today: today, now: fixedNow)
        try await database.deleteCategory(id: health.id, userID: anna.id, moveTo: home.id)
        let moved = try await database.tracker(id: run.id, userID: anna.id)
        #expect(moved.tracker.categoryId == home.id && moved.doneDays == 1)
        try await database.deleteCategory(id: home.id, userID: anna.id, moveTo: nil)
        await #expect(throws: StoreError.notFound) { try await database.tracker(id: run.id, userID: anna.id) }
        let leftovers = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM completion") }
        #expect(leftovers == 0)
    }

    @Test func anotherPersonsCategoryIsNotFound() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health) = try await personWithCategory(database)
        let (boris, borisHealth) = try await personWithCategory(database, "boris")
        await #expect(throws: StoreError.notFound) { try await database.category(id: health.id, userID: boris.id) }
        await #expect(throws: StoreError.notFound) { try await database.renameCategory(id: health.id, userID: boris.id, name: "x") }
        await #expect(throws: StoreError.notFound) { try await database.deleteCategory(id: health.id, userID: boris.id, moveTo: nil) }
        await #expect(throws: StoreError.notFound) {
            try await database.deleteCategory(id: borisHealth.id, userID: boris.id, moveTo: health.id)
        }
        #expect(try await database.categories(userID: anna.id).count == 1)
        #expect(try await database.categories(userID: boris.id).count == 1)
    }
}
