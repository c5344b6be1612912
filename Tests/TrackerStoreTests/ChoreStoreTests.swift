import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// Household trackers in the store (issue 33): any member marks, the history and streak are the
/// household's, turns follow the done days, and a member who leaves leaves the chore.
@Suite("Household trackers in the store")
struct ChoreStoreTests {
    let today = Day(iso: "2026-11-21")!

    struct House {
        let database: AppDatabase
        let anna: User
        let boris: User
        let vera: User
        let chore: Tracker
    }

    /// Anna (the owner) makes "Feed the cat", every day from Nov 1, shared by all three in turns
    /// unless `members` (indexes: 0 Anna, 1 Boris, 2 Vera) and `mode` say otherwise.
    func house(members: [Int] = [0, 1, 2], mode: ChoreMode = .turns) async throws -> House {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        let vera = try await database.createMember(newUser("vera"), now: fixedNow)
        let home = try await database.createCategory(userID: anna.id, name: "Home", now: fixedNow)
        let chore = try await database.createTracker(
            userID: anna.id,
            .fixture("Feed the cat", categoryID: home.id, days: Weekday.allCases),
            chore: ChorePlan(mode: mode, memberIDs: members.map { [anna.id, boris.id, vera.id][$0] }),
            now: fixedNow
        )
        return House(database: database, anna: anna, boris: boris, vera: vera, chore: chore)
    }

    @Test func anyMemberMarksAndTheCardSaysWhoAndWhen() async throws {
        let house = try await house()
        let database = house.database
        let markedAt = fixedNow.addingTimeInterval(-2 * 3600)
        try await database.toggleDone(trackerID: house.chore.id, userID: house.boris.id, day: today, today: today, now: markedAt)
        for member in [house.anna, house.boris, house.vera] {
            let rows = try await database.choreRows(userID: member.id, day: today)
            #expect(rows.count == 1)
            #expect(rows.first?.markedBy == "Boris")
            #expect(rows.first?.markedAt == markedAt)
            #expect(rows.first?.board.isDone == true)
            #expect(rows.first?.members.map(\.displayName) == ["Anna", "Boris", "Vera"])
            #expect(rows.first?.board.doneDays == 1)
            #expect(rows.first?.board.categoryName == "Home")
        }
        // A measurable chore: the value any member enters is the household's.
        let water = try await database.createTracker(
            userID: house.anna.id,
            .fixture("Water the plants", categoryID: house.chore.categoryId, days: Weekday.allCases, target: 3),
            chore: ChorePlan(mode: .shared, memberIDs: [house.anna.id, house.vera.id]),
            now: fixedNow
        )
        try await database.setValue(2, trackerID: water.id, userID: house.vera.id, day: today, today: today, now: fixedNow)
        let row = try #require(try await database.choreRows(userID: house.anna.id, day: today).first { $0.board.tracker.id == water.id })
        #expect(row.board.value == 2 && row.board.hasCompletion && !row.board.isDone)
        #expect(row.markedBy == "Vera" && row.mode == .shared && row.turn == nil)
        // Not on the creator's own list: it is the household's.
        #expect(try await database.boardRows(userID: house.anna.id, day: today).isEmpty)
    }

