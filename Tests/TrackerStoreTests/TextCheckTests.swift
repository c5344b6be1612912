import Foundation
import GRDB
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// The text rule and the schema agree: whatever `TextRule` accepts, every CHECKed text column
/// stores; what the schema refuses, the rule refuses first.
@Suite("Text rules and the schema")
struct TextCheckTests {
    /// Each CHECKed text column people type into, with the rule the forms use for it.
    static let columns: [(table: String, column: String, rule: TextRule)] = [
        ("user", "display_name", .displayName), ("category", "name", .categoryName),
        ("tracker", "name", .trackerName), ("tracker", "unit", .unit),
    ]

    /// Strings at the edges: joined emoji, combining marks, right-to-left text, 4-byte characters,
    /// and the characters the rule refuses.
    static func boundaryStrings(limit: Int) -> [String] {
        let family = "👨‍👩‍👧‍👦"
        let combining = "e" + String(repeating: "\u{0301}", count: 200)
        return [
            String(repeating: family, count: limit), String(repeating: family, count: limit + 1),
            String(repeating: "👍🏽", count: limit), String(repeating: "🇺🇦", count: limit),
            String(repeating: combining, count: 2), String(repeating: combining, count: 3),
            "a" + String(repeating: "\u{0301}", count: 511), "a" + String(repeating: "\u{0301}", count: 512),
            String(repeating: "ש", count: limit), String(repeating: "عربي", count: limit / 4),
            String(repeating: "𝒜", count: limit), String(repeating: "𝒜", count: limit + 1),
            String(repeating: "я", count: limit), "\u{0}Run", "Run\u{0}", "R\u{1}un", "Run\u{7F}", "R\u{85}un",
            "\u{202E}nuR", "Run\u{2066}", "Ru\u{2028}n", "Ru\nn", "Ru\tn", " Run ", "e\u{0301}", "é",
            "\u{FEFF}", String(repeating: " ", count: 3), "",
        ]
    }

    /// A user, a category and a measurable tracker, whose text columns the walk overwrites one at
    /// a time.
    private func database() async throws -> any DatabaseWriter {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let category = try await database.createCategory(userID: anna.id, name: "Health", now: fixedNow)
        _ = try await database.createTracker(
            userID: anna.id,
            NewTracker(
                kind: .habit, name: "Water", categoryID: category.id, emoji: "🙂", color: .red,
                schedule: Schedule(Weekday.allCases), startDay: Day(iso: "2026-11-01")!, unit: "glasses", target: 8
            ),
            now: fixedNow
        )
        return database.writer
    }

    /// Whether the schema stores `text` in the column.
    private func schemaAccepts(_ writer: any DatabaseWriter, _ table: String, _ column: String, _ text: String) -> Bool {
        do {
            try writer.write { db in
                try db.execute(sql: "UPDATE \(table) SET \(column) = ?", arguments: [text])
            }
            return true
        } catch {
            return false
        }
    }

    @Test func everythingTheRuleAcceptsIsStored() async throws {
        let queue = try await database()
        var generator = SeededRandom(seed: 7)
        for (table, column, rule) in Self.columns {
            var candidates = Self.boundaryStrings(limit: rule.limit)
            for _ in 0..<500 { candidates.append(generator.trickyString(maxScalars: 60)) }
            var accepted = 0
            for candidate in candidates {
                guard case .success(let stored) = rule.validate(candidate) else { continue }
                accepted += 1
                #expect(schemaAccepts(queue, table, column, stored), "\(table).\(column) refused \(stored.debugDescription)")
            }
            #expect(accepted > 100, "the walk should try many accepted strings for \(table).\(column)")
        }
    }

    @Test func theRuleRefusesWhatTheSchemaRefuses() async throws {
        let queue = try await database()
        let refused = [
            "\u{0}Run", "R\u{1}un", "Run\u{7F}", String(repeating: "a", count: 1025),
            "q" + String(repeating: "\u{0301}", count: 512), "",
        ]
        for (table, column, rule) in Self.columns {
            for text in refused {
                #expect(!schemaAccepts(queue, table, column, text), "\(table).\(column) stored \(text.debugDescription)")
                #expect((try? rule.validate(text).get()) == nil, "the rule accepted \(text.debugDescription)")
            }
        }
    }

    @Test func theRuleNormalisesTrimsAndCounts() throws {
        #expect(try TextRule.trackerName.validate("  e\u{0301}  ").get() == "é")
        #expect(try TextRule.trackerName.validate(String(repeating: "👨‍👩‍👧‍👦", count: 38)).get().count == 38)
        #expect(TextRule.trackerName.validate(String(repeating: "a", count: 39)) == .failure(.tooLong(limit: 38)))
        #expect(TextRule.trackerName.validate("a" + String(repeating: "\u{0301}", count: 600)) == .failure(.tooManyBytes))
        #expect(TextRule.trackerName.validate("\u{0}Run") == .failure(.forbiddenCharacter))
        #expect(TextRule.trackerName.validate("\u{202E}nuR") == .failure(.forbiddenCharacter))
        #expect(TextRule.trackerName.validate(" \n\t ") == .failure(.empty))
    }

