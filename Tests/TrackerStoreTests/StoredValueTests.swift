import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// A member with a habit (Mon/Wed/Fri, red, from 2026-11-01) and one mark on it.
private func memberWithHabit(_ database: AppDatabase) async throws -> (user: User, tracker: Tracker) {
    let user = try await database.createMember(newUser("anna"), now: fixedNow)
    let category = try await database.createCategory(userID: user.id, name: "Health", now: fixedNow)
    let tracker = try await database.createTracker(
        userID: user.id,
        NewTracker(
            kind: .habit,
            name: "Run",
            categoryID: category.id,
            emoji: "🙂",
            color: .red,
            schedule: Schedule([.monday, .wednesday, .friday]),
            startDay: Day(iso: "2026-11-01")!,
            reminderTime: "07:30"
        ),
        now: fixedNow
    )
    let monday = Day(iso: "2026-11-16")!
    try await database.toggleDone(trackerID: tracker.id, userID: user.id, day: monday, today: monday, now: fixedNow)
    return (user, tracker)
}

/// Writes past the schema's CHECKs, as a damaged or hand-edited file could hold.
private func writeUnchecked(_ database: AppDatabase, _ sql: String, _ arguments: StatementArguments) throws {
    try database.writer.writeWithoutTransaction { db in
        try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
        defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
        try db.execute(sql: sql, arguments: arguments)
    }
}

/// Expects `body` to throw for the stored value of `column`, which is not a `type`.
private func expectRefused<R>(
    _ column: String,
    _ value: String,
    as type: String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: () async throws -> R
) async {
    let error = await #expect(throws: StoredValueError.self, sourceLocation: sourceLocation) { _ = try await body() }
    #expect(error?.column == column && error?.value == value, sourceLocation: sourceLocation)
    #expect(error?.type.contains(type) == true, "\(error?.type ?? "")", sourceLocation: sourceLocation)
}

