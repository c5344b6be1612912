extension Catalog {
    /// Russian text of habits as people live them: quotas, limits and the first weekday.
    static let russianHabits: [String: String] = [
        "settings.first_weekday": "Первый день недели",
        "settings.first_weekday.hint": "С него считаются привычки «раз в неделю» и начинается верхняя строка годового обзора.",
        "import.setting.first_weekday": "неделя начинается: {value}",
        "problem.first_weekday": "Выберите понедельник или воскресенье.",
        "form.frequency": "Повторять",
        "form.frequency.weekdays": "В выбранные дни недели",
        "form.frequency.week": "Несколько раз в неделю",
        "form.frequency.month": "Несколько раз в месяц",
        "form.times.week": "Раз в неделю",
        "form.times.month": "Раз в месяц",
        "form.times.hint": "В любые дни. Привычка видна, пока за неделю или месяц не набралось нужное число.",
        "form.goal": "Цель",
        "form.goal.at_least": "Выполнять",
        "form.goal.at_most": "Ограничить",
        "form.goal.hint": "У ограничения отметка означает срыв, а засчитывается каждый день без него; с единицей цель — это максимум за день.",
        "problem.times.week": "Выберите от 1 до 6 раз в неделю. Для каждого дня отметьте все семь дней недели.",
        "problem.times.month": "Выберите от 1 до 27 раз в месяц.",
        "problem.frequency": "Выберите, как повторяется привычка.",
        "problem.goal": "Выберите: выполнять или ограничить.",
        "problem.limit.quota": "Ограничение повторяется в выбранные дни недели: выберите их или цель «выполнять».",
        "problem.limit.irregular": "Ограничением может быть только привычка.",
        "card.quota.week": "{done} из {times} на этой неделе",
        "card.quota.month": "{done} из {times} в этом месяце",
        "card.limit.kept": "Без срыва",
        "card.limit.slipped": "Срыв",
        "card.limit.mark": "Отметить срыв: «{name}»",
        "card.limit.unmark": "Отменить срыв: «{name}»",
        "card.limit.within": "{progress} · в пределах нормы",
        "card.limit.over": "{progress} · больше нормы",
        "list.limit": "Ограничение",
        "trackers.elsewhere.met.week": "{name}: выполнено {done} из {times} на этой неделе. Следующий раз: {day}",
        "trackers.elsewhere.met.month": "{name}: выполнено {done} из {times} в этом месяце. Следующий раз: {day}",
    ]

    /// Russian plurals of habits as people live them.
    static let russianHabitsPlurals: [String: [PluralCategory: String]] = [
        "weeks": [.one: "{count} неделя", .few: "{count} недели", .many: "{count} недель", .other: "{count} недели"],
        "months": [.one: "{count} месяц", .few: "{count} месяца", .many: "{count} месяцев", .other: "{count} месяца"],
        "schedule.quota.week": [.one: "{count} раз в неделю", .few: "{count} раза в неделю", .many: "{count} раз в неделю", .other: "{count} раза в неделю"],
        "schedule.quota.month": [.one: "{count} раз в месяц", .few: "{count} раза в месяц", .many: "{count} раз в месяц", .other: "{count} раза в месяц"],
        "details.rate.detail.weeks": [
            .one: "{done} из {count} недели", .few: "{done} из {count} недель", .many: "{done} из {count} недель", .other: "{done} из {count} недели",
        ],
        "details.rate.detail.months": [
            .one: "{done} из {count} месяца", .few: "{done} из {count} месяцев", .many: "{done} из {count} месяцев",
            .other: "{done} из {count} месяца",
        ],
    ]
}
