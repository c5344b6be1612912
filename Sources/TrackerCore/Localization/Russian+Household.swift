extension Catalog {
    /// Russian text of the Household tab: members, following, shared trackers and avatars.
    static let russianHousehold: [String: String] = [
        "tab.household": "Семья",
        "household.title": "Семья",
        "household.you": "Вы",
        "household.profile.open": "Ваша страница",
        "household.avatar.change": "Сменить фото",
        "household.search": "Поиск участников",
        "household.search.submit": "Найти",
        "household.members": "Участники",
        "household.members.none": "Кроме вас, в семье пока никого нет. Пригласите кого-нибудь в Настройках.",
        "household.members.nothing_found": "Никто не найден по запросу «{query}».",
        "household.follows_you": "Подписан(а) на вас",
        "household.follow": "Подписаться",
        "household.unfollow": "Отписаться",
        "household.follow.label": "Подписаться: {name}",
        "household.unfollow.label": "Отписаться: {name}",
        "household.today": "Сегодня в семье",
        "household.today.intro": "Общие трекеры на сегодня у тех, на кого вы подписаны.",
        "household.today.nobody": "Подпишитесь на участников, чтобы видеть здесь их общие трекеры на сегодня.",
        "household.today.none": "У тех, на кого вы подписаны, нет общих трекеров на сегодня.",
        "household.done": "Выполнено",
        "household.not_done": "Ещё не выполнено",
        "household.today.count": "Выполнено {done} из {count}",
        "household.shared_by": "Трекер участника {name}. Только просмотр.",
        "household.day.done": "{date}: выполнено",
        "household.day.open": "{date}: не выполнено",
        "household.followers.title": "Подписчики: {name}",
        "household.following.title": "Подписки: {name}",
        "household.list.none": "Пока никого.",
        "household.back": "Семья",
        "profile.shared": "Общие трекеры",
        "profile.shared.none": "{name} пока не делится трекерами. Трекер становится общим, если в его форме включено «Видно домашним».",
        "profile.shared.none_today": "В этот день общих трекеров нет.",
        "profile.yours": "Так вашу страницу видит семья. Здесь только трекеры, у которых включено «Видно домашним».",

        "avatar.title": "Фото профиля",
        "avatar.intro": "Семья видит его рядом с вашим именем.",
        "avatar.current": "Сейчас",
        "avatar.upload.title": "Загрузить фото",
        "avatar.file": "Фото",
        "avatar.file.hint":
            "Фото в JPEG, PNG или WebP, до 5 МБ. Оно будет повёрнуто как надо, обрезано до квадрата не больше 256 пикселей и сохранено без геопозиции и других метаданных.",
        "avatar.upload": "Загрузить",
        "avatar.emoji.title": "Или эмодзи на цветном фоне",
        "avatar.emoji.save": "Выбрать эмодзи",
        "avatar.remove": "Удалить фото",
        "avatar.initials": "Показывать инициалы",
        "settings.avatar": "Фото профиля",
        "problem.avatar.missing": "Выберите фото для загрузки.",
        "problem.avatar.not_image": "Этот файл не фото в JPEG, PNG или WebP, или он повреждён. Ничего не изменилось.",
        "problem.avatar.too_large":
            "В этом фото {width} × {height} пикселей, больше допустимых {limit} миллионов. Ничего не изменилось.",
        "problem.avatar.failed":
            "Сервер сейчас не может обработать фото. Ничего не изменилось. Можно выбрать эмодзи.",
        "problem.avatar.busy": "Сервер занят другими фото. Подождите несколько секунд и попробуйте снова.",
        "problem.avatar.emoji": "Выберите один из эмодзи.",
        "problem.avatar.color": "Выберите один из цветов.",
        "error.413.avatar": "Фото больше 5 МБ. Ничего не изменилось. Выберите фото поменьше или его снимок экрана.",
    ]

    static let russianHouseholdPlurals: [String: [PluralCategory: String]] = [
        "household.followers": [
            .one: "{count} подписчик", .few: "{count} подписчика", .many: "{count} подписчиков", .other: "{count} подписчика",
        ],
        "household.following": [
            .one: "{count} подписка", .few: "{count} подписки", .many: "{count} подписок", .other: "{count} подписки",
        ],
        "household.shared": [
            .one: "{count} общий трекер", .few: "{count} общих трекера", .many: "{count} общих трекеров",
            .other: "{count} общего трекера",
        ],
    ]
}
