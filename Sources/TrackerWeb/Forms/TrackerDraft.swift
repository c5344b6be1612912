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

    enum CodingKeys: String, CodingKey {
        case kind, name, category, days, emoji, color, unit, target, reminder, start
        case isPublic = "public"
    }

    /// The draft as the form's fields, to carry it in hidden fields (the "Save changes?" page).
    var fields: [HiddenField] {
        let single: [(String, String?)] = [
            ("name", name), ("category", category), ("emoji", emoji), ("color", color), ("unit", unit),
            ("target", target), ("reminder", reminder), ("public", isPublic ? "1" : nil), ("start", start),
        ]
        return single.compactMap { name, value in value.map { HiddenField(name: name, value: $0) } }
            + (days ?? []).map { HiddenField(name: "days[]", value: $0) }
    }

    /// A draft holding a saved tracker, for the edit form.
    init(_ tracker: Tracker) {
        kind = tracker.kind
        name = tracker.name
        category = String(tracker.categoryId)
        days = tracker.schedule.weekdays.map { String($0.rawValue + 1) }
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
        if kind == .habit { days = Weekday.allCases.map { String($0.rawValue + 1) } }
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
        let schedule = kind == .habit ? self.schedule : Schedule(mask: 0)
        if kind == .habit && schedule.isEmpty { problems["days"] = catalog.text("problem.schedule.empty") }
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
                reminderTime: reminder
            )
        )
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
