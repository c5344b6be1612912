import TemplateEngine
import TrackerCore

/// The year view: the last 53 weeks as an inline SVG heatmap, one square a day, weeks as columns
/// and the member's first weekday on top, months above. Done days (a limit: days within it) take
/// the tracker's colour, a measurable day stronger as its value nears the target; a limit's slips
/// are dashed outlines, so no state is told by colour alone. The summary above says the count in
/// words; the squares carry no words of their own (a year's 371 titles made the page more than
/// twice as costly to serve, and the month calendar below names each day).
struct YearHeatmap: Sendable, Encodable {
    static let weeks = 53
    static let cell = 11.0  // with rx 2.5 from the stylesheet
    static let step = 14.0
    static let left = 30.0
    static let top = 18.0

    let width: String
    let height: String
    let viewBox: String
    let summary: String
    /// The squares, for tests; the page writes `squaresMarkup`.
    let squares: [Square]
    /// The squares' `<rect>`s, written here in one go: a year's 371 of them cost the page more
    /// through the template than all the rest of it.
    let squaresMarkup: String
    let monthLabels: [ChartView.Label]
    let weekdayLabels: [ChartView.Label]

    /// The square each vertex of a look's path draws (see `markup`).
    let markers = pathLooks.map { Marker(id: $0.marker, classes: $0.look.classes) }

    struct Marker: Sendable, Encodable {
        let id: String
        let classes: String
    }

    private enum CodingKeys: String, CodingKey {
        case width, height, viewBox, summary, squaresMarkup, monthLabels, weekdayLabels, markers
    }

    struct Square: Sendable {
        let x: Int
        let y: Int
        let look: Look
        let isToday: Bool

        /// The classes the square is drawn with.
        var classes: String { isToday ? look.classes + " is-today" : look.classes }
    }

    /// How a day's square looks: not done (or a limit's day off, or a day before today's slip),
    /// a measurable day's share of its target in thirds, done (a limit: kept), or a limit's slip.
    enum Look: Int, CaseIterable, Sendable {
        case open, level1, level2, level3, done, slip

        var classes: String { Self.classes[rawValue] }
        private static let classes = ["heat", "heat level-1", "heat level-2", "heat level-3", "heat is-done", "heat is-slip"]
    }

    init(history: TrackerHistory, today: Day, firstWeekday: Weekday, catalog: Catalog) {
        let timing = history.timing
        let size = Self.left + Double(Self.weeks) * Self.step
        let tall = Self.top + 7 * Self.step
        width = ChartView.coordinate(size)
        height = ChartView.coordinate(tall)
        viewBox = "0 0 \(width) \(height)"

        let first = Period.week.bounds(of: today, weekStart: firstWeekday).first.adding(days: -7 * (Self.weeks - 1))
        // Each shown day's record (`.some(nil)`: a mark with no value).
        let recorded = DayRecords(history.completions, first: first.ordinal, last: today.ordinal)
        var squares: [Square] = []
        var counted = 0
        var succeeded = 0
        // Days before the start are left blank.
        let todayOffset = today.ordinal - first.ordinal
        // `first` starts a week: a day's weekday is the week start's, moved by its place in the week.
        let weekdays = (0..<7).map { Weekday(rawValue: (firstWeekday.rawValue + $0) % 7)! }
        for offset in stride(from: max(0, history.timing.startDay.ordinal - first.ordinal), through: todayOffset, by: 1) {
            let look = Self.look(
                history, weekday: weekdays[offset % 7], whenFromToday: offset - todayOffset, record: recorded[first.ordinal + offset])
            if let success = look.counts {
                counted += 1
                if success { succeeded += 1 }
            }
            squares.append(
                Square(
                    x: Int(Self.left) + offset / 7 * Int(Self.step),
                    y: Int(Self.top) + offset % 7 * Int(Self.step),
                    look: look.look,
                    isToday: offset == todayOffset
                ))
        }
        self.squares = squares
        squaresMarkup = Self.markup(squares)
        summary = catalog.plural(
            timing.isLimit ? "details.year.summary.limit" : "details.year.summary", count: counted, ["done": String(succeeded)])

        // A month's name over the first column that holds its first day, when it clears the one before.
        var months: [ChartView.Label] = []
        var lastX = -100.0
        for column in 0..<Self.weeks {
            // A column holds a month's first day when its last day is among the month's first seven.
            let last = first.adding(days: column * 7 + 6)
            let holdsFirst = last.day <= 7
            // The first column's month is named only when it has three columns before the next one.
            guard holdsFirst || (column == 0 && first.day <= 7) else { continue }
            let opening = holdsFirst ? last : first
            let x = Self.left + Double(column) * Self.step
            let text = catalog.text("date.month.standalone.\(opening.month)")
            guard x - lastX >= 3 * Self.step else { continue }
            months.append(ChartView.Label(x: ChartView.coordinate(x), y: ChartView.coordinate(Self.top - 6), text: text, anchor: "start"))
            lastX = x
        }
        monthLabels = months
        weekdayLabels = [0, 2, 4, 6].map { row in
            let weekday = first.adding(days: row).weekday
            return ChartView.Label(
                x: ChartView.coordinate(Self.left - 5),
                y: ChartView.coordinate(Self.top + Double(row) * Self.step + Self.cell - 2),
                text: catalog.text(ScheduleText.shortKeys[weekday.rawValue]),
                anchor: "end"
            )
        }
    }

