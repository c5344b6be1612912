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

    /// The days the month calendar marks: done days, or a limit's slips (a mark on a yes/no
    /// limit, a value over a measurable one's target).
    static func markedDays(_ history: TrackerHistory, around month: Month) -> Set<Day> {
        let isLimit = history.timing.isLimit
        // The month's grid reads its own days, and a quota the periods that touch it: a month
        // either side holds them all, and hashing two years of days cost more than the grid.
        let from = month.firstDay.adding(days: -31)
        let through = month.lastDay.adding(days: 31)
        return Set(
            history.completions.filter {
                guard $0.day >= from, $0.day <= through else { return false }
                return isLimit
                    ? !TrackerCore.Measure.isWithinLimit(hasMark: true, value: $0.value, target: history.target)
                    : TrackerCore.Measure.isDone(value: $0.value, target: history.target)
            }.map(\.day))
    }

    /// The month with done days (a limit: slips) marked, today outlined and days before the start
    /// dimmed. On the person's own tracker, pressing a day that may be marked does `press`: marks
    /// or undoes it (a small button), skips or undoes a skip (a button, on days the habit is due
    /// or skipped), or opens the day's page (a link). Another member's (`owner`) shows the same
    /// days, none pressable.
    static func calendar(
        tracker: Tracker,
        markedDays: Set<Day>,
        notedDays: Set<Day> = [],
        skippedDays: Set<Day> = [],
        month: Month,
        today: Day,
        weekStart: Weekday,
        catalog: Catalog,
        owner: Int64? = nil,
        press: CalendarPress = .mark
    )
        -> MonthCalendar
    {
        let timing = tracker.timing
        func href(_ month: Month) -> String {
            owner.map { Paths.memberTracker(id: $0, tracker: tracker.id, month: month) }
                ?? Paths.trackerDetails(id: tracker.id, month: month, press: press)
        }
        let markAction: String
        switch (owner, press) {
        case (.some, _), (nil, .note): markAction = ""
        case (nil, .mark): markAction = Paths.trackerDone(id: tracker.id)
        case (nil, .skip): markAction = Paths.trackerSkip(id: tracker.id)
        }
        let dayNames = MonthDayNames.of(month, in: catalog.language)
        let skippable = press == .skip ? Self.skippableDays(timing, markedDays: markedDays, month: month, today: today, weekStart: weekStart) : []
        return MonthCalendar(
            month: month,
            catalog: catalog,
            previousHref: href(month.previous),
            nextHref: href(month.next),
            weekStart: weekStart,
            gridClass: " details-grid",
            markAction: markAction,
            linkClass: "cal-day"
        ) { day in
            let marked = markedDays.contains(day)
            let canMark = timing.canMark(day, today: today)
            let noted = notedDays.contains(day)
            // A skipped day (not done) says so in words and shows its own symbol (app.css).
            let skipped = canMark && !(marked && !timing.isLimit) && skippedDays.contains(day)
            let date: KeyValuePairs<String, String> = ["date": dayNames[day.day - 1]]
            // What the day is, in words; what pressing it does is added for the press.
            let stateKey =
                skipped ? "details.day.skipped.readonly"
                : timing.isLimit ? (marked ? "details.day.slip.readonly" : "details.day.kept.readonly")
                : (marked ? "household.day.done" : "household.day.open")
            var pressed: String?
            var link: String?
            let label: String
            switch (owner, canMark, press) {
            case (_, false, _):
                label = catalog.text("details.day.locked", date)
            case (.some, true, _):
                label = catalog.text(stateKey, date)
            case (nil, true, .mark):
                pressed = marked ? "true" : "false"
                let markKey =
                    skipped ? "details.day.skipped"
                    : timing.isLimit ? (marked ? "details.day.slip" : "details.day.kept")
                    : (marked ? "details.day.done" : "details.day.open")
                label = catalog.text(markKey, date)
            case (nil, true, .skip):
                let canPress = skipped || skippable.contains(day)
                pressed = canPress ? (skipped ? "true" : "false") : nil
                label = catalog.text(canPress ? (skipped ? "details.day.unskip" : "details.day.skip") : stateKey, date)
            case (nil, true, .note):
                link = Paths.trackerDay(id: tracker.id, day: day)
                label = catalog.text("details.day.page", ["label": catalog.text(stateKey, date)])
            }
            return MonthCalendar.Cell(
                label: String(day.day),
                iso: day.iso,
                classes: MonthCalendar.classes([
                    "is-locked": !canMark, "is-done": marked && !timing.isLimit, "is-slip": marked && timing.isLimit,
                    "is-today": day == today,
                    "before-start": !canMark && day < timing.startDay, "is-scheduled": timing.isScheduled(on: day),
                    "has-note": noted,
                    "is-skipped": skipped,
                ]),
                ariaLabel: noted ? catalog.text("details.day.noted", ["label": label]) : label,
                href: link,
                isSelected: false,
                pressed: pressed,
                plain: pressed == nil && link == nil
            )
        }
    }

    /// The month's days a habit may be skipped on (PRODUCT.md "Skipped days"): come, not marked,
    /// and due (on its weekdays, or for a quota while its period's other done days are short).
    static func skippableDays(_ timing: TrackerTiming, markedDays: Set<Day>, month: Month, today: Day, weekStart: Weekday) -> Set<Day> {
        guard timing.kind == .habit else { return [] }
        // A quota's done days in each period that touches the month, counted once.
        var donePerPeriod: [Day: Int] = [:]
        if let quota = timing.quota {
            let from = max(quota.period.bounds(of: month.firstDay, weekStart: weekStart).first, timing.startDay)
            let through = quota.period.bounds(of: month.lastDay, weekStart: weekStart).last
            for day in markedDays where day >= from && day <= through {
                donePerPeriod[quota.period.bounds(of: day, weekStart: weekStart).first, default: 0] += 1
            }
        }
        var days: Set<Day> = []
        let monthDays = (0..<month.dayCount).map { month.firstDay.adding(days: $0) }
        for day in monthDays where timing.canMark(day, today: today) && !markedDays.contains(day) {
            // The day itself is not marked, so its period's done days are all elsewhere.
            let elsewhere = timing.quota.map { donePerPeriod[$0.period.bounds(of: day, weekStart: weekStart).first] ?? 0 } ?? 0
            if timing.isDue(on: day, periodDoneElsewhere: elsewhere) { days.insert(day) }
        }
        return days
    }
}
