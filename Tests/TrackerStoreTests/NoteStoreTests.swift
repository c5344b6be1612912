import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// The note table: one note a tracker and day, the note rule mirrored by its CHECKs, the days a
/// mark could be made on, the owner's alone, and gone with the tracker.
@Suite("Notes in the store")
struct NoteStoreTests {
    let today = Day(iso: "2026-11-21")!

    private func setUp() async throws -> (AppDatabase, User, Tracker) {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let category = try await database.createCategory(userID: anna.id, name: "Health", now: fixedNow)
        let walk = try await database.createTracker(
            userID: anna.id,
            .fixture("Walk", categoryID: category.id, days: Weekday.allCases, start: "2026-11-01"),
            now: fixedNow
        )
        return (database, anna, walk)
    }

    @Test func oneNoteADayIsWrittenReplacedAndDeleted() async throws {
        let (database, anna, walk) = try await setUp()
        let day = Day(iso: "2026-11-20")!
        try await database.setNote("First", trackerID: walk.id, userID: anna.id, day: day, today: today, now: fixedNow)
        try await database.setNote("Second", trackerID: walk.id, userID: anna.id, day: day, today: today, now: fixedNow)
        try await database.setNote("Other day", trackerID: walk.id, userID: anna.id, day: Day(iso: "2026-11-01")!, today: today, now: fixedNow)
        let november = try await database.notes(trackerID: walk.id, userID: anna.id, month: Month(day))
        #expect(november == [DayNote(day: Day(iso: "2026-11-01")!, text: "Other day"), DayNote(day: day, text: "Second")])
        #expect(try await database.notes(trackerID: walk.id, userID: anna.id, month: Month(Day(iso: "2026-10-01")!)).isEmpty)
        try await database.setNote(nil, trackerID: walk.id, userID: anna.id, day: day, today: today, now: fixedNow)
        #expect(try await database.trackerDay(trackerID: walk.id, userID: anna.id, day: day).note == nil)
    }

    @Test func aNoteNeedsADayAMarkCouldBeMadeOnAndTheOwner() async throws {
        let (database, anna, walk) = try await setUp()
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        for day in ["2026-11-22", "2026-10-31"] {
            await #expect(throws: StoreError.dayNotMarkable) {
                try await database.setNote("x", trackerID: walk.id, userID: anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
            }
        }
        await #expect(throws: StoreError.notFound) {
            try await database.setNote("x", trackerID: walk.id, userID: boris.id, day: today, today: today, now: fixedNow)
        }
        await #expect(throws: StoreError.notFound) {
            try await database.notes(trackerID: walk.id, userID: boris.id, month: Month(today))
        }
        #expect(try await database.notes(trackerID: walk.id, userID: anna.id, month: Month(today)).isEmpty)
    }

    @Test func theSchemaMirrorsTheNoteRuleAndNotesGoWithTheirTracker() async throws {
        let (database, anna, walk) = try await setUp()
        func stores(_ text: String) -> Bool {
            do {
                try database.writer.write { db in
                    try db.execute(
                        sql: "INSERT OR REPLACE INTO note (tracker_id, day, text, created_at, updated_at) VALUES (?, '2026-11-05', ?, '', '')",
                        arguments: [walk.id, text]
                    )
                }
                return true
            } catch {
                return false
            }
        }
        let accepted = ["Rain\nwind", String(repeating: "👍🏽", count: 500), String(repeating: "я", count: 500), "<script>"]
        for text in accepted {
            #expect((try? NoteText.validate(text).get()) == text)
            #expect(stores(text), "\(text.prefix(10))")
        }
        let refused = ["", "\u{0}b", "a\u{7}b", "tab\there", "a\rb", "b\u{7F}", String(repeating: "a", count: 4097)]
        for text in refused {
            #expect(!stores(text), "\(text.debugDescription)")
            #expect((try? NoteText.validate(text).get()) != text)
        }
        #expect(!stores(String(repeating: "я", count: 2049)))  // 4098 bytes
        try await database.deleteTracker(id: walk.id, userID: anna.id)
        let left = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM note") }
        #expect(left == 0)
    }
}
