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

/// "Download CSV": one row per tracker and day, for spreadsheets.
public enum CSVExport {
    public static let header = ["date", "tracker", "category", "kind", "scheduled", "done", "value", "unit", "target"]

    /// A tracker's rows, oldest first: every day from its start through `today` on which it shows
    /// (a habit's weekdays; every day for an irregular event), and any other day it was marked.
    /// `scheduled` is empty for an irregular event, which has no schedule.
    public static func rows(_ tracker: DataFile.Tracker, through today: Day) -> [[String]] {
        guard let start = tracker.startDay.flatMap({ Day(iso: $0) }) else { return [] }
        let kind = TrackerKind(rawValue: tracker.kind ?? "") ?? .habit
        let schedule = Schedule((tracker.days ?? []).compactMap(DataFile.weekday))
        let timing = TrackerTiming(kind: kind, schedule: schedule, startDay: start)
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
            let done = mark != nil && Measure.isDone(value: value, target: tracker.target)
            return [
                day.iso, tracker.name ?? "", tracker.category ?? "", kind.rawValue,
                kind == .habit ? (timing.isScheduled(on: day) ? "yes" : "no") : "",
                done ? "yes" : "no", value.map(number) ?? "", tracker.unit ?? "", target,
            ]
        }
    }

    /// A number as a spreadsheet reads it: `8`, `2.5`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
