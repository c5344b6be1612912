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
    let editHref: String?
    /// "Shared by …" on another member's tracker.
    let sharedBy: String?
    let numbers: [Number]
    let calendar: MonthCalendar
    /// Where the calendar's and the value form's posts return: this page at this month.
    let back: String
    let measure: Measure?

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
        owner: Person? = nil
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
            back = Paths.memberTracker(id: owner.id, tracker: tracker.id, month: month)
        } else {
            backHref = Paths.home.path
            backLabel = catalog.text("details.back")
            editHref = Paths.trackerEdit(id: tracker.id)
            sharedBy = nil
            back = Paths.trackerDetails(id: tracker.id, month: month)
        }

        let streaks = Streaks.summary(history, today: today)
        let rate: Number
        if let completionRate = streaks.completionRate {
            rate = Number(
                value: "\(Int((completionRate * 100).rounded()))%",
                label: catalog.text("details.rate"),
                detail: catalog.plural(
                    "details.rate.detail",
                    count: streaks.eligibleDays,
                    ["done": String(streaks.doneEligibleDays)]
                )
            )
        } else {
            rate = Number(value: "—", label: catalog.text("details.rate"), detail: catalog.text("details.rate.none"))
        }
        numbers = [
            Number(
                value: catalog.plural("days", count: streaks.current),
                label: catalog.text("details.streak.current"),
                detail: nil
            ),
            Number(value: catalog.plural("days", count: streaks.best), label: catalog.text("details.streak.best"), detail: nil),
            rate,
        ]

        let done = Set(
            history.completions.filter { TrackerCore.Measure.isDone(value: $0.value, target: tracker.target) }.map(\.day)
        )
        calendar = Self.calendar(
            tracker: tracker,
            doneDays: done,
            month: month,
            today: today,
            catalog: catalog,
            owner: owner?.id
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
    /// The month with done days marked, today outlined and days before the start dimmed; on
    /// the person's own tracker every day that may be marked is a small button that marks or
    /// undoes it. Another member's (`owner`) shows the same days, none pressable.
    static func calendar(
        tracker: Tracker,
        doneDays: Set<Day>,
        month: Month,
        today: Day,
        catalog: Catalog,
        owner: Int64? = nil
    )
        -> MonthCalendar
    {
        let timing = tracker.timing
        func href(_ month: Month) -> String {
            owner.map { Paths.memberTracker(id: $0, tracker: tracker.id, month: month) }
                ?? Paths.trackerDetails(id: tracker.id, month: month)
        }
        return MonthCalendar(
            month: month,
            catalog: catalog,
            previousHref: href(month.previous),
            nextHref: href(month.next),
            gridClass: " details-grid",
            markAction: owner == nil ? Paths.trackerDone(id: tracker.id) : ""
        ) { day in
            let done = doneDays.contains(day)
            let canMark = timing.canMark(day, today: today)
            let pressable = canMark && owner == nil
            let labelKey = canMark ? (done ? "details.day.done" : "details.day.open") : "details.day.locked"
            return MonthCalendar.Cell(
                label: String(day.day),
                iso: day.iso,
                classes: MonthCalendar.classes([
                    "is-locked": !canMark, "is-done": done, "is-today": day == today,
                    "before-start": !canMark && day < timing.startDay, "is-scheduled": timing.isScheduled(on: day),
                ]),
                ariaLabel: catalog.text(
                    owner == nil ? labelKey : (done ? "household.day.done" : "household.day.open"),
                    ["date": DateText.long(day, in: catalog.language)]
                ),
                href: nil,
                isSelected: false,
                pressed: pressable ? (done ? "true" : "false") : nil,
                plain: !pressable
            )
        }
    }
}
