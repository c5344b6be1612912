import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// Archive and your order (issue 32): an archived tracker leaves every list and count but keeps
/// its history; the member's order is kept, and new ones go last.
@Suite("Archive and order")
struct ArchiveAndOrderTests {
    let today = Day(iso: "2026-11-21")!

    /// Anna with a category and `names` trackers in it, created in that order.
    private func anna(_ database: AppDatabase, _ names: [String], isPublic: Bool = false) async throws -> (User, Int64, [Int64]) {
        let anna = try await database.createMember(newUser("anna"), now: fixedNow)
        let category = try await database.createCategory(userID: anna.id, name: "Health", now: fixedNow).id
        var ids: [Int64] = []
        for name in names {
            let new = NewTracker.fixture(name, categoryID: category, days: Weekday.allCases, isPublic: isPublic, reminder: "08:00")
            ids.append(try await database.createTracker(userID: anna.id, new, now: fixedNow).id)
        }
        return (anna, category, ids)
    }

    /// Marks or unmarks a day straight in the table, as every writer does through the triggers.
    private func setDone(_ done: Bool, _ database: AppDatabase, _ trackerID: Int64, _ day: Day) async throws {
        try await database.writer.write { db in
            if done {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO completion (tracker_id, day, created_at) VALUES (?, ?, ?)", arguments: [trackerID, day, fixedNow])
            } else {
                try db.execute(sql: "DELETE FROM completion WHERE tracker_id = ? AND day = ?", arguments: [trackerID, day])
            }
        }
    }

