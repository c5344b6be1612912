extension Catalog {
    /// Russian text of archive and your order: archiving, Settings → Archived, the Reorder pages.
    static let russianArchiveAndOrder: [String: String] = [
        "card.archive": "В архив",
        "archive.action": "В архив",
        "archive.hint": "Трекер уйдёт с главной и сохранит историю; вернуть его можно в Настройки → Архив.",
        "archive.title": "Архив",
        "archive.intro": "Трекеры в архиве хранят историю, но не показываются на главной, в статистике, в семье, в напоминаниях и в календаре.",
        "archive.empty": "В архиве пусто.",
        "archive.restore": "Вернуть",
        "archive.restore.label": "Вернуть «{name}»",
        "archive.delete.label": "Удалить «{name}»",
        "archive.notice": "Трекер в архиве: его нет на главной, в статистике и в напоминаниях, история сохранена.",
        "settings.archived": "Архив",
        "reorder.link": "Порядок",
        "reorder.link.label": "Порядок в «{name}»",
        "reorder.categories.link": "Порядок категорий",
        "reorder.categories.title": "Порядок категорий",
        "reorder.trackers.title": "Порядок в «{name}»",
        "reorder.intro": "В этом порядке трекеры показываются на главной, в семье и в статистике. Закреплённые сохраняют его в своей группе.",
        "reorder.empty": "В этой категории нет трекеров.",
        "reorder.up": "Выше",
        "reorder.down": "Ниже",
        "reorder.up.label": "Выше: {name}",
        "reorder.down.label": "Ниже: {name}",
        "error.move": "Выберите «Выше» или «Ниже». Ничего не изменено.",
    ]
}
