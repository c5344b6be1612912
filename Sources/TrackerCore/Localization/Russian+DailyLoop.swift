extension Catalog {
    /// Russian text of the daily loop: the day's progress and bar, steps, the list of every
    /// tracker, search hints, the account forms' time zone and the edit page's count.
    static let russianDailyLoop: [String: String] = [
        "account.time_zone.hint": "Выбран часовой пояс сервера. Ваше „сегодня“, серии и напоминания следуют выбранному поясу.",
        "settings.day_and_time.hint": "Язык, часовой пояс, начало дня и недели сохраняются вместе.",
        "trackers.summary": "Выполнено {done} из {total}",
        "trackers.day.today": "Сегодня, {date}",
        "trackers.day.yesterday": "Вчера, {date}",
        "trackers.day.tomorrow": "Завтра, {date}",
        "trackers.day_bar.past": "Показан день: {date}.",
        "trackers.day_bar.future": "Этот день ещё не наступил: {date}. Отметить его можно будет, когда он наступит.",
        "trackers.day_bar.back": "Вернуться к сегодня",
        "trackers.all": "Все ваши трекеры",
        "trackers.elsewhere.title": "В другие дни",
        "trackers.elsewhere.weekdays": "{name}: не {weekdays}. Следующий раз: {day}",
        "trackers.elsewhere.starts": "{name}: начинается {day}",
        "card.step.minus": "Убавить 1 у «{name}»",
        "card.step.plus": "Прибавить 1 к «{name}»",
        "error.value.below_zero": "Значение уже меньше 1, убавить 1 нельзя. Ничего не изменилось.",
        "error.value.step": "Шаг прибавляет 1 или убавляет 1. Ничего не изменилось.",
        "list.title": "Все ваши трекеры",
        "list.intro": "Все трекеры, какой бы ни был день.",
        "list.empty": "У вас пока нет трекеров.",
        "list.next": "Следующий раз: {day}",
        "list.next.none": "Больше не запланирован",
        "list.event": "Нерегулярное событие · в любой день",
        "list.edit": "Редактировать «{name}»",
        "list.back": "Трекеры",
        "date.today": "сегодня",
        "date.tomorrow": "завтра",
        "leave.keep": "Продолжить редактирование",
        "weekdays.mon": "по понедельникам", "weekdays.tue": "по вторникам", "weekdays.wed": "по средам",
        "weekdays.thu": "по четвергам", "weekdays.fri": "по пятницам", "weekdays.sat": "по субботам",
        "weekdays.sun": "по воскресеньям",
    ]

    /// Russian plurals of the daily loop.
    static let russianDailyLoopPlurals: [String: [PluralCategory: String]] = [
        "form.done_days": [
            .one: "Выполнено: {count} день", .few: "Выполнено: {count} дня", .many: "Выполнено: {count} дней",
            .other: "Выполнено: {count} дня",
        ]
    ]
}
