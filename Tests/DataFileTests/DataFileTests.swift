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
        #expect(object?["version"] as? Int == 2)
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
        #expect(rows[0] == ["2026-01-05", "Water \"8\"", "Health, body", "habit", "yes", "yes", "8", "glasses", "8", "weekdays", "at-least"])
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
        #expect(rows.allSatisfy { $0[4] == "" && $0[9] == "" })
    }

    /// Twice a week from Monday 2026-01-05: a row every day, none of them scheduled; done on
    /// the days marked.
    @Test func aHabitWithAQuotaHasARowEveryDayAndNoScheduledDay() {
        var tracker = DataFileJSONTests.file.trackers![0]
        (tracker.days, tracker.times, tracker.period, tracker.unit, tracker.target) = (nil, 2, "week", nil, nil)
        tracker.completions = [DataFile.Completion(day: "2026-01-06")]
        let rows = CSVExport.rows(tracker, through: Day(iso: "2026-01-11")!)
        #expect(rows.count == 7)
        #expect(rows.allSatisfy { $0[4] == "" && $0[9] == "2/week" })
        #expect(rows.map { $0[5] } == ["no", "yes", "no", "no", "no", "no", "no"])
    }

    /// A limit's day is done when it is kept: no slip for a yes/no limit, a value at most the
    /// target for a measurable one (no value is 0).
    @Test func aLimitsDayIsDoneWhenItIsKept() {
        var measurable = DataFileJSONTests.file.trackers![0]
        measurable.goal = "at-most"
        measurable.completions = [DataFile.Completion(day: "2026-01-05", value: 9), DataFile.Completion(day: "2026-01-07", value: 8)]
        let rows = CSVExport.rows(measurable, through: Day(iso: "2026-01-14")!)
        #expect(rows.map { $0[0] } == ["2026-01-05", "2026-01-07", "2026-01-12", "2026-01-14"])
        #expect(rows.map { $0[5] } == ["no", "yes", "yes", "yes"])
        #expect(rows.allSatisfy { $0[4] == "yes" && $0[10] == "at-most" })
        var yesNo = measurable
        (yesNo.unit, yesNo.target) = (nil, nil)
        yesNo.completions = [DataFile.Completion(day: "2026-01-07")]
        #expect(CSVExport.rows(yesNo, through: Day(iso: "2026-01-12")!).map { $0[5] } == ["yes", "no", "yes"])
    }
}

@Suite struct DataFileVersion2Tests {
    /// Version 2's fields are written in snake case and read back.
    @Test func frequencyGoalAndFirstWeekdayGoBothWays() throws {
        var file = DataFile(member: DataFile.Member(username: "anna", firstWeekday: "sun"), trackers: [])
        file.trackers = [
            DataFile.Tracker(name: "Swim", category: nil, kind: "habit", emoji: nil, color: nil, days: nil, times: 3, period: "week", goal: "at-least", startDay: nil),
            DataFile.Tracker(name: "Coffee", category: nil, kind: "habit", emoji: nil, color: nil, days: ["mon"], goal: "at-most", startDay: nil),
        ]
        let data = try file.jsonHead() + DataFile.jsonPiece(file.trackers![0], first: true) + DataFile.jsonPiece(file.trackers![1], first: false)
            + DataFile.jsonTail
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""first_weekday":"sun""#) && text.contains(#""times":3"#) && text.contains(#""period":"week""#))
        #expect(text.contains(#""goal":"at-most""#))
        let read = try DataFile.read(data)
        #expect(read == file)
        #expect(read.trackers?[0].quota == Quota(times: 3, period: .week) && read.trackers?[0].checkedGoal == .atLeast)
        #expect(read.trackers?[1].quota == nil && read.trackers?[1].checkedGoal == .atMost)
        // Out of range is no quota; the import names it.
        var over = read.trackers![0]
        over.times = 7
        #expect(over.quota == nil)
    }
}