    @Test func someoneWhoDoesNotTakePartCannotMarkIt() async throws {
        // Boris alone takes part in Anna's chore; Vera doesn't.
        let house = try await house(members: [1], mode: .shared)
        let (database, anna, boris, vera, chore) = (house.database, house.anna, house.boris, house.vera, house.chore)
        await #expect(throws: StoreError.notFound) {
            try await database.toggleDone(trackerID: chore.id, userID: vera.id, day: today, today: today, now: fixedNow)
        }
        // The creator who left themselves out does not mark it either, but may manage it.
        await #expect(throws: StoreError.notFound) {
            try await database.toggleDone(trackerID: chore.id, userID: anna.id, day: today, today: today, now: fixedNow)
        }
        #expect(try await database.choreRows(userID: boris.id, day: today).first?.board.hasCompletion == false)
        #expect(try await database.trackerAccess(id: chore.id, userID: anna.id).mayManage)
        await #expect(throws: StoreError.notFound) { try await database.trackerAccess(id: chore.id, userID: vera.id) }
        let borisAccess = try await database.trackerAccess(id: chore.id, userID: boris.id)
        #expect(borisAccess.mayMark && !borisAccess.mayManage)
    }

    /// Oracle: members mark random days in random order; every day the turn read from the store is
    /// the one of a walk that steps to the next member after each done day, and the household's
    /// streak is the one of a personal tracker done on the same days, whoever marked them.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func turnsAndStreaksAreTheHouseholds(seed: UInt64) async throws {
        let house = try await house()
        let database = house.database
        let members = [house.anna, house.boris, house.vera]
        let first = Day(iso: "2026-11-01")!
        var random = SeededRandom(seed: seed)
        var doneDays: Set<Day> = []
        for _ in 0..<30 {
            let day = first.adding(days: Int.random(in: 0...20, using: &random))
            let member = members.randomElement(using: &random)!
            let isDone = try await database.toggleDone(
                trackerID: house.chore.id,
                userID: member.id,
                day: day,
                today: today,
                now: fixedNow
            )
            if isDone { doneDays.insert(day) } else { doneDays.remove(day) }
        }
        var pointer = 0
        var day = first
        while day <= today {
            let row = try #require(try await database.choreRows(userID: members[pointer].id, day: day).first)
            #expect(row.turn?.id == members[pointer].id, "\(day.iso)")
            if doneDays.contains(day) { pointer = (pointer + 1) % members.count }
            day = day.adding(days: 1)
        }

        let personal = TrackerHistory(
            id: 0,
            timing: house.chore.timing,
            target: nil,
            completions: doneDays.map { DayValue(day: $0, value: nil) },
            skipped: []
        )
        for member in members {
            // Read as the details page reads it for each member: as its keeper's.
            let holderID = try await database.trackerAccess(id: house.chore.id, userID: member.id).holderID
            let (_, history) = try await database.history(trackerID: house.chore.id, userID: holderID)
            #expect(Streaks.summary(history, today: today) == Streaks.summary(personal, today: today), "\(member.username)")
        }
    }

    @Test func aMemberWhoLeavesLeavesTheChoreAndTheTurnsSkipThem() async throws {
        let house = try await house()
        let database = house.database
        try await database.toggleDone(trackerID: house.chore.id, userID: house.boris.id, day: today, today: today, now: fixedNow)
        try await database.removeMember(id: house.boris.id, by: house.anna.id)
        #expect(try await database.chorePlan(trackerID: house.chore.id)?.memberIDs == [house.anna.id, house.vera.id])
        let row = try #require(try await database.choreRows(userID: house.vera.id, day: today).first)
        // The day stays done; who did it is no longer named.
        #expect(row.board.isDone)
        #expect(row.markedBy == nil)
        #expect(row.members.map(\.displayName) == ["Anna", "Vera"])
        #expect(row.nextTurn?.displayName == "Vera")
    }
}

extension ChoreStoreTests {
    /// Each member who takes part gets the day's push reminder once, until someone marks the day.
    @Test func theReminderGoesToEachMemberUntilSomeoneMarks() async throws {
        let house = try await house()
        let database = house.database
        let chore = house.chore
        let check = ReminderCheck.of(chore.timing, on: today, weekStart: .monday)
        func claim(_ member: User) async throws -> Bool {
            try await database.claimReminder(trackerID: chore.id, day: today, dueAt: fixedNow, check: check, memberID: member.id) != nil
        }
        #expect(try await claim(house.anna))
        #expect(try await claim(house.boris))
        #expect(try await !claim(house.boris))
        try await database.toggleDone(trackerID: chore.id, userID: house.anna.id, day: today, today: today, now: fixedNow)
        #expect(try await !claim(house.vera))
    }

    /// A chore with a reminder time is in the calendar feed of each member who takes part, and in
    /// nobody else's.
    @Test func theCalendarFeedsOfItsMembersHoldItsReminder() async throws {
        let house = try await house(members: [1, 2])
        let database = house.database
        let bins = try await database.createTracker(
            userID: house.anna.id,
            .fixture("Bins", categoryID: house.chore.categoryId, days: Weekday.allCases, reminder: "08:00"),
            chore: ChorePlan(mode: .shared, memberIDs: [house.boris.id, house.vera.id]),
            now: fixedNow
        )
        for (member, expected) in [(house.anna, false), (house.boris, true), (house.vera, true)] {
            let token = try await database.newCalendarFeed(userID: member.id)
            let feed = try #require(try await database.calendarFeed(token: token))
            #expect(feed.reminders.contains { $0.trackerID == bins.id } == expected, "\(member.username)")
        }
    }
}
