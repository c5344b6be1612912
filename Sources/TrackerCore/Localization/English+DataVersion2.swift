extension Catalog {
    /// English text of data files with frequencies and limits (format version 2, and Loop's).
    static let englishDataVersion2: [String: String] = [
        "import.problem.quota.irregular": "an irregular event has no times a week or month",
        "import.problem.period": "must be “week” or “month”",
        "import.problem.goal": "must be “at-least” or “at-most”",
    ]

    /// English plurals of data files with frequencies and limits.
    static let englishDataVersion2Plurals: [String: [PluralCategory: String]] = [
        "loop.note.targets": [
            .one: "{count} habit has a target of 0: “at least 0” becomes at least 1, and “at most 0” a limit whose slips are the days with a value.",
            .other: "{count} habits have a target of 0: “at least 0” becomes at least 1, and “at most 0” a limit whose slips are the days with a value.",
        ],
        "loop.note.nearest": [
            .one: "{count} habit repeats in a way there is no choice for here (such as 2 times in 10 days), and takes the nearest: {names}.",
            .other: "{count} habits repeat in ways there is no choice for here (such as 2 times in 10 days), and take the nearest: {names}.",
        ],
        "loop.note.per_period": [
            .one: "{count} numerical habit has its target per week or month; here a target is per day, so it counts every day with the target divided by the days (7 or 30): {names}.",
            .other: "{count} numerical habits have their target per week or month; here a target is per day, so they count every day with the target divided by the days (7 or 30): {names}.",
        ],
    ]
}
