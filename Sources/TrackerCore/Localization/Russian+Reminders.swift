extension Catalog {
    /// Russian text of reminders for habits as people live them (see `englishReminders`).
    static let russianReminders: [String: String] = [
        "push.reminder.week": "{done} из {times} на этой неделе, сегодня ещё не отмечено ({day}).",
        "push.reminder.month": "{done} из {times} в этом месяце, сегодня ещё не отмечено ({day}).",
        "push.reminder.limit": "Не выходите за пределы нормы сегодня ({day}).",
    ]
}
