extension Catalog {
    /// Russian text of the details page's habit strength, year view and limits.
    static let russianDetails: [String: String] = [
        "details.strength": "Сила привычки",
        "details.strength.hint": "Растёт с каждым выполненным днём и медленно угасает в пропущенные, как в Loop Habit Tracker.",
        "details.strength.summary": "Сила привычки по неделям за последние 12 месяцев: меньше всего {low}, больше всего {high}, сейчас {now}.",
        "details.year": "Год",
        "details.day.slip": "{date}: срыв. Нажмите, чтобы отменить.",
        "details.day.kept": "{date}: без срыва. Нажмите, чтобы отметить срыв.",
        "details.day.slip.readonly": "{date}: срыв",
        "details.day.kept.readonly": "{date}: без срыва",
        "details.calendar.hint.limit": "Нажмите на день, чтобы отметить срыв или отменить его. Сегодня обведено, дни до начала зачёркнуты.",
        // A month named on its own, over a chart's column (Russian: nominative, «март», not «марта»).
        "date.month.standalone.1": "янв.",
        "date.month.standalone.2": "февр.",
        "date.month.standalone.3": "март",
        "date.month.standalone.4": "апр.",
        "date.month.standalone.5": "май",
        "date.month.standalone.6": "июнь",
        "date.month.standalone.7": "июль",
        "date.month.standalone.8": "авг.",
        "date.month.standalone.9": "сент.",
        "date.month.standalone.10": "окт.",
        "date.month.standalone.11": "нояб.",
        "date.month.standalone.12": "дек.",
    ]

    /// Russian plurals of the details page (after «из» the genitive: из 1 дня, из 5 дней).
    static let russianDetailsPlurals: [String: [PluralCategory: String]] = [
        "details.year.summary": [
            .one: "Выполнено {done} из {count} дня", .few: "Выполнено {done} из {count} дней", .many: "Выполнено {done} из {count} дней",
            .other: "Выполнено {done} из {count} дня",
        ],
        "details.year.summary.limit": [
            .one: "В пределах нормы {done} из {count} дня", .few: "В пределах нормы {done} из {count} дней",
            .many: "В пределах нормы {done} из {count} дней", .other: "В пределах нормы {done} из {count} дня",
        ],
        "details.rate.detail.limit": [
            .one: "{done} из {count} дня в пределах нормы", .few: "{done} из {count} дней в пределах нормы",
            .many: "{done} из {count} дней в пределах нормы", .other: "{done} из {count} дня в пределах нормы",
        ],
    ]
}
