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

    @Test func itGoesIntoAnEmptyDatabaseOnly() async throws {
        let database = try AppDatabase.inMemory()
        let plan = DemoPlan(seed: 1, today: today, trackersPerMember: 6, days: 60)
        let written = try await database.insertDemo(plan, passwordHash: "hash", timeZone: "UTC", now: fixedNow)
        #expect(written == plan.members.flatMap(\.trackers).map(\.completions.count).reduce(0, +))
        let anna = try #require(try await database.user(username: "anna"))
        #expect(anna.role == .owner)
        #expect(try await database.categories(userID: anna.id).count == 5)
        #expect(try await database.histories(userID: anna.id).count == 6)
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
