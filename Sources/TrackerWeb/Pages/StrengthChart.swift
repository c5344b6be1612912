import TrackerCore

/// Habit strength over the last 12 months as an inline SVG line: one point a week ending today
/// (53 points), from the tracker's start when that is later; 0, 50 and 100% on the y axis and
/// the months along the x axis. The summary says the lowest, highest and latest in words.
struct StrengthChart: Sendable, Encodable {
    static let width = 340.0
    static let height = 150.0
    static let left = 40.0
    static let right = 334.0
    static let top = 10.0
    static let bottom = 120.0
    /// The days the chart spans, today included.
    static let days = 365

    let viewBox = "0 0 \(Int(StrengthChart.width)) \(Int(StrengthChart.height))"
    let percent: String
    let summary: String
    let line: String
    let grid: [Grid]
    let yLabels: [ChartView.Label]
    let xLabels: [ChartView.Label]
    let axisY = ChartView.coordinate(StrengthChart.bottom)
    let axisLeft = ChartView.coordinate(StrengthChart.left)
    let axisRight = ChartView.coordinate(StrengthChart.right)

    struct Grid: Sendable, Encodable {
        let y: String
    }

    init(strength: HabitStrength, today: Day, catalog: Catalog) {
        let first = today.adding(days: 1 - Self.days)
        func x(_ day: Day) -> Double {
            Self.left + Double(day.ordinal - first.ordinal) / Double(Self.days - 1) * (Self.right - Self.left)
        }
        func y(_ score: Double) -> Double { Self.bottom - score * (Self.bottom - Self.top) }

        let weeks = stride(from: Self.days - 1, through: 0, by: -7).reversed().map { first.adding(days: $0) }
        let points = weeks.filter { $0 >= strength.first }.compactMap { day in strength.score(on: day).map { (day, $0) } }
        line = ChartView.pointList(points.map { (x: x($0.0), y: y($0.1)) })
        percent = catalog.percent(strength.today)
        let scores = points.map(\.1)
        summary = catalog.text(
            "details.strength.summary",
            [
                "low": catalog.percent(scores.min() ?? strength.today), "high": catalog.percent(scores.max() ?? strength.today),
                "now": percent,
            ])

        grid = [0.5, 1].map { Grid(y: ChartView.coordinate(y($0))) }
        yLabels = [0, 0.5, 1].map {
            ChartView.Label(x: ChartView.coordinate(Self.left - 6), y: ChartView.coordinate(y($0) + 4), text: catalog.percent($0), anchor: "end")
        }
        // Every other month's name, at its first day, from the newest month back.
        let firstDays = Self.monthStarts(from: first, through: today)
        xLabels = firstDays.reversed().enumerated().filter { $0.offset % 2 == 0 }.map(\.element).reversed().compactMap { day in
            let (at, text) = (x(day), catalog.text("date.month.standalone.\(day.month)"))
            guard at + ChartView.estimatedWidth(text) <= Self.width else { return nil }
            return ChartView.Label(x: ChartView.coordinate(at), y: ChartView.coordinate(Self.bottom + 18), text: text, anchor: "start")
        }
    }

    /// The first days of months from `first` through `last`, in order: a step a month, not a
    /// look at each of the year's days.
    static func monthStarts(from first: Day, through last: Day) -> [Day] {
        let firstMonth = first.day == 1 ? Month(first) : Month(first).next
        return sequence(first: firstMonth.firstDay) { Month($0).next.firstDay }.prefix { $0 <= last }
    }
}
