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
    /// Numerical habits with a target of 0: "at least 0" becomes at least 1, "at most 0" a yes/no
    /// limit whose slips are the days with a value.
    public var targets = 0
    /// Habits whose frequency Tracker lacks (2 times in 10 days): they take the nearest. By name.
    public var nearest: [String] = []
    /// Numerical habits with a target per week or month: every day, the target divided by the
    /// days. By name.
    public var perPeriod: [String] = []
    /// Days Loop ticked by itself for habits that are not daily: not imported.
    public var automatic = 0
    /// Habits with a question or description: the text is not imported.
    public var texts = 0
    /// Notes longer than a note may be here (500 characters): cut to it.
    public var cutNotes = 0
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
        // In Loop's order; archived habits arrive archived.
        let habits = try (file == .backup ? LoopBackupReader.habits(data) : LoopCSVReader.habits(data))
            .enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }.map(\.element)
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
        let name = shortened(habit.name, to: TextRule.trackerName.limit, notes: &notes)
        // "At most 0" has no target to keep: it is a yes/no limit, and a day with a value is a slip.
        let noneAllowed = habit.kind == .numerical && habit.targetType == .atMost && habit.targetValue <= 0
        var completions: [DataFile.Completion] = []
        var futureMarks = Set<Day>()
        var skipped: [String] = []
        for entry in habit.entries {
            if entry.day > today {
                if entry.value > 0 {
                    notes.future += 1
                    futureMarks.insert(entry.day)
                }
                continue
            }
            switch habit.kind {
            case .yesNo:
                switch entry.value {
                case LoopValue.yesManual: completions.append(DataFile.Completion(day: entry.day.iso))
                case LoopValue.yesAuto: notes.automatic += 1
                case LoopValue.skip: skipped.append(entry.day.iso)
                default: break
                }
            case .numerical where noneAllowed:
                if entry.value > 0 { completions.append(DataFile.Completion(day: entry.day.iso)) }
            case .numerical:
                if entry.value >= 0 { completions.append(DataFile.Completion(day: entry.day.iso, value: Double(entry.value) / 1000)) }
            }
        }
        let dayNotes = convertNotes(habit.notes, today: today, counted: futureMarks, notes: &notes)
        if habit.hasText { notes.texts += 1 }

        var quota: Quota?
        var unit: String?
        var target: Double?
        switch habit.kind {
        case .yesNo:
            let (nearest, exact) = LoopFrequency.quota(numerator: habit.frequency.numerator, denominator: habit.frequency.denominator)
            quota = nearest
            if !exact { notes.nearest.append(name) }
        case .numerical:
            // Loop's numerical habits repeat every day, week or month, with the target for the
            // whole of it; here every day, with the target per day.
            let days = habit.frequency.denominator
            if days > 1 { notes.perPeriod.append(name) }
            if habit.targetValue <= 0 {
                notes.targets += 1
            } else {
                target = LoopFrequency.dailyTarget(habit.targetValue, days: days)
            }
            if !noneAllowed {
                unit = shortened(habit.unit.isEmpty ? defaultUnit : habit.unit, to: TextRule.unit.limit, notes: &notes)
                target = target ?? 1
            }
        }
        // A noted or skipped day before the first mark moves the start back, so that it is kept.
        // ISO dates sort as text.
        let start = [completions.first?.day, dayNotes.first?.day, skipped.first].compactMap { $0 }.min() ?? today.iso
        return DataFile.Tracker(
            name: name,
            category: category,
            kind: TrackerKind.habit.rawValue,
            emoji: emoji,
            color: nearestColor(habit.color),
            days: quota == nil ? DataFile.weekdayCodes : nil,
            times: quota?.times,
            period: quota?.period.rawValue,
            goal: (habit.kind == .numerical && habit.targetType == .atMost ? Goal.atMost : .atLeast).rawValue,
            startDay: start,
            unit: unit,
            target: target,
            reminderTime: habit.reminder.map { ClockTime.text(minutes: $0.hour * 60 + $0.minute) },
            completions: completions,
            notes: dayNotes.isEmpty ? nil : dayNotes,
            archived: habit.archived ? true : nil,
            skipped: skipped.isEmpty ? nil : skipped
        )
    }

    /// A habit's notes as Tracker's: fitted to the note rule (cut at 500 characters, counted in
    /// `cutNotes`), one a day, none after today (counted in `future`, once with a mark that day
    /// in `counted`), oldest first.
    static func convertNotes(
        _ loopNotes: [(day: Day, text: String)],
        today: Day,
        counted: Set<Day>,
        notes: inout LoopNotes
    ) -> [DataFile.Note] {
        var byDay: [Day: String] = [:]
        for note in loopNotes {
            if note.day > today {
                if !counted.contains(note.day) { notes.future += 1 }
                continue
            }
            guard byDay[note.day] == nil, let fitted = NoteText.fitted(note.text) else { continue }
            if fitted.cut { notes.cutNotes += 1 }
            byDay[note.day] = fitted.text
        }
        return byDay.keys.sorted().map { DataFile.Note(day: $0.iso, text: byDay[$0]) }
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
