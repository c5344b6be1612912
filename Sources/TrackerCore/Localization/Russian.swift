extension Catalog {
    /// Russian interface text; seed 002 is the original.
    static let russian = Catalog(
        language: .ru,
        strings: [
            "app.name": "Трекер",
            "app.skip": "К содержимому",
            "tab.label": "Разделы",
            "tab.trackers": "Трекеры",
            "tab.settings": "Настройки",

            "onboarding.title": "Добро пожаловать",
            "onboarding.page1": "Отслеживайте только то, что хотите",
            "onboarding.page2": "Даже если это не литры воды и йога",
            "onboarding.dots": "Страницы знакомства",
            "onboarding.dot": "Страница {number}",
            "onboarding.button": "Вот это технологии!",

            "trackers.title": "Трекеры",
            "trackers.add": "Добавить трекер",
            "trackers.empty": "Что будем отслеживать?",

            "field.username": "Имя пользователя",
            "field.username.hint": "От 3 до 32 символов: латинские буквы, цифры, точка, дефис или подчёркивание.",
            "field.display_name": "Ваше имя",
            "field.display_name.hint": "Так вас увидят домашние.",
            "field.password": "Пароль",
            "field.password.hint": "Не меньше 8 символов.",
            "field.password_confirmation": "Повторите пароль",

            "setup.title": "Создайте учётную запись владельца",
            "setup.intro": "В Трекере ещё нет учётных записей. Первая становится владельцем Трекера этого дома.",
            "setup.submit": "Создать учётную запись",

            "signin.title": "Вход",
            "signin.submit": "Войти",
            "signin.failed": "Неверное имя пользователя или пароль.",
            "signin.locked": "Слишком много неудачных попыток. Подождите {seconds} с и попробуйте снова.",
            "signout": "Выйти",

            "join.title": "Присоединиться к дому",
            "join.intro": "{name} приглашает вас в Трекер этого дома.",
            "join.submit": "Присоединиться",
            "join.invalid.title": "Приглашение не работает",
            "join.invalid": "Ссылка неверна, уже использована, отозвана или истекла. Попросите новую.",

            "settings.title": "Настройки",
            "settings.account": "Вы вошли как {name} (@{username})",
            "invites.title": "Приглашения",
            "invites.intro": "По ссылке-приглашению может присоединиться один человек. Она работает один раз и истекает через 7 дней.",
            "invites.create": "Создать ссылку-приглашение",
            "invites.created": "Новая ссылка-приглашение. Скопируйте её сейчас и отправьте тому, кто присоединится: Трекер хранит только её отпечаток и не сможет показать её снова.",
            "invites.link": "Ссылка-приглашение",
            "invites.none": "Открытых приглашений нет.",
            "invites.open": "Открытые приглашения",
            "invites.expires": "Создано {created}, истекает {expires}",
            "invites.revoke": "Отозвать",
            "invites.revoked": "Приглашение отозвано.",

            "problem.username.length": "Имя пользователя — от 3 до 32 символов.",
            "problem.username.characters": "Используйте только латинские буквы, цифры, точку, дефис и подчёркивание.",
            "problem.username.taken": "Это имя пользователя занято.",
            "problem.password.short": "Пароль — не меньше 8 символов.",
            "problem.password.long": "Пароль — не больше 72 байт.",
            "problem.password.mismatch": "Пароли не совпадают.",
            "problem.name.empty": "Введите имя.",
            "problem.name.long": "Ограничение {limit} символов",
            "problem.form": "Исправьте отмеченные поля.",

            "error.back": "Вернуться в Трекер",
            "error.400.title": "Неверный запрос",
            "error.400.text": "Запрос не удалось понять. Ничего не изменено.",
            "error.403.title": "Нет доступа",
            "error.403.text": "Форма устарела или отправлена не с этого сайта. Ничего не изменено; обновите страницу и попробуйте снова.",
            "error.404.title": "Страница не найдена",
            "error.404.text": "По этому адресу ничего нет.",
            "error.405.title": "Нет доступа",
            "error.405.text": "Этот адрес не принимает такой запрос.",
            "error.413.title": "Слишком большой запрос",
            "error.413.text": "Отправлено слишком много данных. Ничего не изменено.",
            "error.422.title": "Не удалось сохранить",
            "error.422.text": "Часть отправленного неверна. Ничего не изменено.",
            "error.500.title": "Что-то пошло не так",
            "error.500.text": "На сервере произошла ошибка. Больше ничего не изменено; попробуйте ещё раз.",
        ],
        plurals: [
            "days": [.one: "{count} день", .few: "{count} дня", .many: "{count} дней", .other: "{count} дня"]
        ]
    )
}
