import Foundation
import GRDB
import TrackerCore
import ZIPFoundation

/// Test fixtures (not linked into the server): files as Loop Habit Tracker writes them, built here to Loop's own schema: its backup as its
/// migrations (up to version 25) leave the database, and its CSV export as its exporter writes
/// the zip (`Habits.csv`, and `NNN Name/Checkmarks.csv` per habit).
public enum LoopFixtures {
    public struct Habit: Sendable {
        public var name: String
        public var numerical = false
        public var frequency = (1, 1)
        public var color = 8
        public var archived = false
        public var unit = ""
        public var atMost = false
        public var target = 0.0
        public var reminder: (hour: Int, minute: Int, days: Int)?
        public var question = ""
        public var entries: [(day: String, value: Int, note: String)] = []
        /// Its place in Loop's list; by default its place in the fixture's.
        public var position: Int? = nil
    }

    public static let habits: [Habit] = [
        Habit(
            name: "Meditate",
            reminder: (7, 30, 127),
            question: "Did you meditate?",
            entries: [("2026-11-02", 2, ""), ("2026-11-03", 0, ""), ("2026-11-04", 3, ""), ("2026-11-05", 2, "calm"), ("2026-11-06", -1, "")]
        ),
        // Three times a week, reminded on Monday, Wednesday and Friday (Loop's bits: Saturday first).
        Habit(
            name: "Gym",
            frequency: (3, 7),
            color: 0,
            reminder: (18, 0, 4 | 16 | 64),
            entries: [("2026-11-02", 2, ""), ("2026-11-03", 1, "")]
        ),
        Habit(name: "Read", frequency: (2, 7), color: 11, entries: [("2026-11-07", 2, ""), ("2026-11-30", 2, "")]),
        Habit(
            name: "Water",
            numerical: true,
            color: 10,
            unit: "glasses",
            target: 8,
            entries: [("2026-11-02", 8000, ""), ("2026-11-03", 5500, ""), ("2026-11-04", -1, "")]
        ),
        Habit(
            name: "Cigarettes",
            numerical: true,
            color: 17,
            archived: true,
            atMost: true,
            target: 3,
            entries: [("2026-11-02", 0, ""), ("2026-11-03", 2000, "")]
        ),
        Habit(name: "Practise the cello for half an hour each day", color: 14, entries: [("2026-11-01", 2, "")]),
        // Four times a month (Loop writes a month as 30 days).
        Habit(name: "Call mum", frequency: (4, 30), color: 3, entries: [("2026-11-08", 2, "")]),
        // Twice in ten days: Tracker has no such choice.
        Habit(name: "Stretch", frequency: (2, 10), color: 6, entries: [("2026-11-09", 2, "")]),
        // A week's total, at least and at most.
        Habit(
            name: "Run",
            numerical: true,
            frequency: (1, 7),
            color: 12,
            unit: "km",
            target: 10,
            entries: [("2026-11-10", 5000, "")]
        ),
        Habit(
            name: "Wine",
            numerical: true,
            frequency: (1, 7),
            color: 15,
            unit: "glasses",
            atMost: true,
            target: 7,
            entries: [("2026-11-10", 2000, "")]
        ),
        // At most nothing: any value is a slip.
        Habit(name: "Sweets", numerical: true, color: 16, atMost: true, entries: [("2026-11-11", 0, ""), ("2026-11-12", 1000, "")]),
    ]

    static func milliseconds(_ day: String) -> Int64 { Int64(Day(iso: day)!.ordinal) * 86_400_000 }

