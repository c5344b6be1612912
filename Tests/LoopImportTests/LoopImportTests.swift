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
        #expect(result.format == "tracker-data" && result.version == 1)
        #expect(result.categories == [DataFile.Category(name: "Loop Habit Tracker")])
        let trackers = try #require(result.trackers)
        #expect(trackers.map(\.name) == ["Meditate", "Gym", "Read", "Water", "Cigarettes", "Practise the cello for half an hour e…"])
        #expect(trackers.allSatisfy { $0.category == "Loop Habit Tracker" && $0.emoji == LoopImport.emoji })

        let meditate = trackers[0]
        #expect(meditate.kind == "habit" && meditate.days == DataFile.weekdayCodes)
        #expect(meditate.completions?.map(\.day) == ["2026-11-02", "2026-11-05"])
        #expect(meditate.startDay == "2026-11-02")
        #expect(meditate.color == LoopImport.nearestColor("#00897B"))
        #expect(trackers[1].completions?.map(\.day) == ["2026-11-02"])
        // Twice a week with no weekdays to go by: an irregular event; the day after today is left.
        #expect(trackers[2].kind == "irregular" && trackers[2].days == nil)
        #expect(trackers[2].completions?.map(\.day) == ["2026-11-07"])
        let water = trackers[3]
        #expect(water.unit == "glasses" && water.target == 8)
        #expect(water.completions?.map(\.value) == [8, 5.5])
        let cigarettes = trackers[4]
        #expect(cigarettes.unit == "times" && cigarettes.target == 3)
        #expect(cigarettes.completions?.map(\.value) == [0, 2])

        #expect(notes.skips == 1 && notes.automatic == 1)
        #expect(notes.targets == 1 && notes.archived == 1 && notes.shortened == 1 && notes.future == 1)
        #expect(notes.texts == 1 && notes.dayNotes == 1)
        if file == .backup {
            // Only the backup has the reminders. Three times a week with a reminder on three
            // weekdays: those weekdays.
            #expect(meditate.reminderTime == "07:30" && trackers[1].reminderTime == "18:00")
            #expect(trackers[1].kind == "habit" && trackers[1].days == ["mon", "wed", "fri"])
            #expect(notes.notDaily == 1 && notes.reminderWeekdays == 1)
        } else {
            // Without reminders, three times a week has no weekdays to go by.
            #expect(meditate.reminderTime == nil)
            #expect(trackers[1].kind == "irregular")
            #expect(notes.notDaily == 2 && notes.reminderWeekdays == 0)
        }
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
