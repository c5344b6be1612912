extension Catalog {
    /// English text of the daily loop: the day's progress and bar, steps, the list of every
    /// tracker, search hints, the account forms' time zone and the edit page's count.
    static let englishDailyLoop: [String: String] = [
        "account.time_zone.hint": "Preselected to this server’s zone. Your “today”, streaks and reminders follow the zone you choose.",
        "settings.day_and_time.hint": "Language, time zone, and where your day and week start are saved together.",
        "trackers.summary": "{done} of {total} done",
        "trackers.day.today": "Today, {date}",
        "trackers.day.yesterday": "Yesterday, {date}",
        "trackers.day.tomorrow": "Tomorrow, {date}",
        "trackers.day_bar.past": "You’re looking at {date}.",
        "trackers.day_bar.future": "{date} hasn’t come yet. You can mark this day when it comes.",
        "trackers.day_bar.back": "Back to today",
        "trackers.all": "Your trackers",
        "trackers.elsewhere.title": "On other days",
        "trackers.elsewhere.weekdays": "{name}: not on {weekdays}. Next: {day}",
        "trackers.elsewhere.starts": "{name}: starts on {day}",
        "card.step.minus": "Take 1 from “{name}”",
        "card.step.plus": "Add 1 to “{name}”",
        "error.value.below_zero": "The value is already below 1, so 1 can’t be taken away. Nothing was changed.",
        "error.value.step": "A step adds 1 or takes 1 away. Nothing was changed.",
        "list.title": "Your trackers",
        "list.intro": "Every tracker you have, whatever the day.",
        "list.empty": "You have no trackers yet.",
        "list.next": "Next: {day}",
        "list.next.none": "Not on any day to come",
        "list.event": "Irregular event · any day",
        "list.edit": "Edit “{name}”",
        "list.back": "Trackers",
        "date.today": "Today",
        "date.tomorrow": "Tomorrow",
        "leave.keep": "Keep editing",
        "weekdays.mon": "Mondays", "weekdays.tue": "Tuesdays", "weekdays.wed": "Wednesdays", "weekdays.thu": "Thursdays",
        "weekdays.fri": "Fridays", "weekdays.sat": "Saturdays", "weekdays.sun": "Sundays",
    ]

    /// English plurals of the daily loop.
    static let englishDailyLoopPlurals: [String: [PluralCategory: String]] = [
        "form.done_days": [.one: "Done on {count} day", .other: "Done on {count} days"]
    ]
}
