extension Catalog {
    /// English text of habits as people live them: quotas, limits and the first weekday.
    static let englishHabits: [String: String] = [
        "settings.first_weekday": "First day of the week",
        "settings.first_weekday.hint": "Where “times a week” habits start counting, and the top row of the year view.",
        "import.setting.first_weekday": "weeks start on {value}",
        "problem.first_weekday": "Choose Monday or Sunday.",
        "form.frequency": "Repeats",
        "form.frequency.weekdays": "On chosen weekdays",
        "form.frequency.week": "A number of times a week",
        "form.frequency.month": "A number of times a month",
        "form.times.week": "Times a week",
        "form.times.month": "Times a month",
        "form.times.hint": "On any days. It shows on a day until the week or month has enough.",
        "form.goal": "Goal",
        "form.goal.at_least": "Do it",
        "form.goal.at_most": "Limit it",
        "form.goal.hint": "With a limit, a mark records a slip and each day without one counts; with a unit, the target is the most for a day.",
        "problem.times.week": "Choose 1 to 6 times a week. For every day, choose all seven weekdays.",
        "problem.times.month": "Choose 1 to 27 times a month.",
        "problem.frequency": "Choose how the habit repeats.",
        "problem.goal": "Choose whether to do it or to limit it.",
        "problem.limit.quota": "A limit repeats on chosen weekdays; choose them, or set the goal to do it.",
        "problem.limit.irregular": "Only a habit can be a limit.",
        "card.quota.week": "{done} of {times} this week",
        "card.quota.month": "{done} of {times} this month",
        "card.limit.kept": "No slip",
        "card.limit.slipped": "Slipped",
        "card.limit.mark": "Record a slip in “{name}”",
        "card.limit.unmark": "Undo the slip in “{name}”",
        "card.limit.within": "{progress} · within limit",
        "card.limit.over": "{progress} · over the limit",
        "list.limit": "Limit",
        "trackers.elsewhere.met.week": "{name}: {done} of {times} done this week. Next: {day}",
        "trackers.elsewhere.met.month": "{name}: {done} of {times} done this month. Next: {day}",
    ]

    /// English plurals of habits as people live them.
    static let englishHabitsPlurals: [String: [PluralCategory: String]] = [
        "weeks": [.one: "{count} week", .other: "{count} weeks"],
        "months": [.one: "{count} month", .other: "{count} months"],
        "schedule.quota.week": [.one: "Once a week", .other: "{count} times a week"],
        "schedule.quota.month": [.one: "Once a month", .other: "{count} times a month"],
        "details.rate.detail.weeks": [.one: "{done} of {count} week", .other: "{done} of {count} weeks"],
        "details.rate.detail.months": [.one: "{done} of {count} month", .other: "{done} of {count} months"],
    ]
}
