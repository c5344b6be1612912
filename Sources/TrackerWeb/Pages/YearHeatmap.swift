import TrackerCore

/// The year view: the last 53 weeks as an inline SVG heatmap, one square a day, weeks as columns
/// and the member's first weekday on top, months above. Done days (a limit: days within it) take
/// the tracker's colour, a measurable day stronger as its value nears the target; a limit's slips
/// are outlined squares. Every square has its words in a `<title>`, and the summary says the count.
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

    private enum CodingKeys: String, CodingKey {
        case width, height, viewBox, summary, squaresMarkup, monthLabels, weekdayLabels
    }

    struct Square: Sendable {
        let x: Int
        let y: Int
        let classes: String
        let title: String
    }

    init(history: TrackerHistory, today: Day, firstWeekday: Weekday, unit: String, catalog: Catalog) {
        let timing = history.timing
        let size = Self.left + Double(Self.weeks) * Self.step
        let tall = Self.top + 7 * Self.step
        width = ChartView.coordinate(size)
        height = ChartView.coordinate(tall)
        viewBox = "0 0 \(width) \(height)"

        let first = Period.week.bounds(of: today, weekStart: firstWeekday).first.adding(days: -7 * (Self.weeks - 1))
        let recorded = Dictionary(history.completions.map { ($0.day, $0.value) }) { a, b in Self.larger(a, b) }
        var words = Words(
            catalog: catalog, target: history.target.map { NumberText.format($0, in: catalog.language) } ?? "", unit: unit)
        var squares: [Square] = []
        var counted = 0
        var succeeded = 0
        // Days before the start are left blank.
        for offset in stride(from: max(0, history.timing.startDay.ordinal - first.ordinal), through: today.ordinal - first.ordinal, by: 1) {
            let day = first.adding(days: offset)
            let look = Self.look(history, day: day, today: today, record: recorded[day], words: &words)
            if let success = look.counts {
                counted += 1
                if success { succeeded += 1 }
            }
            squares.append(
                Square(
                    x: Int(Self.left) + offset / 7 * Int(Self.step),
                    y: Int(Self.top) + offset % 7 * Int(Self.step),
                    classes: look.classes + (day == today ? " is-today" : ""),
                    title: look.title
                ))
        }
        self.squares = squares
        var markup = ""
        markup.reserveCapacity(squares.count * 110)
        let side = String(Int(Self.cell))
        for square in squares {
            markup += "<rect class=\"\(square.classes)\" x=\"\(square.x)\" y=\"\(square.y)\" width=\"\(side)\" height=\"\(side)\">"
            markup += "<title>\(Self.escaped(square.title))</title></rect>"
        }
        squaresMarkup = markup
        summary = catalog.plural(
            timing.isLimit ? "details.year.summary.limit" : "details.year.summary", count: counted, ["done": String(succeeded)])

        // A month's name over the first column that holds its first day, when it clears the one before.
        var months: [ChartView.Label] = []
        var lastX = -100.0
        for column in 0..<Self.weeks {
            let days = (0..<7).map { first.adding(days: column * 7 + $0) }
            // The first column's month is named only when it has three columns before the next one.
            guard let opening = days.first(where: { $0.day == 1 }) ?? (column == 0 && first.day <= 7 ? first : nil) else { continue }
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

    /// One square's classes and words, and whether it counts in the summary (and as a success).
    private static func look(
        _ history: TrackerHistory, day: Day, today: Day, record: Double??, words: inout Words
    ) -> (classes: String, title: String, counts: Bool?) {
        let timing = history.timing
        let date = words.date(day)
        let value = record ?? nil
        let number = history.target == nil ? "" : value.map { NumberText.format($0, in: words.catalog.language) } ?? "0"
        func title(_ key: String) -> String { words.text(key, date: date, value: number) }
        if timing.isLimit {
            guard timing.schedule.contains(day.weekday) else { return ("heat", title("details.year.free"), nil) }
            let kept = Measure.isWithinLimit(hasMark: record != nil, value: value, target: history.target)
            // Today counts once it slipped; until then it is only "so far".
            if day == today && kept {
                return ("heat", title(history.target == nil ? "details.year.kept.today" : "details.year.value.within"), nil)
            }
            let key = history.target == nil ? (kept ? "details.year.kept" : "details.year.slip") : (kept ? "details.year.value.within" : "details.year.value.over")
            return (kept ? "heat is-done" : "heat is-slip", title(key), kept)
        }
        let done = record != nil && Measure.isDone(value: value, target: history.target)
        // Today counts once it is done.
        let counts: Bool? = done || day < today ? done : nil
        guard let target = history.target else {
            return (done ? "heat is-done" : "heat", title(done ? "details.year.done" : "details.year.open"), counts)
        }
        let share = target > 0 ? min(1, (value ?? 0) / target) : (done ? 1 : 0)
        let level = done ? "heat is-done" : share <= 0 ? "heat" : "heat level-\(min(3, Int(share * 3) + 1))"
        let words = title(record == nil ? "details.year.open" : "details.year.value")
        return (level, words, counts)
    }

    /// The squares' words, with each text's and each month's date cut once around its one hole:
    /// a year's 371 titles put together by appending, not by filling a template each.
    struct Words {
        let catalog: Catalog
        /// The tracker's target and unit, the same in every title.
        let target: String
        let unit: String
        private var texts: [String: [String]] = [:]
        private var months: [Int: [String]] = [:]
        private static let date = "\u{1}"
        private static let value = "\u{2}"

        init(catalog: Catalog, target: String, unit: String) {
            self.catalog = catalog
            self.target = target
            self.unit = unit
        }

        /// `DateText.short(day)`: "Nov 5, 2026" / «5 нояб. 2026 г.».
        mutating func date(_ day: Day) -> String {
            let key = day.year * 12 + day.month
            let pieces =
                months[key]
                ?? Self.cut(
                    catalog.text(
                        "date.short",
                        ["day": Self.date, "month": catalog.text("date.month.short.\(day.month)"), "year": String(day.year)]))
            months[key] = pieces
            return Self.join(pieces, date: String(day.day), value: "")
        }

        /// A title: its `{date}` and `{value}` put in, its `{target}` and `{unit}` the tracker's.
        mutating func text(_ key: String, date: String, value: String) -> String {
            let pieces =
                texts[key] ?? Self.cut(catalog.text(key, ["date": Self.date, "value": Self.value, "target": target, "unit": unit]))
            texts[key] = pieces
            return Self.join(pieces, date: date, value: value)
        }

        /// The text in pieces, each hole a piece of its own.
        private static func cut(_ text: String) -> [String] {
            var pieces = [""]
            for character in text {
                if character == "\u{1}" || character == "\u{2}" {
                    pieces += [String(character), ""]
                } else {
                    pieces[pieces.count - 1].append(character)
                }
            }
            return pieces
        }

        private static func join(_ pieces: [String], date: String, value: String) -> String {
            var result = ""
            for piece in pieces {
                result += piece == Self.date ? date : piece == Self.value ? value : piece
            }
            return result
        }
    }

    /// Text for HTML: `&`, `<`, `>`, `"` and `'` as entities.
    static func escaped(_ text: String) -> String {
        guard text.utf8.contains(where: { "&<>\"'".utf8.contains($0) }) else { return text }
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func larger(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return max(a, b)
    }
}
