import Testing

@testable import TrackerCore

@Suite("Board: what the main page shows")
struct BoardTests {
    let monday = Day(iso: "2026-11-23")!
    let tuesday = Day(iso: "2026-11-24")!

    private func entry(
        _ id: Int64,
        _ name: String,
        category: Int64 = 1,
        categoryName: String = "Health",
        pinned: Bool = false,
        kind: TrackerKind = .habit,
        days: [Weekday] = [.monday, .wednesday, .friday],
        start: String = "2026-11-01",
        done: Bool = false
    ) -> BoardEntry {
        BoardEntry(
            trackerID: id,
            name: name,
            categoryID: category,
            categoryName: categoryName,
            pinned: pinned,
            timing: TrackerTiming(
                kind: kind,
                schedule: kind == .habit ? Schedule(days) : Schedule(mask: 0),
                startDay: Day(iso: start)!
            ),
            isDone: done
        )
    }

    @Test func aMonWedFriHabitShowsOnMondayNotTuesday() {
        let run = entry(1, "Run")
        #expect(Board(entries: [run], day: monday, filter: .all, search: NameSearch("")).groups.count == 1)
        let tuesdayBoard = Board(entries: [run], day: tuesday, filter: .all, search: NameSearch(""))
        #expect(tuesdayBoard.isEmpty)
        #expect(!tuesdayBoard.dayHasTrackers)
    }

    @Test func anIrregularEventShowsEveryDayFromItsStart() {
        let call = entry(1, "Call", kind: .irregular, start: "2026-11-23")
        #expect(!Board(entries: [call], day: monday.adding(days: -1), filter: .all, search: NameSearch("")).dayHasTrackers)
        for offset in 0..<10 {
            #expect(Board(entries: [call], day: monday.adding(days: offset), filter: .all, search: NameSearch("")).dayHasTrackers)
        }
    }

    @Test func aHabitIsNotShownBeforeItsStart() {
        let run = entry(1, "Run", start: "2026-11-25")
        #expect(!Board(entries: [run], day: monday, filter: .all, search: NameSearch("")).dayHasTrackers)
    }

    @Test func pinnedComesFirstAndOnlyThere() {
        let entries = [
            entry(1, "Run", category: 2, categoryName: "Sport", pinned: true), entry(2, "Yoga", category: 2, categoryName: "Sport"),
            entry(3, "Water", category: 1, categoryName: "health"),
        ]
        let board = Board(entries: entries, day: monday, filter: .all, search: NameSearch(""))
        #expect(board.groups.map(\.isPinned) == [true, false, false])
        #expect(board.groups[0].entries.map(\.name) == ["Run"])
        #expect(board.groups.map(\.categoryName) == ["", "health", "Sport"])
        #expect(board.groups[2].entries.map(\.name) == ["Yoga"])
    }

    @Test func thePinnedGroupExistsOnlyWhileSomethingPinnedIsShown() {
        let entries = [entry(1, "Run", pinned: true, days: [.tuesday]), entry(2, "Yoga")]
        let board = Board(entries: entries, day: monday, filter: .all, search: NameSearch(""))
        #expect(board.groups.allSatisfy { !$0.isPinned })
    }

    @Test func filtersFollowTheirRules() {
        let entries = [entry(1, "Run", done: true), entry(2, "Yoga")]
        func names(_ filter: TrackerFilter) -> [String] {
            Board(entries: entries, day: monday, filter: filter, search: NameSearch("")).groups.flatMap(\.entries).map(\.name)
        }
        #expect(names(.all) == ["Run", "Yoga"])
        #expect(names(.today) == ["Run", "Yoga"])
        #expect(names(.completed) == ["Run"])
        #expect(names(.uncompleted) == ["Yoga"])
        #expect(TrackerFilter.completed.narrows && TrackerFilter.uncompleted.narrows)
        #expect(!TrackerFilter.all.narrows && !TrackerFilter.today.narrows)
    }

    @Test func nothingFoundIsNotAnEmptyDay() {
        let board = Board(entries: [entry(1, "Run")], day: monday, filter: .all, search: NameSearch("swim"))
        #expect(board.isEmpty)
        #expect(board.dayHasTrackers)
    }
}

@Suite("Search, schedules and months")
struct SearchScheduleTests {
    @Test(arguments: [
        ("бег", "Бег", true), ("БЕГ", "утренний бег", true), ("ёж", "Ежевика", true), ("run", "Morning RUN", true),
        ("  run ", "Run", true), ("swim", "Run", false), ("", "anything", true), ("café", "CAFE", true),
    ])
    func searchIgnoresCaseInAnyScript(_ query: String, _ name: String, _ expected: Bool) {
        #expect(NameSearch(query).matches(folded: NameSearch.fold(name)) == expected)
    }

    @Test func markingRules() {
        let timing = TrackerTiming(kind: .habit, schedule: .everyDay, startDay: Day(iso: "2026-11-20")!)
        let today = Day(iso: "2026-11-21")!
        #expect(timing.canMark(today, today: today))
        #expect(timing.canMark(Day(iso: "2026-11-20")!, today: today))
        #expect(!timing.canMark(Day(iso: "2026-11-22")!, today: today))
        #expect(!timing.canMark(Day(iso: "2026-11-19")!, today: today))
        let event = TrackerTiming(kind: .irregular, schedule: Schedule(mask: 0), startDay: today)
        #expect(!event.isScheduled(on: today))
        #expect(event.isShown(on: today))
    }

    @Test func measurableDoneness() {
        #expect(Measure.isDone(value: nil, target: nil))
        #expect(!Measure.isDone(value: 3, target: 8))
        #expect(Measure.isDone(value: 8, target: 8))
        #expect(!Measure.isDone(value: nil, target: 8))
    }

    @Test func monthGridsStartOnMonday() throws {
        let november = try #require(Month(iso: "2026-11"))
        #expect(november.weeks.count == 6)
        #expect(november.weeks[0].compactMap { $0 }.map(\.day) == [1])
        #expect(november.weeks.allSatisfy { $0.count == 7 })
        #expect(november.next.iso == "2026-12" && november.previous.iso == "2026-10")
        #expect(try #require(Month(iso: "2026-12")).next.iso == "2027-01")
        let february = try #require(Month(iso: "2024-02"))
        #expect(february.dayCount == 29)
        #expect(Month(iso: "2026-13") == nil && Month(iso: "26-11") == nil)
    }

    @Test func monthGridsCanStartOnSunday() throws {
        // November 2026 starts on a Sunday: the first cell from Sunday, the last from Monday.
        let november = try #require(Month(iso: "2026-11"))
        let weeks = november.weeks(startingOn: .sunday)
        #expect(weeks.count == 5)
        #expect(weeks[0].map { $0?.day } == [1, 2, 3, 4, 5, 6, 7])
        #expect(weeks[4].map { $0?.day } == [29, 30, nil, nil, nil, nil, nil])
        #expect(weeks.flatMap { $0 }.compactMap { $0 } == (1...30).map { Day(year: 2026, month: 11, day: $0)! })
        #expect(weeks.allSatisfy { week in week.compactMap { $0 }.allSatisfy { $0.weekday != .sunday || week.first == $0 } })
    }
}
