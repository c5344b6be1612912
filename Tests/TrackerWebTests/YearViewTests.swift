import Foundation
import Testing
import TrackerCore

@testable import TrackerWeb

/// The year heatmap and the strength chart: their squares in the right places and their labels
/// clear of each other, in both languages, on any day of the week and year.
@Suite("Year view and strength chart")
struct YearViewTests {
    static func history(start: Day, marks: [Day] = []) -> TrackerHistory {
        TrackerHistory(
            id: 1, timing: TrackerTiming(kind: .habit, schedule: .everyDay, startDay: start), target: nil,
            completions: marks.map { DayValue(day: $0, value: nil) })
    }

    @Test(arguments: [Weekday.monday, .sunday], [Language.en, .ru])
    func squaresFillWeeksFromTheFirstWeekdayWithTodayLast(firstWeekday: Weekday, language: Language) throws {
        var rng = SeededRandom(seed: 31)
        for _ in 0..<40 {
            let today = Day(year: 2026, month: 11, day: 21)!.adding(days: -Int.random(in: 0...800, using: &rng))
            let map = YearHeatmap(
                history: Self.history(start: today.adding(days: -400)), today: today, firstWeekday: firstWeekday,
                catalog: Catalog.of(language))
            // 52 whole weeks and this week up to today.
            let days = 52 * 7 + (today.weekday.rawValue - firstWeekday.rawValue + 7) % 7 + 1
            #expect(map.squares.count == days)
            #expect(map.squares.first?.y == Int(YearHeatmap.top))
            let last = try #require(map.squares.last)
            #expect(last.classes.hasSuffix("is-today"))
            // One square a day, down each week's column and on to the next.
            for (offset, square) in map.squares.enumerated() {
                #expect(square.x == Int(YearHeatmap.left) + offset / 7 * Int(YearHeatmap.step))
                #expect(square.y == Int(YearHeatmap.top) + offset % 7 * Int(YearHeatmap.step))
            }
            #expect(last.x == Int(YearHeatmap.left + 52 * YearHeatmap.step))
            // Month names: 11 to 13 of them, each clear of the next.
            #expect((11...13).contains(map.monthLabels.count))
            let starts = map.monthLabels.compactMap { Double($0.x) }
            for (a, b) in zip(starts, starts.dropFirst()) {
                #expect(b - a >= 3 * YearHeatmap.step)
            }
        }
    }

    @Test func theSummaryCountsFromTheStartAndTodayOnceDone() {
        let today = Day(year: 2026, month: 11, day: 21)!
        let start = today.adding(days: -9)
        let open = YearHeatmap(
            history: Self.history(start: start, marks: [start, today.adding(days: -1)]), today: today, firstWeekday: .monday, catalog: Catalog.of(.en))
        #expect(open.summary == "Done on 2 of 9 days")
        #expect(open.squares.count == 10)  // the days before the start are left blank
        let done = YearHeatmap(
            history: Self.history(start: start, marks: [start, today]), today: today, firstWeekday: .monday, catalog: Catalog.of(.en))
        #expect(done.summary == "Done on 2 of 10 days")
        let later = YearHeatmap(
            history: Self.history(start: today.adding(days: 3)), today: today, firstWeekday: .monday, catalog: Catalog.of(.ru))
        #expect(later.squares.isEmpty)
        #expect(later.summary == "Выполнено 0 из 0 дней")
    }

    @Test func measurableDaysDeepenTowardsTheTarget() {
        let today = Day(year: 2026, month: 11, day: 21)!
        let values: [Double?] = [nil, 1, 4, 7, 8, 12]
        let history = TrackerHistory(
            id: 1, timing: TrackerTiming(kind: .habit, schedule: .everyDay, startDay: today.adding(days: -6)), target: 8,
            completions: values.enumerated().map { DayValue(day: today.adding(days: $0.offset - 6), value: $0.element) })
        let map = YearHeatmap(history: history, today: today, firstWeekday: .monday, catalog: Catalog.of(.en))
        let lastWeek = map.squares.suffix(7).map(\.classes)
        #expect(lastWeek.prefix(6) == ["heat", "heat level-1", "heat level-2", "heat level-3", "heat is-done", "heat is-done"])
        #expect(YearMarkup.squares(in: map.squaresMarkup).contains(.init(x: 758, y: 18, classes: "heat level-1")))
    }

    /// The markup draws every square of the model where it is, with its look: most as subpaths of
    /// one path per look, today and slips as rects.
    @Test(arguments: [Goal.atLeast, .atMost])
    func theMarkupDrawsEverySquare(goal: Goal) {
        var rng = SeededRandom(seed: 5)
        let today = Day(year: 2026, month: 11, day: 21)!
        let start = today.adding(days: -300)
        let marks = (0...300).filter { _ in Bool.random(using: &rng) }.map { start.adding(days: $0) }
        let history = TrackerHistory(
            id: 1, timing: TrackerTiming(kind: .habit, schedule: .everyDay, startDay: start, goal: goal), target: nil,
            completions: marks.map { DayValue(day: $0, value: nil) })
        let map = YearHeatmap(history: history, today: today, firstWeekday: .sunday, catalog: Catalog.of(.en))
        let drawn = YearMarkup.squares(in: map.squaresMarkup)
        let expected = map.squares.map { YearMarkup.Square(x: $0.x, y: $0.y, classes: $0.classes) }
        #expect(drawn.count == expected.count)
        #expect(Set(drawn.map { "\($0.x),\($0.y),\($0.classes)" }) == Set(expected.map { "\($0.x),\($0.y),\($0.classes)" }))
    }

    @Test(arguments: [Language.en, .ru])
    func strengthChartLabelsStayApartAndInside(language: Language) throws {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<40 {
            let today = Day(year: 2026, month: 11, day: 21)!.adding(days: -Int.random(in: 0...800, using: &rng))
            let start = today.adding(days: -Int.random(in: 0...600, using: &rng))
            let strength = try #require(HabitStrength.compute(Self.history(start: start, marks: [start]), today: today))
            let chart = StrengthChart(strength: strength, today: today, catalog: Catalog.of(language))
            let spans = try chart.xLabels.map(ChartViewTests.span)
            #expect((5...7).contains(spans.count))
            for (a, b) in zip(spans, spans.dropFirst()) {
                #expect(b.lowerBound - a.upperBound >= ChartViewTests.gap)
            }
            #expect(spans.allSatisfy { $0.upperBound <= StrengthChart.width && $0.lowerBound >= StrengthChart.left })
            // One point a week from the start, never more than 53.
            let points = chart.line.split(separator: " ").count
            #expect(points == min(53, (today.ordinal - start.ordinal) / 7 + 1))
        }
    }

    /// The strength chart's month labels stand on the first days of months, as a look at every
    /// day of the year finds them, whatever day the year starts on.
    @Test
    func monthStartsAreTheYearsFirstDays() throws {
        let start = try #require(Day(year: 2025, month: 12, day: 25))
        for offset in 0..<800 {
            let first = start.adding(days: offset)
            let last = first.adding(days: StrengthChart.days - 1)
            let every = (0..<StrengthChart.days).map { first.adding(days: $0) }.filter { $0.day == 1 }
            #expect(StrengthChart.monthStarts(from: first, through: last) == every, "\(first.iso)")
        }
    }
}