    @Test func anArchivedTrackerLeavesEveryListAndKeepsItsHistory() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, _, ids) = try await anna(database, ["Read", "Walk"], isPublic: true)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        try await database.follow(anna.id, by: boris.id, now: fixedNow)
        let token = try await database.newCalendarFeed(userID: anna.id)
        for offset in 0..<5 { try await setDone(true, database, ids[0], today.adding(days: -offset)) }
        let statsBefore = try await database.statistics(userID: anna.id, today: today)
        #expect(statsBefore.trackersCompleted == 5)

        try await database.setArchived(true, trackerID: ids[0], userID: anna.id, now: fixedNow)

        #expect(try await database.boardRows(userID: anna.id, day: today).map(\.tracker.id) == [ids[1]])
        #expect(try await database.histories(userID: anna.id).map(\.id) == [ids[1]])
        let stats = try await database.statistics(userID: anna.id, today: today)
        #expect(stats.trackersCompleted == 0)
        #expect(stats == Statistics.compute(try await database.histories(userID: anna.id), today: today))
        // The household sees only the tracker in use.
        #expect(try await database.publicBoardRows(memberID: anna.id, day: today).map(\.tracker.id) == [ids[1]])
        await #expect(throws: StoreError.notFound) { try await database.publicHistory(trackerID: ids[0], memberID: anna.id) }
        let household = try await database.household(viewerID: boris.id, now: fixedNow)
        #expect(household.today.flatMap { $0.trackers.map(\.trackerID) } == [ids[1]])
        #expect(try await database.profile(memberID: anna.id, viewerID: boris.id).publicTrackers == 1)
        // No reminder: not in the feed, not pushed, not claimed.
        #expect(try await database.calendarFeed(token: token)?.reminders.map(\.trackerID) == [ids[1]])
        let claimed = try await database.claimReminder(
            trackerID: ids[0], day: today, dueAt: fixedNow, check: .short(times: 1, first: today, last: today))
        #expect(claimed == nil)
        // Its history stays, and is its own again when restored.
        #expect(try await database.history(trackerID: ids[0], userID: anna.id).history.completions.count == 5)
        #expect(try await database.archivedTrackers(userID: anna.id).map(\.id) == [ids[0]])
        try await database.setArchived(false, trackerID: ids[0], userID: anna.id, now: fixedNow)
        #expect(try await database.archivedTrackers(userID: anna.id).isEmpty)
        #expect(try await database.statistics(userID: anna.id, today: today) == statsBefore)
        #expect(try await database.boardRows(userID: anna.id, day: today).map(\.tracker.id) == ids)
    }

    @Test func anotherMembersTrackerCannotBeArchivedOrMoved() async throws {
        let database = try AppDatabase.inMemory()
        let (_, category, ids) = try await anna(database, ["Read", "Walk"])
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        await #expect(throws: StoreError.notFound) { try await database.setArchived(true, trackerID: ids[0], userID: boris.id, now: fixedNow) }
        await #expect(throws: StoreError.notFound) { try await database.moveTracker(id: ids[1], userID: boris.id, .up) }
        await #expect(throws: StoreError.notFound) { try await database.moveCategory(id: category, userID: boris.id, .up) }
        await #expect(throws: StoreError.notFound) { try await database.orderedTrackers(categoryID: category, userID: boris.id) }
    }

    /// The kept day counts stay true, against a count from the histories in use, while trackers
    /// are archived and restored among marks.
    @Test(arguments: [21, 22] as [UInt64])
    func theDayCountsLeaveArchivedTrackersOut(seed: UInt64) async throws {
        let database = try AppDatabase.inMemory()
        var random = SeededRandom(seed: seed)
        let (anna, _, ids) = try await anna(database, (0..<6).map { "T\($0)" })
        for step in 0..<200 {
            let id = ids.randomElement(using: &random)!
            if step % 10 == 9 {
                try await database.setArchived(Bool.random(using: &random), trackerID: id, userID: anna.id, now: fixedNow)
            } else {
                let day = today.adding(days: -Int.random(in: 0..<20, using: &random))
                try await setDone(Bool.random(using: &random), database, id, day)
            }
            if step % 25 == 24 {
                try await DaySummaryCheck.expectTrue(database, users: [anna.id], days: [today], "after step \(step)")
            }
        }
        #expect(try await database.archivedTrackers(userID: anna.id).count > 0, "something was archived")
    }

    @Test func newTrackersGoLastAndMovesSwapNeighbours() async throws {
        let database = try AppDatabase.inMemory()
        // Created out of name order: the member's order is the order of creation.
        let (anna, category, ids) = try await anna(database, ["Walk", "Read", "Yoga"])
        func order() async throws -> [Int64] { try await database.orderedTrackers(categoryID: category, userID: anna.id).trackers.map(\.id) }
        #expect(try await order() == ids)
        #expect(try await database.moveTracker(id: ids[0], userID: anna.id, .up) == false)
        #expect(try await database.moveTracker(id: ids[2], userID: anna.id, .down) == false)
        #expect(try await order() == ids)
        #expect(try await database.moveTracker(id: ids[2], userID: anna.id, .up))
        #expect(try await order() == [ids[0], ids[2], ids[1]])
        #expect(try await database.boardRows(userID: anna.id, day: today).map(\.tracker.id) == [ids[0], ids[2], ids[1]])
        // An archived tracker is passed over: Walk moves down past it, below Read.
        try await database.setArchived(true, trackerID: ids[2], userID: anna.id, now: fixedNow)
        #expect(try await database.moveTracker(id: ids[0], userID: anna.id, .down))
        #expect(try await order() == [ids[1], ids[0]])
        let new = try await database.createTracker(userID: anna.id, .fixture("Apple", categoryID: category), now: fixedNow)
        #expect(try await order() == [ids[1], ids[0], new.id])
    }

    @Test func categoriesKeepTheirOrderAndTheTrackersFollowIt() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, health, ids) = try await anna(database, ["Walk", "Read"])
        let work = try await database.createCategory(userID: anna.id, name: "Art", now: fixedNow).id
        let draw = try await database.createTracker(userID: anna.id, .fixture("Draw", categoryID: work, days: Weekday.allCases), now: fixedNow)
        // New categories go last, whatever their names.
        #expect(try await database.categories(userID: anna.id).map(\.category.id) == [health, work])
        #expect(try await database.boardRows(userID: anna.id, day: today).map(\.tracker.id) == ids + [draw.id])
        #expect(try await database.moveCategory(id: health, userID: anna.id, .up) == false)
        #expect(try await database.moveCategory(id: work, userID: anna.id, .up))
        #expect(try await database.categories(userID: anna.id).map(\.category.id) == [work, health])
        // One sequence: the pinned group and the household's flat list follow it too.
        #expect(try await database.boardRows(userID: anna.id, day: today).map(\.tracker.id) == [draw.id] + ids)
        let member = try await database.memberData(userID: anna.id)
        #expect(member.categories.map(\.id) == [work, health] && member.trackers.map(\.id) == [draw.id] + ids)
        // A tracker moved to another category goes last there.
        let walk = try await database.tracker(id: ids[0], userID: anna.id).tracker
        var edited = NewTracker.fixture("Walk", categoryID: work, days: Weekday.allCases)
        edited.schedule = walk.schedule
        try await database.updateTracker(id: ids[0], userID: anna.id, edited, now: fixedNow)
        #expect(try await database.orderedTrackers(categoryID: work, userID: anna.id).trackers.map(\.id) == [draw.id, ids[0]])
        #expect(try await database.boardRows(userID: anna.id, day: today).map(\.tracker.id) == [draw.id, ids[0], ids[1]])
    }

    /// A database from before (v14) gets today's order: categories by name, trackers by name
    /// within them, numbered through.
    @Test func theMigrationKeepsTodaysOrder() async throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v14-frequencies")
        try await queue.write { db in
            try db.execute(
                sql: "INSERT INTO user (username, display_name, password_hash, role, time_zone, created_at) VALUES ('anna', 'Anna', 'hash', 'owner', 'UTC', ?)",
                arguments: [fixedNow]
            )
            let user = db.lastInsertedRowID
            for (category, trackers) in [("work", ["b", "a"]), ("health", ["z", "c", "m"])] {
                try db.execute(
                    sql: "INSERT INTO category (user_id, name, name_key, created_at) VALUES (?, ?, ?, ?)", arguments: [user, category, category, fixedNow])
                let id = db.lastInsertedRowID
                for name in trackers {
                    try db.execute(
                        sql: """
                            INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, created_at, updated_at)
                            VALUES (?, ?, 'habit', ?, ?, '🙂', '#FD4C49', 127, '2026-11-01', ?, ?)
                            """,
                        arguments: [user, id, name, name, fixedNow, fixedNow]
                    )
                }
            }
        }
        let database = try AppDatabase(queue)
        let rows = try await database.boardRows(userID: 1, day: today)
        #expect(rows.map(\.tracker.name) == ["c", "m", "z", "a", "b"])
        #expect(rows.map(\.tracker.position) == [1, 2, 3, 4, 5])
        #expect(try await database.categories(userID: 1).map(\.category.name) == ["health", "work"])
    }
}
