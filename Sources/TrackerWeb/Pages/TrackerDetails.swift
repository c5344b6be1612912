import Mustache
import TrackerCore
import TrackerStore

/// A tracker's details: its month calendar, streaks and completion rate, and for a measurable
/// tracker a 30-day chart, averages, and a form to enter any allowed day's value. It carries the
/// strings and the CSRF token its forms need, as it is rendered on its own.
struct TrackerDetails: Sendable {
    static let template = "trackers/details-body"
    let t: Strings
    let csrf: String
    let name: String
    let emoji: String
    let colorClass: String
    let since: String
    let backHref = Paths.home
    let editHref: String
    let numbers: [Number]
    let calendar: DetailsCalendar
    let markAction: String
    let back: String
    let measure: Measure?

    /// A number with its name and an optional detail line.
    struct Number: Sendable {
        let value: String
        let label: String
        let detail: String?
    }

    /// The measurable part: chart, averages and the value form.
    struct Measure: Sendable {
        let chart: ChartView
        let averages: [Number]
        let valueAction: String
        let valueLabel: String
        let today: String
        let start: String
    }

    init(tracker: Tracker, history: TrackerHistory, month: Month, today: Day, language: Language, csrf: String) {
        let catalog = Catalog.of(language)
        t = Strings(language)
        self.csrf = csrf
        name = tracker.name
        emoji = tracker.emoji
        colorClass = TrackerCard.colorClass(tracker.color)
        since = catalog.text("details.start", ["date": DateText.short(tracker.timing.startDay, in: language)])
        editHref = Paths.trackerEdit(id: tracker.id)
        back = Paths.trackerDetails(id: tracker.id, month: month)
        markAction = Paths.trackerDone(id: tracker.id)

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
        calendar = DetailsCalendar(
            trackerID: tracker.id,
            timing: tracker.timing,
            doneDays: done,
            month: month,
            today: today,
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
                valueAction: Paths.trackerValue(id: tracker.id),
                valueLabel: catalog.text("details.value.field", ["unit": unit]),
                today: today.iso,
                start: tracker.timing.startDay.iso
            )
        } else {
            measure = nil
        }
    }
}

extension TrackerDetails: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "t": return self.t
        case "csrf": return self.csrf
        case "name": return self.name
        case "emoji": return self.emoji
        case "colorClass": return self.colorClass
        case "since": return self.since
        case "backHref": return self.backHref
        case "editHref": return self.editHref
        case "numbers": return self.numbers
        case "calendar": return self.calendar
        case "markAction": return self.markAction
        case "back": return self.back
        case "measure": return self.measure
        default: return nil
        }
    }
}

extension TrackerDetails.Number: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "value": return self.value
        case "label": return self.label
        case "detail": return self.detail
        default: return nil
        }
    }
}

extension TrackerDetails.Measure: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "chart": return self.chart
        case "averages": return self.averages
        case "valueAction": return self.valueAction
        case "valueLabel": return self.valueLabel
        case "today": return self.today
        case "start": return self.start
        default: return nil
        }
    }
}
