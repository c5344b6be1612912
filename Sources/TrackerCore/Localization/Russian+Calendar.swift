extension Catalog {
    /// Russian text of the calendar feed and its Settings page.
    static let russianCalendar: [String: String] = [
        "calendar.title": "Напоминания в календаре",
        "calendar.intro":
            "Календарь телефона может подписаться на ваши напоминания: каждый трекер со временем напоминания станет событием в свои дни, с сигналом в это время.",
        "calendar.none": "Адреса для календаря пока нет.",
        "calendar.create": "Создать адрес для календаря",
        "calendar.exists":
            "Ваш адрес для календаря работает. Ради безопасности он показывается только один раз, когда создан. Если вы его потеряли, создайте новый.",
        "calendar.address": "Ваш адрес для календаря",
        "calendar.address.hint":
            "Скопируйте его сейчас: он показывается только в этот раз. Кто знает адрес, видит названия ваших трекеров и время напоминаний.",
        "calendar.address.web": "Адрес",
        "calendar.address.webcal": "Тот же адрес для приложений, которые открывают ссылки webcal",
        "calendar.alarms_off": "Напоминания выключены в настройках, поэтому у событий нет сигналов.",
        "calendar.steps": "Как подписаться",
        "calendar.steps.iphone": "iPhone и iPad",
        "calendar.steps.iphone.text":
            "Настройки → Приложения → Календарь → Учетные записи → Добавить учетную запись → Другое → Подписной календарь. Вставьте адрес, нажмите «Далее», затем «Сохранить».",
        "calendar.steps.android": "Android",
        "calendar.steps.android.text":
            "Установите ICSx⁵ (из F-Droid или Google Play), нажмите +, вставьте адрес и выберите, как часто обновлять. Напоминания появятся в приложении календаря.",
        "calendar.steps.google": "Google Календарь",
        "calendar.steps.google.text":
            "На компьютере откройте calendar.google.com → Другие календари + → Добавить по URL и вставьте адрес. Google забирает календарь из интернета, поэтому так получится, только если Tracker доступен не только из дома.",
        "calendar.steps.thunderbird": "Thunderbird",
        "calendar.steps.thunderbird.text":
            "Календарь → Новый календарь → В сети. Вставьте адрес в поле «Адрес», нажмите «Найти календари», затем «Подписаться».",
        "calendar.new": "Создать новый адрес",
        "calendar.off": "Выключить календарь",
        "calendar.new.title": "Создать новый адрес для календаря?",
        "calendar.new.detail":
            "Текущий адрес сразу перестанет работать. Подписанные на него календари сохранят последнюю копию, пока вы не подпишете их на новый.",
        "calendar.new.confirm": "Создать новый адрес",
        "calendar.off.title": "Выключить напоминания в календаре?",
        "calendar.off.detail": "Адрес сразу перестанет работать. Новый можно создать позже.",
        "calendar.off.confirm": "Выключить",
        "calendar.turned_off": "Напоминания в календаре выключены.",
        "calendar.path_only":
            "Это только конец адреса: Tracker не знает адрес, которым пользуется семья. Запустите его с --public-url https://tracker.home (ваш адрес) или допишите начало сами.",
        "calendar.name": "Tracker: {name}",
        "calendar.description": "Откройте Tracker, чтобы отметить выполнение.",
        "calendar.description.link": "Отметить выполнение в Tracker: {link}",
    ]
}
