import DataFile
import Foundation
import Testing
import TrackerCore

@Suite struct DataFileJSONTests {
    static let file = DataFile(
        exportedAt: "2026-11-25T02:00:00Z",
        member: DataFile.Member(username: "anna", displayName: "Anna", timeZone: "Europe/Moscow", dayStart: "04:00", notifications: true),
        following: ["boris"],
        categories: [DataFile.Category(name: "Health, body", createdAt: "2026-01-01T00:00:00Z")],
        trackers: [
            DataFile.Tracker(
                id: 7,
                name: "Water \"8\"",
                category: "Health, body",
                kind: "habit",
                emoji: "🙂",
                color: "#FD4C49",
                days: ["mon", "wed"],
                startDay: "2026-01-05",
                unit: "glasses",
                target: 8,
                completions: [DataFile.Completion(day: "2026-01-05", value: 8), DataFile.Completion(day: "2026-01-07", value: 2.5)]
            ),
            DataFile.Tracker(
                name: "Call family",
                category: "Health, body",
                kind: "irregular",
                emoji: "🙂",
                color: "#FD4C49",
                days: nil,
                startDay: "2026-01-01",
                completions: [DataFile.Completion(day: "2026-01-02")]
            ),
        ]
    )

    /// The streamed pieces make one JSON document that reads back as the same file.
    @Test func piecesMakeTheWholeFile() throws {
        var data = try Self.file.jsonHead()
        for (index, tracker) in (Self.file.trackers ?? []).enumerated() {
            data += try DataFile.jsonPiece(tracker, first: index == 0)
        }
        data += DataFile.jsonTail
        #expect(try DataFile.read(data) == Self.file)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        #expect(object?["format"] as? String == "tracker-data")
        #expect(object?["version"] as? Int == 1)
        let tracker = (object?["trackers"] as? [[String: Any]])?.first
        #expect(tracker?["start_day"] as? String == "2026-01-05")
        #expect(tracker?["days"] as? [String] == ["mon", "wed"])
        #expect((object?["member"] as? [String: Any])?["day_start"] as? String == "04:00")
    }

    @Test func anEmptyListOfTrackersIsStillJSON() throws {
        let data = try DataFile(trackers: []).jsonHead() + DataFile.jsonTail
        #expect(try DataFile.read(data).trackers == [])
    }

    @Test func aFieldOfTheWrongTypeIsNamedByItsItem() {
        let json = #"{"format":"tracker-data","version":1,"trackers":[{"name":"a"},{"name":"b"},{"name":5}]}"#
        #expect(throws: DataFileError(.wrongType, at: DataFileLocation(.tracker(3), field: "name"))) {
            try DataFile.read(Data(json.utf8))
        }
        let day = #"{"trackers":[{"name":"a","start_day":"2026-01-01","completions":[{"day":"2026-01-01"},{"day":"2026-01-02","value":"lots"}]}]}"#
        #expect(throws: DataFileError(.wrongType, at: DataFileLocation(.completion(tracker: 1, number: 2), field: "value"))) {
            try DataFile.read(Data(day.utf8))
        }
        let member = #"{"member":{"time_zone":3}}"#
        #expect(throws: DataFileError(.wrongType, at: DataFileLocation(.member, field: "time_zone"))) {
            try DataFile.read(Data(member.utf8))
        }
        let following = #"{"following":["anna",7]}"#
        #expect(throws: DataFileError(.wrongType, at: DataFileLocation(.following(2)))) {
            try DataFile.read(Data(following.utf8))
        }
    }

    @Test func somethingElseIsNotJSON() {
        for text in ["", "PK\u{3}\u{4}", "{\"trackers\": [", "SQLite format 3\u{0}"] {
            #expect(throws: DataFileError(.notJSON, at: DataFileLocation(.file))) { try DataFile.read(Data(text.utf8)) }
        }
    }
}

@Suite struct CSVExportTests {
    @Test func cellsAreQuotedAndFormulasDefused() {
        #expect(CSVText.line(["a", "b, c", "say \"hi\"", "two\nlines"]) == "a,\"b, c\",\"say \"\"hi\"\"\",\"two\nlines\"\r\n")
        #expect(CSVText.line(["=1+2", "+x", "-5", "@sum", "2.5"]) == "'=1+2,'+x,-5,'@sum,2.5\r\n")
    }

    /// A Mon/Wed habit from Monday 2026-01-05 to Sunday 2026-01-11: its scheduled days, and a
    /// Friday that was marked anyway; a measurable day under its target is not done.
    @Test func aHabitHasARowForEachScheduledOrMarkedDay() {
        let tracker = DataFileJSONTests.file.trackers![0]
        let rows = CSVExport.rows(tracker, through: Day(iso: "2026-01-11")!)
        #expect(rows.map { $0[0] } == ["2026-01-05", "2026-01-07"])
        #expect(rows[0] == ["2026-01-05", "Water \"8\"", "Health, body", "habit", "yes", "yes", "8", "glasses", "8"])
        #expect(rows[1][5] == "no")
        #expect(rows[1][6] == "2.5")
        var marked = tracker
        marked.completions = [DataFile.Completion(day: "2026-01-09", value: 9)]
        let friday = CSVExport.rows(marked, through: Day(iso: "2026-01-11")!).first { $0[0] == "2026-01-09" }
        #expect(friday?[4] == "no")
        #expect(friday?[5] == "yes")
    }

    @Test func anIrregularEventHasARowEveryDay() {
        let tracker = DataFileJSONTests.file.trackers![1]
        let rows = CSVExport.rows(tracker, through: Day(iso: "2026-01-03")!)
        #expect(rows.map { $0[0] } == ["2026-01-01", "2026-01-02", "2026-01-03"])
        #expect(rows.map { $0[5] } == ["no", "yes", "no"])
        #expect(rows.allSatisfy { $0[4] == "" })
    }
}
