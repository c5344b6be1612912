extension Catalog {
    /// Russian text of notes: a tracker's day page, its note, and the month's notes.
    static let russianNotes: [String: String] = [
        "note.page.title": "{name}, {date}",
        "note.field": "Заметка",
        "note.hint": "До {limit} символов. Чтобы удалить заметку, очистите поле и сохраните.",
        "note.save": "Сохранить заметку",
        "note.days": "Другие дни",
        "note.previous": "Предыдущий день",
        "note.next": "Следующий день",
        "note.state.done": "Выполнено",
        "note.state.open": "Не выполнено",
        "note.state.none": "Ничего не записано",
        "problem.note.day": "Заметку можно написать за сегодня или за прошедший день, начиная с даты старта трекера.",
        "card.note": "Заметка за {date}",
        "details.day.noted": "{label} Есть заметка.",
        "details.notes": "Заметки: {month}",
        "details.notes.none": "В этом месяце заметок нет. Чтобы написать заметку, выберите «Заметка» над календарём и нажмите на день.",
        "details.notes.edit": "Изменить заметку за {date}",
        "problem.note.empty": "В заметке должен быть текст.",
    ]

    /// Russian plurals of notes.
    static let russianNotesPlurals: [String: [PluralCategory: String]] = [
        "loop.note.notes_cut": [
            .one: "{count} заметка к дню длиннее 500 символов и будет обрезана.",
            .few: "{count} заметки к дням длиннее 500 символов и будут обрезаны.",
            .many: "{count} заметок к дням длиннее 500 символов и будут обрезаны.",
            .other: "{count} заметки к дням длиннее 500 символов и будут обрезаны.",
        ],
    ]
}
