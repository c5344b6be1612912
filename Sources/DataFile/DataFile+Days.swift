import TrackerCore

extension DataFile {
    /// How the file writes weekdays, Monday first.
    public static let weekdayCodes = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]

    /// The codes of a schedule's weekdays.
    public static func codes(_ schedule: Schedule) -> [String] {
        schedule.weekdays.map { weekdayCodes[$0.rawValue] }
    }

    /// The weekday a code names, or nil.
    public static func weekday(_ code: String) -> Weekday? {
        weekdayCodes.firstIndex(of: code.lowercased()).map { Weekday.allCases[$0] }
    }
}

extension DataFile.Tracker {
    /// Its quota, when `times` and `period` make one (in range); nil otherwise.
    public var quota: Quota? {
        guard let times, let period = period.flatMap(Period.init(rawValue:)) else { return nil }
        return Quota(times: times, period: period)
    }

    /// Its goal: `at-most` is a limit; anything else (or none) is "at least".
    public var checkedGoal: Goal { goal.flatMap(Goal.init(rawValue:)) ?? .atLeast }

    /// How it repeats, in a word: `weekdays`, `3/week`, `12/month`; empty for an irregular event.
    var frequencyText: String {
        guard kind != TrackerKind.irregular.rawValue else { return "" }
        return quota.map { "\($0.times)/\($0.period.rawValue)" } ?? "weekdays"
    }
}

/// "Download CSV": one row per tracker and day, for spreadsheets.
public enum CSVExport {
    public static let header = [
        "date", "tracker", "category", "kind", "scheduled", "done", "value", "unit", "target", "frequency", "goal",
    ]

    /// A tracker's rows, oldest first: every day from its start through `today` on which it shows
    /// (a habit's weekdays; every day for a habit with a quota and for an irregular event), and
    /// any other day it was marked. `scheduled` is empty for an irregular event and for a habit
    /// with a quota, which have no scheduled days. `done` says whether the day counts: marked
    /// (and the target reached) for "at least", within the limit (no slip, the value at most the
    /// target) for a limit.
    public static func rows(_ tracker: DataFile.Tracker, through today: Day) -> [[String]] {
        guard let start = tracker.startDay.flatMap({ Day(iso: $0) }) else { return [] }
        let kind = TrackerKind(rawValue: tracker.kind ?? "") ?? .habit
        let quota = tracker.quota
        let schedule = quota == nil ? Schedule((tracker.days ?? []).compactMap(DataFile.weekday)) : Schedule.everyDay
        let timing = TrackerTiming(kind: kind, schedule: schedule, startDay: start, quota: quota, goal: tracker.checkedGoal)
        var marks: [Day: Double?] = [:]
        for completion in tracker.completions ?? [] {
            if let day = completion.day.flatMap({ Day(iso: $0) }) { marks[day] = completion.value }
        }
        let first = min(start, marks.keys.min() ?? start)
        let last = max(today, marks.keys.max() ?? today)
        guard first <= last else { return [] }
        let target = tracker.target.map(number) ?? ""
        return (first.ordinal...last.ordinal).compactMap { ordinal in
            let day = Day(ordinal: ordinal)
            let mark = marks[day]
            guard mark != nil || timing.isShown(on: day) else { return nil }
            let value = mark.flatMap { $0 }
            let done = Measure.isSuccess(goal: timing.goal, hasMark: mark != nil, value: value, target: tracker.target)
            return [
                day.iso, tracker.name ?? "", tracker.category ?? "", kind.rawValue,
                kind == .habit && timing.quota == nil ? (timing.isScheduled(on: day) ? "yes" : "no") : "",
                done ? "yes" : "no", value.map(number) ?? "", tracker.unit ?? "", target,
                tracker.frequencyText, timing.goal.rawValue,
            ]
        }
    }

    /// A number as a spreadsheet reads it: `8`, `2.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
