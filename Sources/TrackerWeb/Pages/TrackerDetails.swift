import TrackerCore
import TrackerStore

/// A tracker's details page: its month calendar, streaks and completion rate, and for a
/// measurable tracker a 30-day chart, averages, and a form to enter any allowed day's value.
/// Another member's shared tracker shows the same, read-only: no edit link, no marking, no form.
struct TrackerDetails: Page {
    static let template = "trackers/details"
    let frame: Frame
    let name: String
    let emoji: String
    let colorClass: String
    let since: String
    let backHref: String
    let backLabel: String
    var editHref: String?
    /// "Shared by …" on another member's tracker.
    let sharedBy: String?
    /// On the member's own archived tracker: that it is archived, with Restore.
    let archived: ArchivedNote?
    let numbers: [Number]
    let calendar: MonthCalendar
    /// Where the calendar's and the value form's posts return: this page at this month.
    let back: String
    let measure: Measure?
    /// Habit strength with its chart; `nil` for an irregular event.
    let strength: StrengthChart?
    let year: YearHeatmap
    /// The calendar's hint: marking days done, or recording a limit's slips.
    let calendarHint: String
    /// The month's notes and the way to a day's page; `nil` on another member's tracker.
    var notes: MonthNotes?
    /// What pressing a calendar day does, as links above it; `nil` on another member's tracker.
    var pressChoices: CalendarPress.Choices?

    /// A number with its name and an optional detail line.
    struct Number: Sendable, Encodable {
        let value: String
        let label: String
        let detail: String?
    }

    /// The measurable part: chart, averages and the value form.
    struct Measure: Sendable, Encodable {
        let chart: ChartView
        let averages: [Number]
        /// `nil` when read-only.
        let valueAction: String?
        let valueLabel: String
        let today: String
        let start: String
    }

    /// The person's own tracker, or with `owner` another member's shared one, read-only (`today`
    /// is then the owner's today).
    init(
        context: some SiteContext,
        tracker: Tracker,
        history: TrackerHistory,
        month: Month,
        today: Day,
        owner: Person? = nil,
        notes: [DayNote] = [],
        press: CalendarPress = .mark
    ) {
        let language = context.language
        let catalog = Catalog.of(language)
        frame = Frame(title: tracker.name, section: owner == nil ? .trackers : .household)
        name = tracker.name
        emoji = tracker.emoji
        colorClass = PaletteStyles.className(tracker.color)
        since = catalog.text("details.start", ["date": DateText.short(tracker.timing.startDay, in: language)])
        if let owner {
            backHref = Paths.member(id: owner.id)
            backLabel = owner.displayName
            editHref = nil
            sharedBy = catalog.text("household.shared_by", ["name": owner.displayName])
            archived = nil
            back = Paths.memberTracker(id: owner.id, tracker: tracker.id, month: month)
        } else {
            backHref = Paths.home.path
            backLabel = catalog.text("details.back")
            editHref = Paths.trackerEdit(id: tracker.id)
            sharedBy = nil
            back = Paths.trackerDetails(id: tracker.id, month: month, press: press)
            archived =
                tracker.isArchived
                ? ArchivedNote(text: catalog.text("archive.notice"), action: Paths.trackerRestore(id: tracker.id), back: back) : nil
        }

        // Grids start on the viewer's first weekday; a visitor's page, on the owner's.
        let weekStart = context.signedIn?.user.firstWeekday ?? history.weekStart
        let streaks = Streaks.summary(history, today: today)
        numbers = Self.numbers(streaks, isLimit: tracker.timing.isLimit, catalog: catalog)
        calendar = Self.calendar(
            tracker: tracker,
            markedDays: Self.markedDays(history, around: month),
            notedDays: Set(notes.map(\.day)),
            skippedDays: history.skipped,
            month: month,
            today: today,
            weekStart: weekStart,
            catalog: catalog,
            owner: owner?.id,
            press: owner == nil ? press : .mark
        )
        pressChoices = owner == nil ? CalendarPress.choices(tracker: tracker, month: month, current: press, catalog: catalog) : nil
        switch press {
        case .mark: calendarHint = catalog.text(tracker.timing.isLimit ? "details.calendar.hint.limit" : "details.calendar.hint")
        case .skip, .note: calendarHint = catalog.text("details.calendar.hint." + press.rawValue)
        }
        self.notes = owner == nil ? MonthNotes(tracker: tracker, notes: notes, month: month, catalog: catalog) : nil
        strength = HabitStrength.compute(history, today: today).map { StrengthChart(strength: $0, today: today, catalog: catalog) }
        year = YearHeatmap(
            history: history,
            today: today,
            firstWeekday: weekStart,
            catalog: catalog
        )

        if let target = tracker.target {
            let unit = tracker.unit ?? ""
            let averages = MeasureAverages.compute(history, today: today)
            let none = catalog.text("details.average.none")
            func text(_ value: Double?) -> String {
                value.map { DecimalText.oneDecimal($0, separator: language.decimalSeparator) } ?? none
            }
            measure = Measure(
                chart: ChartView(
                    points: ChartSeries.lastDays(history, today: today),
                    target: target,
                    unit: unit,
                    catalog: catalog
                ),
                averages: [
                    Number(value: text(averages.last7), label: catalog.text("details.average.7"), detail: unit),
                    Number(value: text(averages.last30), label: catalog.text("details.average.30"), detail: unit),
                    Number(value: text(averages.last365), label: catalog.text("details.average.365"), detail: unit),
                ],
                valueAction: owner == nil ? Paths.trackerValue(id: tracker.id) : nil,
                valueLabel: catalog.text("details.value.field", ["unit": unit]),
                today: today.iso,
                start: tracker.timing.startDay.iso
            )
        } else {
            measure = nil
        }
    }
}

extension TrackerDetails {
    /// The current and best streak and the completion rate, in days or in the weeks or months of
    /// a habit with a quota; a limit's rate counts days within it.
    static func numbers(_ streaks: StreakSummary, isLimit: Bool, catalog: Catalog) -> [Number] {
        let unit = streaks.unit.rawValue
        let rate: Number
        if let completionRate = streaks.completionRate {
            let detail = streaks.unit == .days ? (isLimit ? "details.rate.detail.limit" : "details.rate.detail") : "details.rate.detail.\(unit)"
            rate = Number(
                value: catalog.percent(completionRate),
                label: catalog.text("details.rate"),
                detail: catalog.plural(detail, count: streaks.eligibleDays, ["done": String(streaks.doneEligibleDays)])
            )
        } else {
            rate = Number(value: "—", label: catalog.text("details.rate"), detail: catalog.text("details.rate.none"))
        }
        return [
            Number(value: catalog.plural(unit, count: streaks.current), label: catalog.text("details.streak.current"), detail: nil),
            Number(value: catalog.plural(unit, count: streaks.best), label: catalog.text("details.streak.best"), detail: nil),
            rate,
        ]
    }
}
