extension Catalog {
    /// English text of household trackers (chores, issue 33).
    static let englishChores: [String: String] = [
        "chore.form.title": "Household",
        "chore.form.household": "For the household",
        "chore.form.members": "Who takes part",
        "chore.form.turns": "Take turns",
        "chore.form.turns.hint": "The turn moves to the next member, in this order, after each done day.",
        "problem.chore.members": "Choose at least one member who takes part.",
        "problem.chore.unknown": "Choose members of the household.",
        "problem.chore.kind": "A household tracker is done by the day: choose weekdays and the goal to do it.",
        "chore.section": "Household",
        "chore.done_by": "Done by {name}, {time}",
        "chore.turn": "{name}’s turn",
        "chore.turn.next": "Next: {name}’s turn",
        "chore.members": "With {names}",
        "chore.stats.note": "Household trackers count here only for the member who keeps them; each one’s own page has the household’s numbers.",
        "chore.import.note": "Household trackers in the file are not imported: they belong to the household.",
    ]
}
