extension Catalog {
    /// Russian text of household trackers (chores, issue 33).
    static let russianChores: [String: String] = [
        "chore.form.title": "Семья",
        "chore.form.household": "Для всей семьи",
        "chore.form.members": "Кто участвует",
        "chore.form.turns": "По очереди",
        "chore.form.turns.hint": "После каждого выполненного дня очередь переходит к следующему, в этом порядке.",
        "problem.chore.members": "Выберите хотя бы одного участника.",
        "problem.chore.unknown": "Выберите участников из семьи.",
        "problem.chore.kind": "Общий трекер выполняется по дням: выберите дни недели и цель «Делать».",
        "chore.section": "Семья",
        "chore.done_by": "Выполнил {name}, {time}",
        "chore.turn": "Очередь: {name}",
        "chore.turn.next": "Дальше очередь: {name}",
        "chore.members": "Участвуют: {names}",
        "chore.stats.note": "Общие трекеры семьи считаются здесь только у того, кто их ведёт; цифры всей семьи — на странице каждого из них.",
        "chore.import.note": "Общие трекеры семьи из файла не импортируются: они принадлежат семье.",
    ]
}
