import Foundation
import Logging
import PushDelivery
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// The push scheduler on an injected clock, sending through a recording transport: which
/// reminders go out, how often, and what a notification's "Done" link does.
@Suite("Push reminders")
struct ReminderSchedulerTests {
    /// 10:00 UTC on Saturday 21 November 2026, Anna's zone: every test's "now".
    let now = fixedNow

    /// A scheduler as the server runs it, but with no waits between retries.
    func scheduler(_ database: AppDatabase, _ transport: RecordingTransport, at instant: Date? = nil) throws -> ReminderScheduler {
        let clock = instant ?? now
        let services = Services(
            config: testConfig(),
            database: database,
            renderer: try Renderer(directory: testConfig().templatesPath),
            clock: AppClock { clock },
            pushTransport: transport
        )
        return ReminderScheduler(
            database: database,
            sender: PushSender(database: database, transport: transport, sleep: { _ in }, now: { clock }),
            composer: services.pushComposer,
            now: { clock },
            logger: Logger(label: "test")
        )
    }

    /// The tracker's marks, every day.
    func marks(_ database: AppDatabase, _ tracker: Tracker) async throws -> [DayValue] {
        try await database.history(trackerID: tracker.id, userID: tracker.userId).history.completions
    }

    /// Anna with a webhook target (saved from tracker.home) and the given trackers.
    func household(_ reminders: [(String, String?)], target: Double? = nil) async throws -> (AppDatabase, Household, [Tracker]) {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        var trackers: [Tracker] = []
        for (name, time) in reminders {
            trackers.append(try await house.track(name, days: Weekday.allCases, target: target, reminder: time))
        }
        try await database.savePushTarget(
            userID: house.anna.id,
            kind: .webhook,
            url: "https://hooks.home/a",
            token: nil,
            site: "http://tracker.home",
            now: now
        )
        return (database, house, trackers)
    }

    @Test func aDueUndoneReminderIsSentOnceEvenAcrossARestart() async throws {
        let (database, _, trackers) = try await household([("Water", "09:50"), ("Later", "10:05"), ("Stale", "09:29")])
        let transport = RecordingTransport()
        let claims = try await scheduler(database, transport).check(at: now)
        #expect(claims.map(\.reminder.trackerID) == [trackers[0].id])
        #expect(transport.requests.count == 1)
        let body = try #require(transport.bodies.first)
        #expect(body["title"] as? String == "🙂 Water" && body["day"] as? String == "2026-11-21")
        #expect(body["url"] as? String == "http://tracker.home/?day=2026-11-21#tracker-\(trackers[0].id)")
        #expect((body["done_url"] as? String)?.hasPrefix("http://tracker.home/reminders/done/\(trackers[0].id).20261121.") == true)
        // The next check, and a new scheduler after a restart, send nothing more.
        try await scheduler(database, transport).check(at: now.addingTimeInterval(60))
        try await scheduler(database, transport).check(at: now.addingTimeInterval(120))
        #expect(transport.requests.count == 1)
        // At 10:05 the next one is due; "Stale" rang 31 minutes before 10:00 and never goes.
        try await scheduler(database, transport).check(at: now.addingTimeInterval(5 * 60))
        #expect(transport.bodies.map { $0["title"] as? String } == ["🙂 Water", "🙂 Later"])
    }

    @Test func nothingIsSentForADoneTrackerOrWithRemindersSwitchedOff() async throws {
        let (database, house, trackers) = try await household([("Water", "09:50"), ("Steps", "09:55")], target: 8)
        let today = Day(iso: "2026-11-21")!
        // Water has reached its target; Steps has only part of it, so it is still not done.
        try await database.setValue(8, trackerID: trackers[0].id, userID: house.anna.id, day: today, today: today, now: now)
        try await database.setValue(3, trackerID: trackers[1].id, userID: house.anna.id, day: today, today: today, now: now)
        try await database.update(.notifications(false), userID: house.anna.id)
        let transport = RecordingTransport()
        #expect(try await scheduler(database, transport).check(at: now).isEmpty)
        #expect(transport.requests.isEmpty)
        try await database.update(.notifications(true), userID: house.anna.id)
        try await scheduler(database, transport).check(at: now)
        #expect(transport.bodies.map { $0["title"] as? String } == ["🙂 Steps"])
    }

    @Test func aFailedSendIsRetriedAtMostThreeTimesAndItsStatusKept() async throws {
        let (database, house, _) = try await household([("Water", "09:50"), ("Tea", "09:51")])
        let transport = RecordingTransport([.status(503), .timeout, .unreachable, .status(500)], then: .status(401))
        try await scheduler(database, transport).check(at: now.addingTimeInterval(-9.5 * 60))
        // Water: the first try and three retries, all failing.
        #expect(transport.requests.count == 4)
        #expect(try await database.pushTargets(userID: house.anna.id).first?.lastStatus == "http 500")
        // Tea: 401 won't mend itself, so it is not retried.
        try await scheduler(database, transport).check(at: now)
        #expect(transport.requests.count == 5)
        #expect(try await database.pushTargets(userID: house.anna.id).first?.lastStatus == "http 401")
    }

    @Test func theDoneLinkMarksTheDayOnceWithoutSigningIn() async throws {
        let (database, house, trackers) = try await household([("Water", "09:50")], target: 8)
        let transport = RecordingTransport()
        try await scheduler(database, transport).check(at: now)
        let done = try #require(transport.bodies.first?["done_url"] as? String)
        let path = String(done.dropFirst("http://tracker.home".count))
        let today = Day(iso: "2026-11-21")!
        try await withApp(database: database) { phone in
            // Opening it asks first and changes nothing.
            let ask = try await phone.get(path)
            #expect(ask.status == .ok)
            #expect(ask.text.contains("Mark as done?") && ask.text.contains("🙂 Water, Saturday, November 21, 2026."))
            #expect(try await marks(database, trackers[0]).isEmpty)
            // ntfy posts it with no session, no form and no CSRF token.
            let marked = try await phone.post(path, [])
            #expect(marked.status == .ok && marked.text.contains("Marked done"))
            let values = try await marks(database, trackers[0])
            #expect(values.count == 1 && values.first?.day == today && values.first?.value == 8)
            // Used: a clear page, nothing changes.
            let again = try await phone.post(path, [])
            #expect(again.status == .gone && again.text.contains("Already used"))
            #expect(try await phone.get(path).status == .gone)
            #expect(try await marks(database, trackers[0]).count == 1)
            // A forged or broken token is not found.
            let forged = path.replacingOccurrences(of: "/\(trackers[0].id).", with: "/\(trackers[0].id + 1).")
            #expect(try await phone.post(forged, []).status == .notFound)
            #expect(try await phone.get("/reminders/done/nonsense").status == .notFound)
        }
        // After the member's day ends, the link has expired.
        try await database.update(.notifications(true), userID: house.anna.id)
        try await withApp(database: database, now: now.addingTimeInterval(14 * 3600 + 1)) { phone in
            let expired = try await phone.post(path, [])
            #expect(expired.status == .gone && expired.text.contains("This link has expired"))
        }
    }
}