@Suite("Languages, days, schedules and colours as stored")
struct StoredValueTests {
    @Test func typedValuesAreStoredAsTheSameTextAndNumbers() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, run) = try await memberWithHabit(database)
        try await database.update(.language(.ru), userID: anna.id)
        try await database.setAvatarEmoji(userID: anna.id, emoji: "🐶", color: .navy)

        let stored = try database.writer.read { db in
            try Row.fetchOne(
                db,
                sql: """
                    SELECT user.language, user.avatar_color, tracker.color, tracker.schedule, typeof(tracker.schedule),
                        tracker.start_day, completion.day
                    FROM user JOIN tracker ON tracker.user_id = user.id JOIN completion ON completion.tracker_id = tracker.id
                    WHERE user.id = ?
                    """,
                arguments: [anna.id]
            )
        }
        let row = try #require(stored)
        #expect(row[0] as String == "ru")
        #expect(row[1] as String == "#35347C")
        #expect(row[2] as String == "#FD4C49")
        #expect(row[3] as Int == 0b10101)
        #expect(row[4] as String == "integer")
        #expect(row[5] as String == "2026-11-01")
        #expect(row[6] as String == "2026-11-16")

        let user = try #require(try await database.user(username: "anna"))
        #expect(user.language == .ru && user.avatarColor == .navy)
        #expect(try await database.person(id: anna.id).avatarColor == .navy)
        let (tracker, _) = try await database.tracker(id: run.id, userID: anna.id)
        #expect(tracker.color == .red)
        #expect(tracker.schedule == Schedule([.monday, .wednesday, .friday]))
        #expect(tracker.startDay == Day(iso: "2026-11-01"))
        #expect(try await database.history(trackerID: run.id, userID: anna.id).history.completions.map(\.day) == [Day(iso: "2026-11-16")])

        // A language chosen, then given back to the browser, is NULL again.
        try await database.update(.language(nil), userID: anna.id)
        #expect(try #require(try await database.user(username: "anna")).language == nil)
    }

    @Test func aLanguageThatIsNoCodeIsAnError() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, _) = try await memberWithHabit(database)
        try writeUnchecked(database, "UPDATE user SET language = 'Deutsch!' WHERE id = ?", [anna.id])
        await expectRefused("language", "'Deutsch!'", as: "Language") { try await database.user(username: "anna") }
        await expectRefused("language", "'Deutsch!'", as: "Language") { try await database.members() }
    }

    /// A language whose catalogue was taken away reads back as its code (the pages then speak
    /// English), not as a broken row; the schema takes any well-formed code.
    @Test func aLanguageWithoutACatalogueStillReads() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, _) = try await memberWithHabit(database)
        try await database.writer.write { db in try db.execute(sql: "UPDATE user SET language = 'pt-br' WHERE id = ?", arguments: [anna.id]) }
        let read = try #require(try await database.user(username: "anna"))
        #expect(read.language?.rawValue == "pt-br")
        #expect(Catalog.of(try #require(read.language)).language == .en)
        await #expect(throws: (any Error).self) {
            try await database.writer.write { db in try db.execute(sql: "UPDATE user SET language = 'PT' WHERE id = ?", arguments: [anna.id]) }
        }
    }

    @Test func anImpossibleDayIsAnError() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, run) = try await memberWithHabit(database)
        // The CHECK only holds the shape; February 30th fits it.
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE completion SET day = '2026-02-30' WHERE tracker_id = ?", arguments: [run.id])
        }
        await expectRefused("day", "'2026-02-30'", as: "Day") { try await database.history(trackerID: run.id, userID: anna.id) }
        await expectRefused("day", "'2026-02-30'", as: "Day") { try await database.memberData(userID: anna.id) }

        try await database.writer.write { db in
            try db.execute(sql: "DELETE FROM completion WHERE tracker_id = ?", arguments: [run.id])
            try db.execute(sql: "UPDATE tracker SET start_day = '2026-11-31' WHERE id = ?", arguments: [run.id])
        }
        await expectRefused("start_day", "'2026-11-31'", as: "Day") { try await database.tracker(id: run.id, userID: anna.id) }
        let today = Day(iso: "2026-11-20")!
        await expectRefused("start_day", "'2026-11-31'", as: "Day") { try await database.boardRows(userID: anna.id, day: today) }
        await expectRefused("start_day", "'2026-11-31'", as: "Day") { try await database.statistics(userID: anna.id, today: today) }
    }

    @Test func aScheduleOutsideTheWeekIsAnError() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, run) = try await memberWithHabit(database)
        try writeUnchecked(database, "UPDATE tracker SET schedule = 200 WHERE id = ?", [run.id])
        await expectRefused("schedule", "200", as: "Schedule") { try await database.tracker(id: run.id, userID: anna.id) }
        await expectRefused("schedule", "200", as: "Schedule") { try await database.histories(userID: anna.id) }
        // The reminders read the schedule without the rest of the tracker.
        await expectRefused("schedule", "200", as: "Schedule") { try database.writer.read { db in try AppDatabase.reminders(db, userID: anna.id) } }
    }

    @Test func aQuotaPeriodThatIsNeitherWeekNorMonthIsAnError() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, run) = try await memberWithHabit(database)
        try writeUnchecked(database, "UPDATE tracker SET quota_times = 2, quota_period = 'fortnight' WHERE id = ?", [run.id])
        await expectRefused("quota_period", "'fortnight'", as: "Period") { try await database.tracker(id: run.id, userID: anna.id) }
        // The main page reads it straight from the statement.
        await expectRefused("quota_period", "'fortnight'", as: "Period") {
            try await database.boardRows(userID: anna.id, day: Day(iso: "2026-11-21")!)
        }
    }

    @Test func aColourNotInThePaletteIsAnError() async throws {
        let database = try AppDatabase.inMemory()
        let (anna, run) = try await memberWithHabit(database)
        // The CHECK takes any capital hex; only the palette's 18 are colours.
        try await database.writer.write { db in
            try db.execute(sql: "UPDATE tracker SET color = '#123456' WHERE id = ?", arguments: [run.id])
            try db.execute(sql: "UPDATE user SET avatar_emoji = '🐶', avatar_color = '#ABCDEF' WHERE id = ?", arguments: [anna.id])
        }
        await expectRefused("color", "'#123456'", as: "TrackerColor") { try await database.tracker(id: run.id, userID: anna.id) }
        await expectRefused("avatar_color", "'#ABCDEF'", as: "TrackerColor") { try await database.person(id: anna.id) }
        await expectRefused("avatar_color", "'#ABCDEF'", as: "TrackerColor") { try await database.user(username: "anna") }
    }
}
