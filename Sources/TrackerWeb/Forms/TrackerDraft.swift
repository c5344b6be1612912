import Foundation
import TrackerCore
import TrackerStore

/// The tracker form exactly as typed, from a POST body or from the address when coming back
/// from the category pages. Every field is optional text, so nothing typed is ever lost.
struct TrackerDraft: Decodable, Sendable {
    var kind: String?
    var name: String?
    var category: String?
    var days: [String]?
    var emoji: String?
    var color: String?
    var unit: String?
    var target: String?
    var reminder: String?
    var isPublic: String?
    var start: String?

    enum CodingKeys: String, CodingKey {
        case kind, name, category, days, emoji, color, unit, target, reminder, start
        case isPublic = "public"
    }

    /// The longest unit name.
    static let unitLimit = 20

    /// A draft holding a saved tracker, for the edit form.
    init(_ tracker: Tracker) {
        kind = tracker.kind.rawValue
        name = tracker.name
        category = String(tracker.categoryId)
        days = Schedule(mask: tracker.schedule).weekdays.map { String($0.rawValue + 1) }
        emoji = tracker.emoji
        color = tracker.color
        unit = tracker.unit
        target = tracker.target.map(NumberText.field)
        reminder = tracker.reminderTime
        isPublic = tracker.isPublic ? "1" : nil
        start = tracker.startDay
    }

    /// An empty draft of a kind, starting today.
    init(kind: TrackerKind, today: Day) {
        self.kind = kind.rawValue
        start = today.iso
    }

    var trackerKind: TrackerKind { TrackerKind(rawValue: kind ?? "") ?? .habit }

    /// The weekdays ticked (1 = Monday … 7 = Sunday); anything else is ignored.
    var schedule: Schedule {
        Schedule((days ?? []).compactMap { Int($0) }.filter { (1...7).contains($0) }.map { Weekday.allCases[$0 - 1] })
    }

    /// The checked tracker, or a message for each field that breaks a rule.
    func validate(catalog: Catalog, categoryIDs: Set<Int64>) -> Result<NewTracker, Problems> {
        var problems = Problems()
        let kind = trackerKind
        var checkedName = ""
        switch NameRule.trackerName.validate(name ?? "") {
        case .success(let value): checkedName = value
        case .failure(.empty): problems["name"] = catalog.text("problem.name.empty")
        case .failure(.tooLong(let limit)): problems["name"] = catalog.text("problem.name.long", ["limit": String(limit)])
        }
        let categoryID = Int64(category ?? "")
        if categoryID.map({ !categoryIDs.contains($0) }) ?? true {
            problems["category"] = catalog.text("problem.category.missing")
        }
        let schedule = kind == .habit ? self.schedule : Schedule(mask: 0)
        if kind == .habit && schedule.isEmpty { problems["days"] = catalog.text("problem.schedule.empty") }
        if !Palette.isEmoji(emoji ?? "") { problems["emoji"] = catalog.text("problem.emoji") }
        if !Palette.isColor(color ?? "") { problems["color"] = catalog.text("problem.color") }
        let (unit, target) = measure(catalog: catalog, problems: &problems)
        let reminder = (self.reminder ?? "").trimmingWhitespace()
        if !reminder.isEmpty && !Self.isTime(reminder) { problems["reminder"] = catalog.text("problem.reminder") }
        let startDay = Day(iso: start ?? "")
        if startDay == nil { problems["start"] = catalog.text("problem.start") }
        guard problems.isEmpty, let categoryID, let startDay, let emoji, let color else { return .failure(problems) }
        return .success(
            NewTracker(
                kind: kind,
                name: checkedName,
                categoryID: categoryID,
                emoji: emoji,
                color: color.uppercased(),
                schedule: schedule,
                startDay: startDay,
                isPublic: isPublic == "1",
                unit: unit,
                target: target,
                reminderTime: reminder.isEmpty ? nil : reminder
            )
        )
    }

    /// Unit and target come together or not at all.
    private func measure(catalog: Catalog, problems: inout Problems) -> (String?, Double?) {
        let unit = (self.unit ?? "").trimmingWhitespace()
        let targetText = (self.target ?? "").trimmingWhitespace().replacingOccurrences(of: ",", with: ".")
        if unit.isEmpty && targetText.isEmpty { return (nil, nil) }
        if unit.count > Self.unitLimit {
            problems["unit"] = catalog.text("problem.unit.long", ["limit": String(Self.unitLimit)])
        } else if unit.isEmpty {
            problems["unit"] = catalog.text("problem.unit.missing")
        }
        guard let target = Double(targetText), target.isFinite, target > 0, target < 1e9 else {
            problems["target"] = catalog.text(targetText.isEmpty ? "problem.unit.missing" : "problem.target")
            return (nil, nil)
        }
        return (unit, target)
    }

    /// `HH:MM` on a 24-hour clock.
    static func isTime(_ text: String) -> Bool {
        let parts = text.split(separator: ":")
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }), let hour = Int(parts[0]), let minute = Int(parts[1])
        else { return false }
        return (0...23).contains(hour) && (0...59).contains(minute)
    }
}
