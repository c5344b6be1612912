import Foundation
import TrackerCore
import TrackerStore

/// The tracker form exactly as typed, from a POST body or from the address when coming back
/// from the category pages. Every typed field is optional text, so nothing typed is ever lost;
/// the kind is its type (one that is not a kind reads as none: a habit).
struct TrackerDraft: FormDecodable {
    var kind: TrackerKind?
    var name: String?
    var category: String?
    /// The weekdays ticked, 1 = Monday … 7 = Sunday, as sent (anything else is ignored).
    var days: [String]?
    var emoji: String?
    var color: String?
    var unit: String?
    var target: String?
    var reminder: String?
    var isPublic: Bool
    var start: String?
    /// How a habit repeats, as sent: `weekdays`, `week` or `month` (`Repeats`).
    var repeats: String?
    /// The times of "a number of times a week" and "… a month", each as typed.
    var timesWeek: String?
    var timesMonth: String?
    /// `at-least` or `at-most` (`Goal`), as sent.
    var goal: String?
    /// "For the household", the members ticked (ids as sent) and "Take turns" (issue 33).
    var household: Bool?
    var members: [String]?
    var turns: Bool?

    enum CodingKeys: String, CodingKey {
        case kind, name, category, days, emoji, color, unit, target, reminder, start, repeats, goal
        case household, members, turns
        case isPublic = "public"
        case timesWeek = "times_week"
        case timesMonth = "times_month"
    }

    /// The `repeats` choices.
    enum Repeats: String, CaseIterable {
        case weekdays, week, month
    }

    /// The times a new habit's form offers before anything is typed.
    static let suggestedTimes: [Period: String] = [.week: "3", .month: "10"]

    /// The draft as the form's fields, to carry it in hidden fields (the "Save changes?" page).
    var fields: [HiddenField] {
        let single: [(String, String?)] = [
            ("name", name), ("category", category), ("emoji", emoji), ("color", color), ("unit", unit),
            ("target", target), ("reminder", reminder), ("public", isPublic ? "1" : nil), ("start", start),
            ("repeats", repeats), ("times_week", timesWeek), ("times_month", timesMonth), ("goal", goal),
        ]
        return single.compactMap { name, value in value.map { HiddenField(name: name, value: $0) } }
            + (days ?? []).map { HiddenField(name: "days[]", value: $0) } + choreFields
    }

    /// A draft holding a saved tracker, for the edit form.
    init(_ tracker: Tracker) {
        kind = tracker.kind
        name = tracker.name
        category = String(tracker.categoryId)
        days = tracker.quota == nil ? tracker.schedule.weekdays.map { String($0.rawValue + 1) } : []
        repeats = (tracker.quota.map { $0.period == .week ? Repeats.week : .month } ?? .weekdays).rawValue
        timesWeek = tracker.quota?.period == .week ? String(tracker.quota!.times) : Self.suggestedTimes[.week]
        timesMonth = tracker.quota?.period == .month ? String(tracker.quota!.times) : Self.suggestedTimes[.month]
        goal = tracker.goal.rawValue
        emoji = tracker.emoji
        color = tracker.color.hex
        unit = tracker.unit
        target = tracker.target.map(NumberText.field)
        reminder = tracker.reminderTime
        isPublic = tracker.isPublic
        start = tracker.startDay.iso
    }

    /// An empty draft of a kind, starting today.
    /// A new tracker's form: a habit starts as "Every day", and `category` (the only one, or the
    /// last one used) is chosen, so Create is ready as soon as a name is typed.
    init(kind: TrackerKind, today: Day, category: Int64? = nil) {
        self.kind = kind
        start = today.iso
        isPublic = false
        if kind == .habit {
            days = Weekday.allCases.map { String($0.rawValue + 1) }
            repeats = Repeats.weekdays.rawValue
            timesWeek = Self.suggestedTimes[.week]
            timesMonth = Self.suggestedTimes[.month]
        }
        goal = Goal.atLeast.rawValue
        self.category = category.map(String.init)
    }

    var trackerKind: TrackerKind { kind ?? .habit }

    /// The weekdays ticked (1 = Monday … 7 = Sunday); anything else is ignored.
    var schedule: Schedule {
        Schedule((days ?? []).compactMap { Int($0) }.filter { (1...7).contains($0) }.map { Weekday.allCases[$0 - 1] })
    }

