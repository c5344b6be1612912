import DataFile
import Foundation
import GRDB
import LoopTesting
import Testing
import TrackerCore
import ZIPFoundation

@testable import LoopImport

@Suite("Import from Loop Habit Tracker")
struct LoopImportTests {
    static let today = Day(iso: "2026-11-20")!

    static func read(_ data: Data, as file: LoopFile) throws -> (DataFile, LoopNotes) {
        try LoopImport.read(data, as: file, today: today, category: "Loop Habit Tracker", defaultUnit: "times")
    }

    /// Both of Loop's files say the same, and come out the same.
    @Test(arguments: [LoopFile.backup, .csv])
    func everyKindOfHabitAndDayIsMapped(file: LoopFile) throws {
        let data = file == .backup ? try LoopFixtures.backup() : try LoopFixtures.csvExport()
        #expect(LoopFile.kind(of: data) == file)
        let (result, notes) = try Self.read(data, as: file)
        #expect(result.format == "tracker-data" && result.version == 2)
        #expect(result.categories == [DataFile.Category(name: "Loop Habit Tracker")])
        let trackers = try #require(result.trackers)
        #expect(
            trackers.map(\.name) == [
                "Meditate", "Gym", "Read", "Water", "Cigarettes", "Practise the cello for half an hour e…", "Call mum", "Stretch", "Run",
                "Wine", "Sweets",
            ]
        )
        #expect(trackers.allSatisfy { $0.category == "Loop Habit Tracker" && $0.emoji == LoopImport.emoji && $0.kind == "habit" })
        let byName = Dictionary(uniqueKeysWithValues: trackers.map { ($0.name ?? "", $0) })

        let meditate = trackers[0]
        #expect(meditate.days == DataFile.weekdayCodes && meditate.times == nil && meditate.goal == "at-least")
        #expect(meditate.completions?.map(\.day) == ["2026-11-02", "2026-11-05"])
        #expect(meditate.startDay == "2026-11-02")
        #expect(meditate.color == LoopImport.nearestColor("#00897B"))
        // Three and two times a week, and four times a month, arrive as such, with no weekdays;
        // the day Loop ticked by itself and the day after today are left.
        for (name, times, period) in [("Gym", 3, "week"), ("Read", 2, "week"), ("Call mum", 4, "month")] {
            let habit = try #require(byName[name])
            #expect(habit.days == nil && habit.times == times && habit.period == period, "\(name)")
        }
        #expect(byName["Gym"]?.completions?.map(\.day) == ["2026-11-02"])
        #expect(byName["Read"]?.completions?.map(\.day) == ["2026-11-07"])
        // Twice in ten days is nearest to once a week, and named.
        #expect(byName["Stretch"]?.times == 1 && byName["Stretch"]?.period == "week")
        let water = trackers[3]
        #expect(water.unit == "glasses" && water.target == 8 && water.goal == "at-least")
        #expect(water.completions?.map(\.value) == [8, 5.5])
        // "At most 3" is a limit of 3, every day.
        let cigarettes = trackers[4]
        #expect(cigarettes.unit == "times" && cigarettes.target == 3 && cigarettes.goal == "at-most")
        #expect(cigarettes.days == DataFile.weekdayCodes && cigarettes.times == nil)
        #expect(cigarettes.completions?.map(\.value) == [0, 2])
        // A week's total is a day's share of it, every day: 10 km a week is 1.43 km a day; at
        // most 7 glasses a week, at most 1 a day.
        let run = try #require(byName["Run"])
        #expect(run.target == 1.43 && run.unit == "km" && run.goal == "at-least" && run.days == DataFile.weekdayCodes)
        #expect(run.completions?.map(\.value) == [5])
        let wine = try #require(byName["Wine"])
        #expect(wine.target == 1 && wine.goal == "at-most" && wine.days == DataFile.weekdayCodes && wine.times == nil)
        // "At most 0" is a yes/no limit: the day with a value is a slip, the day with 0 is not.
        let sweets = try #require(byName["Sweets"])
        #expect(sweets.goal == "at-most" && sweets.unit == nil && sweets.target == nil)
        #expect(sweets.completions == [DataFile.Completion(day: "2026-11-12")])