    /// Loop's backup file, as bytes.
    public static func backup(_ habits: [Habit] = habits) throws -> Data {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("loop-fixture-\(UUID().uuidString).db")
        defer { try? FileManager.default.removeItem(at: url) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE Habits (
                        id integer primary key autoincrement, archived integer, color integer, description text,
                        freq_den integer, freq_num integer, highlight integer, name text, position integer,
                        reminder_hour integer, reminder_min integer, reminder_days integer not null default 127,
                        type integer not null default 0, target_type integer not null default 0,
                        target_value real not null default 0, unit text not null default "", question text, uuid text);
                    CREATE TABLE Repetitions (
                        id integer primary key autoincrement, habit integer not null references habits(id),
                        timestamp integer not null, value integer not null, notes text);
                    CREATE UNIQUE INDEX idx_repetitions_habit_timestamp ON Repetitions(habit, timestamp);
                    CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text, server_id integer);
                    PRAGMA user_version = 25;
                    """
            )
            for (index, habit) in habits.enumerated() {
                try db.execute(
                    sql: """
                        INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name, position,
                            reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid)
                        VALUES (?, ?, '', ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [
                        habit.archived ? 1 : 0, habit.color, habit.frequency.1, habit.frequency.0, habit.name, habit.position ?? index,
                        habit.reminder?.hour, habit.reminder?.minute, habit.reminder?.days ?? 0, habit.numerical ? 1 : 0,
                        habit.atMost ? 1 : 0, habit.target, habit.unit, habit.question, UUID().uuidString.lowercased(),
                    ]
                )
                let id = db.lastInsertedRowID
                for entry in habit.entries {
                    try db.execute(
                        sql: "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)",
                        arguments: [id, milliseconds(entry.day), entry.value, entry.note]
                    )
                }
            }
        }
        try queue.close()
        return try Data(contentsOf: url)
    }

    /// Loop's CSV export, as zip bytes; `extra` entries are added as they are.
    public static func csvExport(_ habits: [Habit] = habits, extra: [(String, Data)] = []) throws -> Data {
        let archive = try Archive(accessMode: .create)
        var list = "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
        var files: [(String, Data)] = []
        let colors = [
            "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C", "#00897B", "#00ACC1",
            "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60", "#5D4037", "#303030", "#757575", "#aaaaaa",
        ]
        for (index, habit) in habits.enumerated() {
            let position = String(format: "%03d", habit.position.map { $0 + 1 } ?? index + 1)
            let fields = [
                position, csv(habit.name), habit.numerical ? "NUMERICAL" : "YES_NO", csv(habit.question), "",
                String(habit.frequency.0), String(habit.frequency.1), colors[habit.color], habit.numerical ? habit.unit : "",
                habit.numerical ? (habit.atMost ? "AT_MOST" : "AT_LEAST") : "", habit.numerical ? String(habit.target) : "",
                String(habit.archived),
            ]
            list += fields.joined(separator: ",") + "\n"
            let names = [-1: "UNKNOWN", 0: "NO", 1: "YES_AUTO", 2: "YES_MANUAL", 3: "SKIP"]
            var checkmarks = "Date,Value,Notes\n"
            for entry in habit.entries.reversed() {
                let value = habit.numerical ? String(entry.value) : names[entry.value]!
                checkmarks += "\(entry.day),\(value),\(csv(entry.note))\n"
            }
            let folder = "\(position) \(habit.name.filter { $0.isLetter || $0.isNumber || $0 == " " })"
            files.append(("\(folder)/Checkmarks.csv", Data(checkmarks.utf8)))
            files.append(("\(folder)/Scores.csv", Data("Date,Score\n2026-11-02,0.0500\n".utf8)))
        }
        for (path, data) in [("Habits.csv", Data(list.utf8))] + files + [("Checkmarks.csv", Data("Date\n".utf8))] + extra {
            try archive.addEntry(
                with: path,
                type: .file,
                uncompressedSize: Int64(data.count),
                compressionMethod: .deflate,
                provider: { position, size in data.subdata(in: Int(position)..<Int(position) + size) }
            )
        }
        return try `require`(archive.data)
    }

    private static func csv(_ text: String) -> String {
        text.unicodeScalars.contains { ",\"\r\n".unicodeScalars.contains($0) }
            ? "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : text
    }
}

/// `#require` outside a test: the value, or a thrown error.
private func `require`<T>(_ value: T?) throws -> T {
    guard let value else { throw CocoaError(.fileReadUnknown) }
    return value
}
