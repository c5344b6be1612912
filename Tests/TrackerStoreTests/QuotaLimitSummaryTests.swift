import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// The kept day counts and the statistics read from them, with habits done N times a week or a
/// month and limits, through marks and through edits that change a tracker's goal, quota, target
/// or weekdays after it was marked (the triggers must count its days again).
@Suite("Day summary with quotas and limits")
struct QuotaLimitSummaryTests {
    let today = Day(iso: "2026-11-30")!

    /// A tracker of a random shape: a habit on weekdays, one with a quota, a limit, or an event;
    /// yes/no or measurable.
    private func someTracker(_ name: String, categoryID: Int64, _ random: inout SeededRandom) -> NewTracker {
        let start = today.adding(days: -Int.random(in: 0...100, using: &random))
        let target: Double? = Bool.random(using: &random) ? Double(Int.random(in: 1...4, using: &random)) : nil
        var new = NewTracker(
            kind: .habit, name: name, categoryID: categoryID, emoji: "🙂", color: .red,
            schedule: Schedule(mask: Int.random(in: 1...127, using: &random)), startDay: start,
            unit: target == nil ? nil : "cups", target: target
        )
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            let period: Period = Bool.random(using: &random) ? .week : .month
            new.quota = Quota(times: Int.random(in: 1...period.maximumTimes, using: &random), period: period)
            new.schedule = .everyDay
        case 1: new.goal = .atMost
        case 2:
            new.kind = .irregular
            new.schedule = Schedule(mask: 0)
        default: break
        }
        return new
    }

    @Test(arguments: [11, 12, 13, 14] as [UInt64])
    func itStaysTrueThroughMarksAndEdits(seed: UInt64) async throws {
        let database = try AppDatabase.inMemory()
        var random = SeededRandom(seed: seed)
        var people: [(user: User, category: Int64, trackers: [Int64])] = []
        for name in ["anna", "boris"] {
            let user = try await database.createMember(newUser(name), now: fixedNow)
            try await database.update(.firstWeekday(Bool.random(using: &random) ? .monday : .sunday), userID: user.id)
            let category = try await database.createCategory(userID: user.id, name: "Health", now: fixedNow).id
            var trackers: [Int64] = []
            for index in 0..<10 {
                let new = someTracker("T\(index)", categoryID: category, &random)
                trackers.append(try await database.createTracker(userID: user.id, new, now: fixedNow).id)
            }
            people.append((user, category, trackers))
        }
        let users = people.map(\.user.id)
        // A few weeks of marks first, so that edits have history to recount.
        for _ in 0..<400 {
            let person = people.randomElement(using: &random)!
            try await mark(database, person.user.id, person.trackers.randomElement(using: &random)!, &random)
        }
        try await expectTrue(database, users: users, "as marked")
        var editsThatRecounted = 0
        var slipsSeen = 0
        for step in 0..<120 {
            let before = try DaySummaryCheck.kept(database, userID: person(of: step, people).user.id)
            let person = person(of: step, people)
            let trackerID = person.trackers.randomElement(using: &random)!
            let action: String
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                action = "marks of \(trackerID)"
                for _ in 0..<5 { try await mark(database, person.user.id, trackerID, &random) }
            case 5..<9:
                let new = someTracker("T", categoryID: person.category, &random)
                action = "\(trackerID) edited to \(new.kind) \(new.quota.map { "\($0.times) a \($0.period)" } ?? "") \(new.goal) target \(String(describing: new.target)) schedule \(new.schedule.mask) from \(new.startDay)"
                try await database.updateTracker(id: trackerID, userID: person.user.id, new, now: fixedNow)
            default:
                let weekday: Weekday = Bool.random(using: &random) ? .monday : .sunday
                action = "first weekday \(weekday)"
                try await database.update(.firstWeekday(weekday), userID: person.user.id)
            }
            try await expectTrue(database, users: users, "after step \(step): \(action)")
            let after = try DaySummaryCheck.kept(database, userID: person.user.id)
            if action.contains("edited") && after != before { editsThatRecounted += 1 }
            slipsSeen += after.values.filter { $0[2] > 0 }.count
        }
        // Guards the test itself: edits did move the counts, and limits did slip.
        #expect(editsThatRecounted > 10)
        #expect(slipsSeen > 10)
        for person in people {
            let weekStart = try #require(try await database.user(username: person.user.username)).firstWeekday
            #expect(try await database.histories(userID: person.user.id).allSatisfy { $0.weekStart == weekStart })
        }
    }

    /// Steps take turns between the people.
    private func person<Person>(of step: Int, _ people: [Person]) -> Person { people[step % people.count] }

    /// A mark or an undo on a random day from ten weeks back to today: a toggle, or a value of 0 to 5.
    private func mark(_ database: AppDatabase, _ userID: Int64, _ trackerID: Int64, _ random: inout SeededRandom) async throws {
        let day = today.adding(days: -Int.random(in: 0..<70, using: &random))
        if Bool.random(using: &random) {
            _ = try? await database.toggleDone(trackerID: trackerID, userID: userID, day: day, today: today, now: fixedNow)
        } else {
            let value = Int.random(in: 0...5, using: &random)
            try? await database.setValue(value == 0 ? nil : Double(value), trackerID: trackerID, userID: userID, day: day, today: today, now: fixedNow)
        }
    }

    private func expectTrue(_ database: AppDatabase, users: [Int64], _ when: String) async throws {
        let days = [today, today.adding(days: -1), Day(iso: "2026-10-31")!, today.adding(days: -45)]
        try await DaySummaryCheck.expectTrue(database, users: users, days: days, when)
    }
}
