import TrackerCore
import TrackerStore

/// The details page's month calendar: which days it marks, and what pressing each one does.
extension TrackerDetails {
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
            }.map(\.day)
        )
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
                skipped
                ? "details.day.skipped.readonly"
                : timing.isLimit
                    ? (marked ? "details.day.slip.readonly" : "details.day.kept.readonly")
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
                    skipped
                    ? "details.day.skipped"
                    : timing.isLimit
                        ? (marked ? "details.day.slip" : "details.day.kept")
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
