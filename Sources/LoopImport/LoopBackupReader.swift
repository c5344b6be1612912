import Foundation
import GRDB
import TrackerCore

/// Reads Loop Habit Tracker's backup file ("Export full backup"): a SQLite database with its
/// `Habits` and `Repetitions` tables. The file is opened read-only from a private copy, and only
/// the columns Loop's own migrations make are read; older backups lack some, which then take
/// Loop's defaults.
enum LoopBackupReader {
    static func habits(_ data: Data) throws(LoopImportError) -> [LoopHabit] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loop-\(UUID().uuidString).db")
        defer { try? FileManager.default.removeItem(at: file) }
        do {
            try data.write(to: file, options: .atomic)
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: file.path, configuration: configuration)
            defer { try? queue.close() }
            return try queue.read(read)
        } catch let error as LoopImportError {
            throw error
        } catch {
            throw .notALoopBackup
        }
    }

    private static func read(_ db: Database) throws -> [LoopHabit] {
        let habitColumns = try columns(db, "Habits")
        let entryColumns = try columns(db, "Repetitions")
        let needed: Set = ["id", "name", "freq_num", "freq_den", "color", "archived", "position"]
        guard needed.isSubset(of: habitColumns), ["habit", "timestamp"].allSatisfy(entryColumns.contains) else {
            throw LoopImportError.notALoopBackup
        }
        func column(_ name: String, or fallback: String) -> String { habitColumns.contains(name) ? name : fallback }
        let rows = try Row.fetchAll(
            db,
            sql: """
                SELECT id, name, freq_num, freq_den, color, archived, position,
                    \(column("type", or: "0")) AS type, \(column("target_type", or: "0")) AS target_type,
                    \(column("target_value", or: "0")) AS target_value, \(column("unit", or: "''")) AS unit,
                    \(column("reminder_hour", or: "NULL")) AS reminder_hour, \(column("reminder_min", or: "NULL")) AS reminder_min,
                    \(column("reminder_days", or: "127")) AS reminder_days,
                    \(column("question", or: "''")) AS question, \(column("description", or: "''")) AS description
                FROM Habits ORDER BY position, id
                """
        )
        let value = entryColumns.contains("value") ? "value" : "\(LoopValue.yesManual)"
        let notes = entryColumns.contains("notes") ? "notes" : "''"
        return try rows.map { row in
            var entries: [(day: Day, value: Int)] = []
            var noted: [(day: Day, text: String)] = []
            let cursor = try Row.fetchCursor(
                db,
                sql: "SELECT timestamp, \(value), \(notes) FROM Repetitions WHERE habit = ? AND timestamp IS NOT NULL ORDER BY timestamp",
                arguments: [row["id"] as Int64]
            )
            while let entry = try cursor.next() {
                let milliseconds: Int64 = entry[0]
                let day = Day(ordinal: Int(milliseconds.floorDivided(by: 86_400_000)))
                entries.append((day, entry[1] ?? LoopValue.unknown))
                if let note = entry[2] as String?, !note.isEmpty { noted.append((day, note)) }
            }
            let hour: Int? = row["reminder_hour"]
            let minute: Int? = row["reminder_min"]
            let question: String = row["question"] ?? ""
            let description: String = row["description"] ?? ""
            return LoopHabit(
                position: row["position"] ?? 0,
                name: row["name"] ?? "",
                kind: (row["type"] as Int? ?? 0) == 1 ? .numerical : .yesNo,
                frequency: (row["freq_num"] ?? 1, row["freq_den"] ?? 1),
                color: LoopPalette.color(index: row["color"] ?? 0),
                archived: (row["archived"] as Int? ?? 0) != 0,
                unit: row["unit"] ?? "",
                targetType: (row["target_type"] as Int? ?? 0) == 1 ? .atMost : .atLeast,
                targetValue: row["target_value"] ?? 0,
                reminder: hour.flatMap { hour in
                    minute.map { (hour, $0, LoopPalette.weekdays(row["reminder_days"] ?? 127)) }
                },
                hasText: !question.isEmpty || !description.isEmpty,
                entries: entries,
                notes: noted
            )
        }
    }

    private static func columns(_ db: Database, _ table: String) throws -> Set<String> {
        Set(try Row.fetchAll(db, sql: "PRAGMA table_info(\(table))").map { ($0["name"] as String).lowercased() })
    }
}

extension Int64 {
    /// Division rounding toward minus infinity, so that a day before 1970 stays that day.
    fileprivate func floorDivided(by divisor: Int64) -> Int64 {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
