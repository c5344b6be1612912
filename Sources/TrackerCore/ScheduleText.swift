/// The catalog keys of weekday names, for schedules written for people.
public enum ScheduleText {
    /// The catalog keys of the short weekday names, Monday first.
    public static let shortKeys = [
        "weekday.short.mon", "weekday.short.tue", "weekday.short.wed", "weekday.short.thu", "weekday.short.fri", "weekday.short.sat",
        "weekday.short.sun",
    ]
    /// The catalog keys of the full weekday names, Monday first.
    public static let longKeys = ["weekday.mon", "weekday.tue", "weekday.wed", "weekday.thu", "weekday.fri", "weekday.sat", "weekday.sun"]
    /// The catalog keys of "Mondays" / «по понедельникам», Monday first.
    public static let everyKeys = [
        "weekdays.mon", "weekdays.tue", "weekdays.wed", "weekdays.thu", "weekdays.fri", "weekdays.sat", "weekdays.sun",
    ]
}

extension ScheduleText {
    /// "Every day", or the chosen weekdays' short names in week order: "Mon, Wed, Fri".
    public static func summary(_ schedule: Schedule, catalog: Catalog) -> String {
        if schedule == .everyDay { return catalog.text("schedule.every_day") }
        return schedule.weekdays.map { catalog.text(shortKeys[$0.rawValue]) }.joined(separator: ", ")
    }
}

extension ScheduleText {
    /// How a tracker repeats, for lists: "Every day", "Mon, Wed, Fri", "3 times a week", "Once a
    /// month", or "Irregular event"; a limit adds " · Limit".
    public static func summary(_ timing: TrackerTiming, catalog: Catalog) -> String {
        let repeats: String
        if timing.kind == .irregular {
            repeats = catalog.text("list.event")
        } else if let quota = timing.quota {
            repeats = catalog.plural("schedule.quota.\(quota.period.rawValue)", count: quota.times)
        } else {
            repeats = summary(timing.schedule, catalog: catalog)
        }
        return timing.isLimit ? repeats + " · " + catalog.text("list.limit") : repeats
    }
}