        #expect(notes.nearest == ["Stretch"] && notes.perPeriod == ["Run", "Wine"] && notes.targets == 1)
        #expect(notes.automatic == 1)
        // Loop's SKIP arrives as a skipped day.
        #expect(meditate.skipped == ["2026-11-04"])
        #expect(trackers.filter { $0.skipped != nil }.count == 1)
        // The archived habit arrives archived, and only it.
        #expect(trackers.filter { $0.archived == true }.map(\.name) == ["Cigarettes"])
        #expect(notes.shortened == 1 && notes.future == 1)
        #expect(notes.texts == 1 && notes.cutNotes == 0)
        #expect(meditate.notes == [DataFile.Note(day: "2026-11-05", text: "calm")] && trackers[1].notes == nil)
        if file == .backup {
            // Only the backup has the reminders.
            #expect(meditate.reminderTime == "07:30" && trackers[1].reminderTime == "18:00")
        } else {
            #expect(meditate.reminderTime == nil)
        }
    }

    /// Loop's "x in y days": a week (7) and a month (30, or 31) arrive as they are; any other
    /// takes the period nearer in length, with the times scaled and rounded, or every day.
    @Test func frequenciesArriveAsSuchOrAsTheNearest() {
        let cases: [((Int, Int), Quota?, Bool)] = [
            ((1, 1), nil, true), ((7, 7), nil, true), ((2, 1), nil, true),
            ((1, 7), Quota(times: 1, period: .week), true), ((6, 7), Quota(times: 6, period: .week), true),
            ((12, 30), Quota(times: 12, period: .month), true), ((3, 31), Quota(times: 3, period: .month), true),
            ((27, 30), Quota(times: 27, period: .month), true),
            // Every 2 days is 3.5 a week, rounded up; every 3 days 2.33; 2 in 10 days 1.4.
            ((1, 2), Quota(times: 4, period: .week), false), ((1, 3), Quota(times: 2, period: .week), false),
            ((2, 10), Quota(times: 1, period: .week), false), ((1, 14), Quota(times: 1, period: .week), false),
            ((6, 8), Quota(times: 5, period: .week), false), ((5, 6), Quota(times: 6, period: .week), false),
            // 13 in 14 days is 6.5 a week, nearer every day.
            ((13, 14), nil, false),
            // From 19 days on, a month: 5 in 20 days is 7.5 a month.
            ((5, 20), Quota(times: 8, period: .month), false), ((1, 90), Quota(times: 1, period: .month), false),
            // 28 in 30 days is nearer 27 a month, 29 nearer every day.
            ((28, 30), Quota(times: 27, period: .month), false), ((29, 30), nil, false),
            ((0, 7), nil, false), ((3, 0), nil, false),
        ]
        for ((numerator, denominator), quota, exact) in cases {
            let mapped = LoopFrequency.quota(numerator: numerator, denominator: denominator)
            #expect(mapped.quota == quota && mapped.exact == exact, "\(numerator)/\(denominator)")
        }
    }

    @Test func aPeriodsTargetIsSharedOverItsDays() {
        #expect(LoopFrequency.dailyTarget(8, days: 1) == 8)
        #expect(LoopFrequency.dailyTarget(10, days: 7) == 1.43)
        #expect(LoopFrequency.dailyTarget(14, days: 7) == 2)
        #expect(LoopFrequency.dailyTarget(3, days: 30) == 0.1)
        #expect(LoopFrequency.dailyTarget(0.1, days: 30) == 0.01)
    }

    @Test func coloursGoToTheNearestOfThePalette() {
        #expect(LoopImport.nearestColor("#FD4C49") == "#FD4C49")
        for color in LoopPalette.colors {
            #expect(Palette.colors.contains(LoopImport.nearestColor(color)))
        }
        #expect(LoopImport.nearestColor("#D32F2F") == "#FD4C49")
        #expect(LoopImport.nearestColor("not a colour") == Palette.colors[0])
    }

    @Test func loopsWeekdayBitsStartOnSaturday() {
        #expect(LoopPalette.weekdays(1) == [.saturday])
        #expect(LoopPalette.weekdays(4 | 16 | 64) == [.monday, .wednesday, .friday])
        #expect(LoopPalette.weekdays(127).count == 7)
    }

    @Test func anotherDatabaseIsNotALoopBackup() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("other-\(UUID().uuidString).db")
        defer { try? FileManager.default.removeItem(at: url) }
        let queue = try GRDBQueue.make(url)
        try queue.close()
        let data = try Data(contentsOf: url)
        #expect(LoopFile.kind(of: data) == .backup)
        #expect(throws: LoopImportError.notALoopBackup) { try Self.read(data, as: .backup) }
        // A backup cut short is no database at all.
        let backup = try LoopFixtures.backup()
        #expect(throws: LoopImportError.notALoopBackup) { try Self.read(backup.prefix(5000), as: .backup) }
    }

    @Test func aZipThatIsNotLoopsOrNotSafeIsRefused() throws {
        // No Habits.csv.
        let archive = try Archive(accessMode: .create)
        let text = Data("hello".utf8)
        try archive.addEntry(
            with: "notes.txt",
            type: .file,
            uncompressedSize: Int64(text.count),
            provider: { position, size in text.subdata(in: Int(position)..<Int(position) + size) }
        )
        #expect(throws: LoopImportError.notALoopExport) { try Self.read(archive.data!, as: .csv) }
        // An entry that climbs out of the folder, or starts at the root.
        for path in ["../evil.csv", "001 Read/../../evil.csv", "/etc/evil.csv"] {
            let zip = try LoopFixtures.csvExport(extra: [(path, Data("x".utf8))])
            #expect(throws: LoopImportError.unsafePath, "\(path)") { try Self.read(zip, as: .csv) }
        }
        // A zip bomb: a small zip that unpacks to more than the limit.
        let bomb = try LoopFixtures.csvExport(extra: [("big.csv", Data(count: Int(LoopCSVReader.maximumInflated) + 1))])
        #expect(bomb.count < 1_000_000)
        #expect(throws: LoopImportError.tooLarge) { try Self.read(bomb, as: .csv) }
        // Cut short.
        let zip = try LoopFixtures.csvExport()
        #expect(throws: LoopImportError.notALoopExport) { try Self.read(zip.prefix(zip.count / 2), as: .csv) }
    }

    /// Loop's notes on days arrive as notes: fitted to the note rule (control characters dropped,
    /// trimmed, a long one cut to 500 characters and counted), none after today, and a noted day
    /// before the first mark moves the start back to it.
    @Test(arguments: [LoopFile.backup, .csv])
    func notesOnDaysArriveFittedToTheRule(file: LoopFile) throws {
        var habit = LoopFixtures.habits[0]
        let long = String(repeating: "ж", count: 600)
        habit.entries = [
            ("2026-10-30", -1, "  before <b>\"any\"</b> mark\u{7} "), ("2026-11-02", 2, "line one\r\nline two"),
            ("2026-11-03", 0, long), ("2026-11-04", 2, " \u{7} "), ("2026-11-25", 2, "later"),
        ]
        let data = file == .backup ? try LoopFixtures.backup([habit]) : try LoopFixtures.csvExport([habit])
        let (result, notes) = try Self.read(data, as: file)
        let tracker = try #require(result.trackers?.first)
        #expect(
            tracker.notes == [
                DataFile.Note(day: "2026-10-30", text: "before <b>\"any\"</b> mark"),
                DataFile.Note(day: "2026-11-02", text: "line one\nline two"),
                DataFile.Note(day: "2026-11-03", text: String(repeating: "ж", count: 500)),
            ]
        )
        #expect(tracker.startDay == "2026-10-30")
        #expect(notes.cutNotes == 1 && notes.future == 1)
    }

    @Test func pathsStayInside() {
        #expect(LoopCSVReader.isContained("001 Meditate/Checkmarks.csv"))
        #expect(LoopCSVReader.isContained("Habits.csv"))
        for path in ["", "../x", "a/../../x", "/x", "\\x", "C:\\x", "a\\..\\x"] { #expect(!LoopCSVReader.isContained(path), "\(path)") }
    }
}

/// A SQLite database that is not Loop's.
enum GRDBQueue {
    static func make(_ url: URL) throws -> DatabaseQueue {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT)") }
        return queue
    }
}

extension LoopImportTests {
    /// Loop's `position` gives the trackers' order, whatever order the rows come in.
    @Test(arguments: [LoopFile.backup, .csv])
    func theHabitsComeInLoopsOrder(file: LoopFile) throws {
        let positions = [2, 0, 1]
        let habits = zip(LoopFixtures.habits.prefix(3), positions).map { habit, position in
            var placed = habit
            placed.position = position
            return placed
        }
        #expect(habits.map(\.name) == ["Meditate", "Gym", "Read"])
        let data = file == .backup ? try LoopFixtures.backup(habits) : try LoopFixtures.csvExport(habits)
        let (result, _) = try Self.read(data, as: file)
        #expect(result.trackers?.map { $0.name ?? "" } == ["Gym", "Read", "Meditate"])
    }
}