    /// The squares' markup. Most days are drawn as one `<path>` per look whose vertices are the
    /// squares' top left corners (`M33 35l0 14 14-56`), each vertex drawing that look's marker (an
    /// 11 px square with rounded corners, in the template's `<defs>`): a year is about 2 KB instead
    /// of 24 KB of `<rect>`s, which the page then had to copy and gzip. Today and a limit's slips,
    /// which carry an outline, and a look with a single square, stay `<rect>`s.
    static func markup(_ squares: [Square]) -> String {
        var out = HTMLOutput(capacity: squares.count * 6 + 800)
        // Each square to its look's path, in one pass; the others are `<rect>`s.
        var byLook = Array(repeating: [Square](), count: pathLooks.count)
        var others: [Square] = []
        for square in squares {
            if !square.isToday, let look = pathLooks.firstIndex(where: { $0.look == square.look }) {
                byLook[look].append(square)
            } else {
                others.append(square)
            }
        }
        var asRects: [Square] = []
        for (look, drawn) in zip(pathLooks, byLook) {
            guard drawn.count > 1 else {
                asRects += drawn
                continue
            }
            out.writeBytes(look.opening)
            for (index, square) in drawn.enumerated() {
                if index == 0 {
                    out.writeNumber(Int64(square.x))
                    out.writeStaticString(" ")
                    out.writeNumber(Int64(square.y))
                    out.writeStaticString("l")
                    continue
                }
                let previous = drawn[index - 1]
                if index > 1 { out.writeStaticString(" ") }
                out.writeNumber(Int64(square.x - previous.x))
                let dy = square.y - previous.y
                // A minus sign separates the numbers by itself.
                if dy >= 0 { out.writeStaticString(" ") }
                out.writeNumber(Int64(dy))
            }
            out.writeBytes(look.closing)
        }
        asRects += others
        for square in asRects {
            out.writeBytes(rectOpening)
            out.writeHTMLEscaped(square.classes)
            out.writeBytes(rectX)
            out.writeNumber(Int64(square.x))
            out.writeBytes(rectY)
            out.writeNumber(Int64(square.y))
            out.writeBytes(rectClosing)
        }
        return out.string
    }

    /// The looks drawn as paths: each with its marker's id (in the template's `<defs>`), and the
    /// path's opening and closing bytes.
    static let pathLooks: [(look: Look, marker: String, opening: [UInt8], closing: [UInt8])] = [
        (Look.open, "y0"), (.level1, "y1"), (.level2, "y2"), (.level3, "y3"), (.done, "y4"),
    ].map { look, marker in
        let url = "url(#\(marker))"
        return (
            look, marker, Array(#"<path class="\#(look.classes)" d="M"#.utf8),
            Array(#"" marker-start="\#(url)" marker-mid="\#(url)" marker-end="\#(url)"/>"#.utf8)
        )
    }
    private static let rectOpening = Array(#"<rect class=""#.utf8)
    private static let rectX = Array(#"" x=""#.utf8)
    private static let rectY = Array(#"" y=""#.utf8)
    private static let rectClosing = Array(#"" width="\#(Int(cell))" height="\#(Int(cell))"/>"#.utf8)

    /// One square's look, and whether it counts in the summary (and as a success).
    /// `whenFromToday` is 0 for today, negative before it.
    private static func look(
        _ history: TrackerHistory, weekday: Weekday, whenFromToday: Int, record: Double??
    ) -> (look: Look, counts: Bool?) {
        let timing = history.timing
        let value = record ?? nil
        if timing.isLimit {
            guard timing.schedule.contains(weekday) else { return (.open, nil) }
            let kept = Measure.isWithinLimit(hasMark: record != nil, value: value, target: history.target)
            // Today counts once it slipped; until then it is only "so far".
            if whenFromToday == 0 && kept { return (.open, nil) }
            return (kept ? .done : .slip, kept)
        }
        let done = record != nil && Measure.isDone(value: value, target: history.target)
        // Today counts once it is done.
        let counts: Bool? = done || whenFromToday < 0 ? done : nil
        guard let target = history.target else { return (done ? .done : .open, counts) }
        let share = target > 0 ? min(1, (value ?? 0) / target) : (done ? 1 : 0)
        return (done ? .done : share <= 0 ? .open : levels[min(2, Int(share * 3))], counts)
    }

    private static let levels: [Look] = [.level1, .level2, .level3]
}