    /// The checked tracker, or a message for each field that breaks a rule.
    func validate(catalog: Catalog, categoryIDs: Set<Int64>) -> Result<NewTracker, Problems> {
        var problems = Problems()
        let kind = trackerKind
        let checkedName = TextRule.trackerName.check(name, field: "name", catalog: catalog, problems: &problems) ?? ""
        let categoryID = Int64(category ?? "")
        if categoryID.map({ !categoryIDs.contains($0) }) ?? true {
            problems["category"] = catalog.text("problem.category.missing")
        }
        let (schedule, quota) = frequency(kind: kind, catalog: catalog, problems: &problems)
        let goal = goal(kind: kind, quota: quota, catalog: catalog, problems: &problems)
        if !Palette.isEmoji(emoji ?? "") { problems["emoji"] = catalog.text("problem.emoji") }
        let trackerColor = TrackerColor(anyCase: color ?? "")
        if trackerColor == nil { problems["color"] = catalog.text("problem.color") }
        let (unit, target) = measure(catalog: catalog, problems: &problems)
        let reminderText = (self.reminder ?? "").trimmingWhitespace()
        let reminder = ClockTime.parse(reminderText)
        if !reminderText.isEmpty && reminder == nil { problems["reminder"] = catalog.text("problem.reminder") }
        let startDay = Day(iso: start ?? "")
        if startDay == nil { problems["start"] = catalog.text("problem.start") }
        guard problems.isEmpty, let categoryID, let startDay, let emoji, let trackerColor else { return .failure(problems) }
        return .success(
            NewTracker(
                kind: kind,
                name: checkedName,
                categoryID: categoryID,
                emoji: emoji,
                color: trackerColor,
                schedule: schedule,
                startDay: startDay,
                isPublic: isPublic,
                unit: unit,
                target: target,
                reminderTime: reminder,
                quota: quota,
                goal: goal
            )
        )
    }

    /// A habit's weekdays, or its times a week or month; an irregular event has neither.
    private func frequency(kind: TrackerKind, catalog: Catalog, problems: inout Problems) -> (Schedule, Quota?) {
        guard kind == .habit else { return (Schedule(mask: 0), nil) }
        guard let repeats = Repeats(rawValue: self.repeats ?? Repeats.weekdays.rawValue) else {
            problems["repeats"] = catalog.text("problem.frequency")
            return (Schedule(mask: 0), nil)
        }
        let period: Period
        let times: String?
        switch repeats {
        case .weekdays:
            if schedule.isEmpty { problems["days"] = catalog.text("problem.schedule.empty") }
            return (schedule, nil)
        case .week: (period, times) = (.week, timesWeek)
        case .month: (period, times) = (.month, timesMonth)
        }
        guard let count = Int((times ?? "").trimmingWhitespace()), let quota = Quota(times: count, period: period) else {
            problems[period == .week ? "times_week" : "times_month"] = catalog.text("problem.times.\(period.rawValue)")
            return (.everyDay, nil)
        }
        return (.everyDay, quota)
    }

    /// At least or at most; a limit is for a habit on chosen weekdays.
    private func goal(kind: TrackerKind, quota: Quota?, catalog: Catalog, problems: inout Problems) -> Goal {
        guard let goal = Goal(rawValue: self.goal ?? Goal.atLeast.rawValue) else {
            problems["goal"] = catalog.text("problem.goal")
            return .atLeast
        }
        if goal == .atMost && kind != .habit {
            problems["goal"] = catalog.text("problem.limit.irregular")
        } else if goal == .atMost && (quota != nil || Repeats(rawValue: repeats ?? "") ?? .weekdays != .weekdays) {
            problems["goal"] = catalog.text("problem.limit.quota")
        }
        return goal
    }

    /// Unit and target come together or not at all.
    private func measure(catalog: Catalog, problems: inout Problems) -> (String?, Double?) {
        let unitText = (self.unit ?? "").trimmingWhitespace()
        let targetText = (self.target ?? "").trimmingWhitespace().replacingOccurrences(of: ",", with: ".")
        if unitText.isEmpty && targetText.isEmpty { return (nil, nil) }
        var unit: String?
        if unitText.isEmpty {
            problems["unit"] = catalog.text("problem.unit.missing")
        } else {
            unit = TextRule.unit.check(unitText, field: "unit", catalog: catalog, problems: &problems)
        }
        guard let target = Double(targetText), target.isFinite, target > 0, target < 1e9 else {
            problems["target"] = catalog.text(targetText.isEmpty ? "problem.unit.missing" : "problem.target")
            return (nil, nil)
        }
        return (unit, target)
    }
}
