import Foundation
import PushDelivery
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// A household tracker marked from a notification's "Done" says who marked it: the member the
/// notification went to.
extension ReminderSchedulerTests {
    @Test func aChoresDoneLinkRecordsTheMemberWhoseLinkItWas() async throws {
        let (database, house, _) = try await household([])
        try await database.savePushTarget(
            userID: house.boris.id,
            kind: .webhook,
            url: "https://hooks.home/b",
            token: nil,
            site: "http://tracker.home",
            now: now
        )
        let cat = try await database.createTracker(
            userID: house.anna.id,
            .fixture("Feed the cat", categoryID: house.health.id, days: Weekday.allCases, reminder: "09:50"),
            chore: ChorePlan(mode: .shared, memberIDs: [house.boris.id]),
            now: now
        )
        let transport = RecordingTransport()
        try await scheduler(database, transport).check(at: now)
        let done = try #require(transport.bodies.first { $0["member"] as? String == "boris" }?["done_url"] as? String)
        #expect(done.contains(".\(house.boris.id)."))
        let today = Day(iso: "2026-11-21")!
        try await withApp(database: database) { phone in
            let marked = try await phone.post(String(done.dropFirst("http://tracker.home".count)), [])
            #expect(marked.status == .ok)
            let row = try #require(try await database.choreRows(userID: house.boris.id, day: today).first { $0.board.tracker.id == cat.id })
            #expect(row.board.isDone)
            #expect(row.markedBy == "Boris")
            // The card says so.
            let boris = phone.another()
            try await boris.signIn("boris")
            #expect(try await boris.get("/").text.contains("Done by Boris, 10:00"))
        }
    }
}
