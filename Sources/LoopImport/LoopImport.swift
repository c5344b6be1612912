import DataFile
import Foundation
import TrackerCore

/// Which of Loop Habit Tracker's files an upload is, told by its first bytes.
public enum LoopFile: String, Sendable, CaseIterable {
    /// "Export full backup": a SQLite database.
    case backup = "loop-backup"
    /// "Export as CSV": a zip of CSV files.
    case csv = "loop-csv"

    public static func kind(of data: Data) -> LoopFile? {
        if data.starts(with: Array("SQLite format 3\u{0}".utf8)) { return .backup }
        if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .csv }
        return nil
    }
}

/// What a Loop file holds that Tracker keeps differently or not at all, counted, for the
/// preview (docs/DATA-FORMAT.md, "From Loop Habit Tracker").
public struct LoopNotes: Sendable, Equatable {
    /// Numerical habits with an "at most" or a zero target: imported as "reach the target".
    public var targets = 0
    /// Habits of x times a week or month: imported as irregular events (no weekdays to miss).
    public var notDaily = 0
    /// Habits of x times a week whose reminder rings on exactly x weekdays: those weekdays.
    public var reminderWeekdays = 0
    /// Archived habits: imported as ordinary trackers (Tracker has no archive).
    public var archived = 0
    /// Skipped days: not imported.
    public var skips = 0
    /// Days Loop ticked by itself for habits that are not daily: not imported.
    public var automatic = 0
    /// Habits with a question or description: the text is not imported.
    public var texts = 0
    /// Days with a note: the notes are not imported.
    public var dayNotes = 0
    /// Names or units longer than Tracker's limits: shortened.
    public var shortened = 0
    /// Days after today: not imported.
    public var future = 0

    public init() {}
}

/// Turns Loop Habit Tracker's backup or CSV export into Tracker's data file, which then goes
/// through the same checks, preview and import as Tracker's own. All habits go into one category.
public enum LoopImport {
    /// Loop has no emoji: every habit gets this one, to change in its form.
    public static let emoji = "🙂"

    public static func read(
        _ data: Data,
        as file: LoopFile,
        today: Day,
        category: String,
        defaultUnit: String
    ) throws(LoopImportError) -> (DataFile, LoopNotes) {
        let habits = try file == .backup ? LoopBackupReader.habits(data) : LoopCSVReader.habits(data)
        var notes = LoopNotes()
        let trackers = habits.map { convert($0, today: today, category: category, defaultUnit: defaultUnit, notes: &notes) }
        return (DataFile(categories: [DataFile.Category(name: category)], trackers: trackers), notes)
    }

    static func convert(
        _ habit: LoopHabit,
        today: Day,
        category: String,
        defaultUnit: String,
        notes: inout LoopNotes
    )
        -> DataFile.Tracker
    {
        var completions: [DataFile.Completion] = []
        for entry in habit.entries {
            if entry.day > today {
                if entry.value > 0 { notes.future += 1 }
                continue
            }
            switch habit.kind {
            case .yesNo:
                switch entry.value {
                case LoopValue.yesManual: completions.append(DataFile.Completion(day: entry.day.iso))
                case LoopValue.yesAuto: notes.automatic += 1
                case LoopValue.skip: notes.skips += 1
                default: break
                }
            case .numerical:
                if entry.value >= 0 { completions.append(DataFile.Completion(day: entry.day.iso, value: Double(entry.value) / 1000)) }
            }
        }
        notes.dayNotes += habit.notedEntries
        if habit.archived { notes.archived += 1 }
        if habit.hasText { notes.texts += 1 }

        var kind = "habit"
        var days: [String]? = DataFile.weekdayCodes
        let (times, period) = habit.frequency
        if times < period {
            if period == 7, let reminder = habit.reminder, reminder.days.count == times {
                days = DataFile.codes(Schedule(reminder.days))
                notes.reminderWeekdays += 1
            } else {
                kind = "irregular"
                days = nil
                notes.notDaily += 1
            }
        }
        var unit: String?
        var target: Double?
        if habit.kind == .numerical {
            unit = shortened(habit.unit.isEmpty ? defaultUnit : habit.unit, to: TextRule.unit.limit, notes: &notes)
            target = habit.targetValue > 0 ? habit.targetValue : 1
            if habit.targetType == .atMost || habit.targetValue <= 0 { notes.targets += 1 }
        }
        let start = completions.first?.day ?? today.iso
        return DataFile.Tracker(
            name: shortened(habit.name, to: TextRule.trackerName.limit, notes: &notes),
            category: category,
            kind: kind,
            emoji: emoji,
            color: nearestColor(habit.color),
            days: days,
            startDay: start,
            unit: unit,
            target: target,
            reminderTime: habit.reminder.map { ClockTime.text(minutes: $0.hour * 60 + $0.minute) },
            completions: completions
        )
    }

    /// At most `limit` characters: a longer text keeps `limit - 1` and an ellipsis.
    static func shortened(_ text: String, to limit: Int, notes: inout LoopNotes) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard trimmed.count > limit else { return trimmed }
        notes.shortened += 1
        return String(trimmed.prefix(limit - 1)).trimmingCharacters(in: .whitespaces) + "…"
    }

    /// The palette's colour nearest to `hex` (`#RRGGBB`), by distance in RGB.
    static func nearestColor(_ hex: String) -> String {
        func channels(_ color: String) -> [Int]? {
            let digits = color.hasPrefix("#") ? String(color.dropFirst()) : color
            guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
            return [value >> 16 & 0xFF, value >> 8 & 0xFF, value & 0xFF]
        }
        guard let wanted = channels(hex) else { return Palette.colors[0] }
        return Palette.colors.min { first, second in
            distance(channels(first) ?? [], wanted) < distance(channels(second) ?? [], wanted)
        } ?? Palette.colors[0]
    }

    private static func distance(_ first: [Int], _ second: [Int]) -> Int {
        zip(first, second).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }
}