    @Test func timesAreTwoDigitsAColonAndTwoDigits() async throws {
        for good in ["00:00", "07:30", "23:59", "12:00"] { #expect(ClockTime.parse(good) == good) }
        for bad in ["+1:00", "-0:00", "24:00", "7:30", "07:60", "07-30", " 7:30", "07:3", "０７:３０", "", "07:30:00", "+9:59"] {
            #expect(ClockTime.parse(bad) == nil, "\(bad) was taken as a time")
        }
        let queue = try await database()
        #expect(schemaAccepts(queue, "tracker", "reminder_time", "23:59"))
        #expect(!schemaAccepts(queue, "tracker", "reminder_time", "24:00"))
    }

    @Test func aDatabaseFromBeforeTheTextChecksKeepsEverything() throws {
        let queue = try DatabaseQueue()
        try Migrations.migrator.migrate(queue, upTo: "v3-data-version")
        try queue.write { db in
            try db.execute(
                sql: """
                    INSERT INTO user (id, username, display_name, password_hash, role, time_zone, created_at)
                    VALUES (1, 'anna', 'Anna', 'hash', 'owner', 'UTC', ?), (2, 'boris', 'Boris', 'hash', 'member', 'UTC', ?);
                    INSERT INTO session (token_hash, user_id, csrf_token, created_at, expires_at) VALUES ('t', 1, 'c', ?, ?);
                    INSERT INTO follow (follower_id, followee_id, created_at) VALUES (2, 1, ?);
                    INSERT INTO category (id, user_id, name, name_key, created_at) VALUES (1, 1, 'Health', 'health', ?);
                    INSERT INTO tracker (id, user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, created_at, updated_at)
                    VALUES (1, 1, 1, 'habit', 'Run', 'run', '🙂', '#FD4C49', 127, '2026-11-01', ?, ?);
                    INSERT INTO completion (tracker_id, day, created_at) VALUES (1, '2026-11-20', ?);
                    """,
                arguments: [fixedNow, fixedNow, fixedNow, fixedNow, fixedNow, fixedNow, fixedNow, fixedNow, fixedNow]
            )
        }
        try Migrations.migrator.migrate(queue)
        try queue.write { db in
            for table in ["user", "session", "follow", "category", "tracker", "completion"] {
                let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? 0
                #expect(count > 0, "\(table) lost its rows")
            }
            #expect(try Int.fetchOne(db, sql: "SELECT done_days FROM tracker") == 1)
            // The triggers came back: a new completion is counted.
            try db.execute(sql: "INSERT INTO completion (tracker_id, day, created_at) VALUES (1, '2026-11-21', ?)", arguments: [fixedNow])
            #expect(try Int.fetchOne(db, sql: "SELECT done_days FROM tracker") == 2)
            // Foreign keys still hold, and deletes still cascade.
            #expect(throws: (any Error).self) {
                try db.execute(
                    sql: """
                        INSERT INTO tracker (user_id, category_id, kind, name, name_key, emoji, color, schedule, start_day, created_at, updated_at)
                        VALUES (2, 1, 'habit', 'Swim', 'swim', '🙂', '#FD4C49', 127, '2026-11-01', ?, ?)
                        """,
                    arguments: [fixedNow, fixedNow]
                )
            }
            try db.execute(sql: "DELETE FROM user WHERE id = 1")
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM completion") == 0)
            #expect(try Int.fetchOne(db, sql: "PRAGMA foreign_key_check") == nil)
        }
    }
}

extension SeededRandom {
    /// A string from tricky parts of Unicode: marks, right-to-left scripts, Cyrillic, emoji
    /// with flags, joiners, variation selectors and skin tones, and 4-byte letters.
    mutating func trickyString(maxScalars: Int) -> String {
        let pools: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x0300...0x036F, 0x0590...0x05FF, 0x0600...0x06FF, 0x0400...0x04FF, 0x1F300...0x1F64F,
            0x1F1E6...0x1F1FF, 0x200B...0x200D, 0x1D400...0x1D7FF, 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF,
        ]
        var text = String.UnicodeScalarView()
        for _ in 0..<Int(next() % UInt64(maxScalars) + 1) {
            let pool = pools[Int(next() % UInt64(pools.count))]
            let value = pool.lowerBound + UInt32(next() % UInt64(pool.count))
            if let scalar = Unicode.Scalar(value) { text.append(scalar) }
        }
        return String(text)
    }
}
