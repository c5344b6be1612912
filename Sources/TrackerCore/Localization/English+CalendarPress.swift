extension Catalog {
    /// English text of what pressing a details calendar day does, and of a tracker's day page.
    static let englishCalendarPress: [String: String] = [
        "details.press": "Pressing a day",
        "details.press.mark": "Mark",
        "details.press.skip": "Skip",
        "details.press.note": "Note",
        "details.calendar.hint.skip":
            "Press a day the habit is due on to skip it, or a skipped day to undo the skip. A skipped day neither breaks nor lengthens the streak.",
        "details.calendar.hint.note": "Press a day to open its page: its note, marking it and skipping it.",
        "details.day.skipped.readonly": "{date}: skipped",
        "details.day.skip": "{date}: not done. Press to skip.",
        "details.day.unskip": "{date}: skipped. Press to undo the skip.",
        "details.day.page": "{label}. Open the day’s page.",
        "day.mark": "Mark done",
        "day.unmark": "Undo done",
        "day.slip": "Record a slip",
        "day.unslip": "Undo the slip",
    ]
}
