extension Catalog {
    /// English text of the calendar feed and its Settings page.
    static let englishCalendar: [String: String] = [
        "calendar.title": "Calendar feed",
        "calendar.intro":
            "Your phone’s calendar can subscribe to your reminders: each tracker with a reminder time becomes an event on its days, with an alert at that time.",
        "calendar.none": "There is no calendar address yet.",
        "calendar.create": "Make a calendar address",
        "calendar.exists":
            "Your calendar address works. For safety it is shown only once, when it is made. If you lost it, make a new one.",
        "calendar.address": "Your calendar address",
        "calendar.address.hint": "Copy it now: it is shown only this once. Anyone who has it can see your trackers’ names and reminder times.",
        "calendar.address.web": "Address",
        "calendar.address.webcal": "The same, for apps that open webcal links",
        "calendar.alarms_off": "Reminders are switched off in Settings, so the events ring no alert.",
        "calendar.steps": "How to subscribe",
        "calendar.steps.iphone": "iPhone and iPad",
        "calendar.steps.iphone.text":
            "Settings → Apps → Calendar → Calendar Accounts → Add Account → Other → Add Subscribed Calendar. Paste the address, tap Next, then Save.",
        "calendar.steps.android": "Android",
        "calendar.steps.android.text":
            "Install ICSx⁵ (from F-Droid or Google Play), tap +, paste the address and choose a sync interval. The reminders appear in your calendar app.",
        "calendar.steps.google": "Google Calendar",
        "calendar.steps.google.text":
            "On a computer, open calendar.google.com → Other calendars + → From URL, and paste the address. Google fetches it from the internet, so this works only when Tracker is reachable from outside your home.",
        "calendar.steps.thunderbird": "Thunderbird",
        "calendar.steps.thunderbird.text":
            "Calendar → New Calendar → On the Network. Paste the address as the location, press Find Calendars, then Subscribe.",
        "calendar.new": "Make a new address",
        "calendar.off": "Turn the calendar feed off",
        "calendar.new.title": "Make a new calendar address?",
        "calendar.new.detail":
            "The address in use stops working at once. Calendars subscribed to it keep their last copy until you subscribe them to the new one.",
        "calendar.new.confirm": "Make a new address",
        "calendar.off.title": "Turn the calendar feed off?",
        "calendar.off.detail": "The address stops working at once. You can make a new one later.",
        "calendar.off.confirm": "Turn off",
        "calendar.turned_off": "The calendar feed is off.",
        "calendar.path_only":
            "This is only the end of the address: Tracker doesn’t know the address the household uses. Start it with --public-url https://tracker.home (your address), or add the start yourself.",
        "calendar.name": "Tracker: {name}",
        "calendar.description": "Open Tracker to mark it done.",
        "calendar.description.link": "Mark it done in Tracker: {link}",
    ]
}
