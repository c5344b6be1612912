import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

@Suite("Demo data")
struct DemoDataTests {
    let today = Day(iso: "2026-11-21")!

    @Test func theSameSeedGivesTheSameHousehold() {
        let a = DemoPlan(seed: 7, today: today)
        let b = DemoPlan(seed: 7, today: today)
        let c = DemoPlan(seed: 8, today: today)
        func fingerprint(_ plan: DemoPlan) -> [String] {
            plan.members.flatMap { member in
                member.trackers.map { "\(member.username) \($0.tracker.name) \($0.tracker.schedule.mask) \($0.completions.count)" }
            }
        }
        #expect(fingerprint(a) == fingerprint(b))
        #expect(fingerprint(a) != fingerprint(c))
    }

    @Test func fourMembersWithThirtyMixedTrackersOverTwoYears() {
        let plan = DemoPlan(seed: 2026, today: today)
        #expect(plan.members.count == 4)
        for member in plan.members {
            #expect(member.trackers.count == 30)
            #expect(Set(member.trackers.map(\.categoryIndex)).count == 5)
            #expect(member.trackers.contains { $0.tracker.kind == .irregular })
            #expect(member.trackers.contains { $0.tracker.target != nil })
            #expect(member.trackers.allSatisfy { $0.tracker.startDay <= today.adding(days: -700) })
        }
        // About 60% of the habits' scheduled days are done.
        var scheduled = 0
        var done = 0
        for tracker in plan.members.flatMap(\.trackers) where tracker.tracker.kind == .habit {
            let timing = TrackerTiming(kind: .habit, schedule: tracker.tracker.schedule, startDay: tracker.tracker.startDay)
            var day = tracker.tracker.startDay
            while day <= today {
                if timing.isScheduled(on: day) { scheduled += 1 }
                day = day.adding(days: 1)
            }
            done += tracker.completions.count
        }
        let share = Double(done) / Double(scheduled)
        #expect(share > 0.55 && share < 0.65)
    }

    /// "Feed the cat", shared by Anna and Boris in turns, done on most of its days by whoever's
    /// turn it was: both see it in their Household section, with the turn the done days give.
    @Test func theHouseholdFeedsTheCatInTurns() async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: 1, today: today, trackersPerMember: 2, days: 30)
        try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        let anna = try #require(try await database.user(username: "anna"))
        let boris = try #require(try await database.user(username: "boris"))
        let vera = try #require(try await database.user(username: "vera"))
        let annas = try #require(try await database.choreRows(userID: anna.id, day: today).first)
        let boriss = try #require(try await database.choreRows(userID: boris.id, day: today).first)
        #expect(annas.board.tracker.name == "Feed the cat" && annas.mode == .turns)
        #expect(annas.members.map(\.displayName) == ["Anna", "Boris"])
        #expect(boriss.board.tracker.id == annas.board.tracker.id)
        #expect(try await database.choreRows(userID: vera.id, day: today).isEmpty)
        // Not done today; some days of the last sixty were missed.
        #expect(!annas.board.isDone)
        let done = annas.doneBefore
        #expect(done > 40 && done < 59)
        #expect(annas.turn?.displayName == (done % 2 == 0 ? "Anna" : "Boris"))
        // Each done day was marked by the member whose turn it was.
        let yesterday = try #require(try await database.choreRows(userID: anna.id, day: today.adding(days: -1)).first)
        #expect(yesterday.board.isDone)
        #expect(yesterday.markedBy == ((done - 1) % 2 == 0 ? "Anna" : "Boris"))
    }

    @Test func itGoesIntoAnEmptyDatabaseOnly() async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: 1, today: today, trackersPerMember: 6, days: 60)
        let written = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        let chore = try #require(plan.chore)
        #expect(written == plan.members.flatMap(\.trackers).map(\.completions.count).reduce(0, +) + chore.completions.count)
        let anna = try #require(try await database.user(username: "anna"))
        #expect(anna.role == .owner)
        #expect(try await database.categories(userID: anna.id).count == 5)
        // Her six trackers and the household's chore, which she keeps.
        #expect(try await database.histories(userID: anna.id).count == 7)
        await #expect(throws: StoreError.setupClosed) {
            try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        }
    }

    /// The statistics page reads the database's done days straight into the sweep; it must give
    /// what the same algorithm gives from whole histories (held to an oracle in the core tests),
    /// also once starts move past old marks and targets rise above old values.
    @Test func statisticsFromTheDatabaseMatchThoseFromHistories() async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: 5, today: today, trackersPerMember: 12, days: 120)
        _ = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        func expectSame(_ when: String) async throws {
            for username in ["anna", "boris", "vera", "gleb"] {
                guard let user = try await database.user(username: username) else { continue }
                for day in [today, today.adding(days: -30), today.adding(days: -200)] {
                    let streamed = try await database.statistics(userID: user.id, today: day)
                    let gathered = Statistics.compute(try await database.histories(userID: user.id), today: day)
                    #expect(streamed == gathered, "\(username) on \(day) \(when)")
                }
            }
        }
        try await expectSame("as written")
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE tracker SET start_day = '2026-10-01' WHERE id % 3 = 0")
            try db.execute(sql: "UPDATE tracker SET target = target * 1.5 WHERE target IS NOT NULL")
        }
        try await expectSame("after later starts and higher targets")
    }
}
