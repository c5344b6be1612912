import CSV
import Foundation
import TrackerCore
import ZIPFoundation

/// Reads Loop Habit Tracker's CSV export ("Export as CSV"): a zip with `Habits.csv` and, for each
/// habit, a folder `NNN Name/` with its `Checkmarks.csv` (`Date,Value,Notes`; a yes/no habit's
/// value by name, a numerical one's × 1000). The zip is read in memory and nothing is written
/// out. Before any entry is inflated, every path is checked and the declared sizes added up;
/// while inflating, the bytes are counted against the same limit, so a header that lies about
/// its size is caught too.
enum LoopCSVReader {
    /// Loop's export of ten years of fifty habits is a few MB; far beyond it is refused.
    static let maximumInflated: UInt64 = 100 * 1024 * 1024
    static let maximumEntries = 5000

    static func habits(_ data: Data) throws(LoopImportError) -> [LoopHabit] {
        let archive: Archive
        do { archive = try Archive(data: data, accessMode: .read) } catch { throw .notALoopExport }
        var entries: [String: Entry] = [:]
        var declared: UInt64 = 0
        for (index, entry) in archive.enumerated() {
            guard index < maximumEntries else { throw .tooLarge }
            guard entry.type != .symlink, isContained(entry.path) else { throw .unsafePath }
            declared += entry.uncompressedSize
            guard declared <= maximumInflated else { throw .tooLarge }
            if entry.type == .file { entries[entry.path] = entry }
        }
        var budget = maximumInflated
        func text(_ entry: Entry) throws(LoopImportError) -> String {
            var bytes = Data()
            do {
                _ = try archive.extract(entry, skipCRC32: false) { chunk in
                    guard UInt64(chunk.count) <= budget else { throw LoopImportError.tooLarge }
                    budget -= UInt64(chunk.count)
                    bytes.append(chunk)
                }
            } catch let error as LoopImportError {
                throw error
            } catch {
                throw .notALoopExport
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        guard let list = entries["Habits.csv"] else { throw .notALoopExport }
        let folders = Dictionary(
            entries.keys.compactMap { path -> (String, String)? in
                let parts = path.split(separator: "/")
                guard parts.count == 2, parts[1] == "Checkmarks.csv", let number = parts[0].split(separator: " ").first else { return nil }
                return (String(number), path)
            },
            uniquingKeysWith: { first, _ in first }
        )
        var habits: [LoopHabit] = []
        for row in try rows(try text(list)) {
            guard let position = row["Position"], let name = row["Name"], let type = row["Type"] else { throw .notALoopExport }
            var habit = LoopHabit(
                position: Int(position) ?? habits.count + 1,
                name: name,
                kind: type == "NUMERICAL" ? .numerical : .yesNo,
                frequency: (Int(row["FrequencyNumerator"] ?? "") ?? 1, Int(row["FrequencyDenominator"] ?? "") ?? 1),
                color: (row["Color"] ?? "").uppercased(),
                archived: row["Archived?"] == "true",
                unit: row["Unit"] ?? "",
                targetType: row["Target Type"] == "AT_MOST" ? .atMost : .atLeast,
                targetValue: Double(row["Target Value"] ?? "") ?? 0,
                reminder: nil,
                hasText: !(row["Question"] ?? "").isEmpty || !(row["Description"] ?? "").isEmpty,
                entries: [],
                notes: []
            )
            if let path = folders[position], let checkmarks = entries[path] {
                for mark in try rows(try text(checkmarks)) {
                    guard let day = mark["Date"].flatMap({ Day(iso: $0) }), let raw = mark["Value"] else { throw .notALoopExport }
                    guard let value = LoopValue.named(raw) ?? Int(raw) else { throw .notALoopExport }
                    habit.entries.append((day, value))
                    if let note = mark["Notes"], !note.isEmpty { habit.notes.append((day, note)) }
                }
                habit.entries.sort { $0.day < $1.day }
            }
            habits.append(habit)
        }
        return habits
    }

    /// The rows of a CSV text with a header, each as header → field.
    private static func rows(_ text: String) throws(LoopImportError) -> [[String: String]] {
        do {
            let reader = try CSVReader(string: text, hasHeaderRow: true)
            guard let header = reader.headerRow else { throw LoopImportError.notALoopExport }
            var rows: [[String: String]] = []
            while let row = reader.next() {
                if row == [""] { continue }
                rows.append(Dictionary(zip(header, row), uniquingKeysWith: { first, _ in first }))
            }
            if reader.error != nil { throw LoopImportError.notALoopExport }
            return rows
        } catch {
            throw .notALoopExport
        }
    }

    /// A relative path that stays inside the archive: no leading `/` or `\`, no drive letter, no
    /// `..` part.
    static func isContained(_ path: String) -> Bool {
        guard !path.isEmpty, !path.hasPrefix("/"), !path.hasPrefix("\\"), !path.contains(":") else { return false }
        return !path.split(whereSeparator: { $0 == "/" || $0 == "\\" }).contains("..")
    }
}
