extension Catalog {
    /// English text of reminders for habits as people live them: a quota habit's push says how
    /// its period stands, a limit's reminds of the limit (it has no "Done").
    static let englishReminders: [String: String] = [
        "push.reminder.week": "{done} of {times} this week, not done yet today ({day}).",
        "push.reminder.month": "{done} of {times} this month, not done yet today ({day}).",
        "push.reminder.limit": "Keep within your limit today ({day}).",
    ]
}
