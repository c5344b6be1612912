extension Catalog {
    /// English text of notes: a tracker's day page, its note, and the month's notes.
    static let englishNotes: [String: String] = [
        "note.page.title": "{name}, {date}",
        "note.field": "Note",
        "note.hint": "Up to {limit} characters. Leave it empty and save to delete the note.",
        "note.save": "Save note",
        "note.days": "Other days",
        "note.previous": "Previous day",
        "note.next": "Next day",
        "note.state.done": "Done",
        "note.state.open": "Not done",
        "note.state.none": "Nothing recorded",
        "problem.note.day": "A note can be written for today or an earlier day, from the tracker’s start.",
        "card.note": "Note for {date}",
        "details.day.noted": "{label} Has a note.",
        "details.notes": "Notes in {month}",
        "details.notes.none": "No notes this month. To write one, choose “Note” above the calendar and press a day.",
        "details.notes.edit": "Edit the note of {date}",
        "problem.note.empty": "A note needs some text.",
    ]

    /// English plurals of notes.
    static let englishNotesPlurals: [String: [PluralCategory: String]] = [
        "loop.note.notes_cut": [
            .one: "{count} note on a day is longer than 500 characters: it is cut to 500.",
            .other: "{count} notes on days are longer than 500 characters: they are cut to 500.",
        ],
    ]
}
