extension Catalog {
    /// Russian text of what pressing a details calendar day does, and of a tracker's day page.
    static let russianCalendarPress: [String: String] = [
        "details.press": "Нажатие на день",
        "details.press.mark": "Отметить",
        "details.press.skip": "Пропустить",
        "details.press.note": "Заметка",
        "details.calendar.hint.skip":
            "Нажмите на день, когда привычка запланирована, чтобы пропустить его, или на пропущенный день, чтобы отменить пропуск. Пропущенный день не прерывает серию и не удлиняет её.",
        "details.calendar.hint.note": "Нажмите на день, чтобы открыть его страницу: заметку, отметку и пропуск.",
        "details.day.skipped.readonly": "{date}: пропущено",
        "details.day.skip": "{date}: не выполнено. Нажмите, чтобы пропустить.",
        "details.day.unskip": "{date}: пропущено. Нажмите, чтобы отменить пропуск.",
        "details.day.page": "{label}. Открыть страницу дня.",
        "day.mark": "Отметить выполнение",
        "day.unmark": "Снять отметку",
        "day.slip": "Отметить срыв",
        "day.unslip": "Отменить срыв",
    ]
}
