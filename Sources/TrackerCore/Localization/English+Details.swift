extension Catalog {
    /// English text of the details page's habit strength, year view and limits.
    static let englishDetails: [String: String] = [
        "details.strength": "Habit strength",
        "details.strength.hint": "It grows with each done day and fades slowly on missed ones, as in Loop Habit Tracker.",
        "details.strength.summary": "Habit strength week by week over the last 12 months: lowest {low}, highest {high}, now {now}.",
        "details.year": "The year",
        "details.day.slip": "{date}: a slip. Press to undo.",
        "details.day.kept": "{date}: no slip. Press to record a slip.",
        "details.day.slip.readonly": "{date}: a slip",
        "details.day.kept.readonly": "{date}: no slip",
        "details.calendar.hint.limit": "Press a day to record a slip or undo it. Today is outlined; days before the start are struck through.",
        // A month named on its own, over a chart's column (Russian: nominative, «март», not «марта»).
        "date.month.standalone.1": "Jan",
        "date.month.standalone.2": "Feb",
        "date.month.standalone.3": "Mar",
        "date.month.standalone.4": "Apr",
        "date.month.standalone.5": "May",
        "date.month.standalone.6": "Jun",
        "date.month.standalone.7": "Jul",
        "date.month.standalone.8": "Aug",
        "date.month.standalone.9": "Sep",
        "date.month.standalone.10": "Oct",
        "date.month.standalone.11": "Nov",
        "date.month.standalone.12": "Dec",
    ]

    /// English plurals of the details page.
    static let englishDetailsPlurals: [String: [PluralCategory: String]] = [
        "details.year.summary": [.one: "Done on {done} of {count} day", .other: "Done on {done} of {count} days"],
        "details.year.summary.limit": [.one: "Within the limit on {done} of {count} day", .other: "Within the limit on {done} of {count} days"],
        "details.rate.detail.limit": [.one: "{done} of {count} day within the limit", .other: "{done} of {count} days within the limit"],
    ]
}
