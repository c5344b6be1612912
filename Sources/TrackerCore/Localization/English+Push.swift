extension Catalog {
    /// English text of push reminders: their Settings page, the notifications themselves, and
    /// the page a "Done" link opens.
    static let englishPush: [String: String] = [
        "settings.push": "Push notifications",
        "push.title": "Push notifications",
        "push.intro":
            "At each reminder time, Tracker sends a notification to your phone, but only if that tracker isn’t done yet. Set up one or more of these.",
        "push.alarms_off": "Reminders are switched off in Settings, so nothing is sent. A test notification still is.",
        "push.ntfy": "ntfy",
        "push.ntfy.about":
            "The ntfy app (Android, iPhone) shows what is sent to a topic, with a Done button that marks the tracker without opening Tracker. Subscribe to a topic in the app, then paste its address: https://ntfy.sh/a-long-secret-name, or your own ntfy server.",
        "push.ntfy.url": "Topic address",
        "push.ntfy.token": "Access token (optional)",
        "push.ntfy.token.hint": "Only for a topic that needs signing in: a token starting with tk_.",
        "push.gotify": "Gotify",
        "push.gotify.about": "A Gotify server of your own. Make an application in Gotify and paste its token here.",
        "push.gotify.url": "Server address",
        "push.gotify.token": "Application token",
        "push.webhook": "Webhook",
        "push.webhook.about":
            "Any address that takes a POST: Home Assistant, Apprise, Node-RED. Tracker sends a JSON body with the tracker, the day and a one-time “done_url”; the user guide describes it.",
        "push.webhook.url": "Address",
        "push.url.hint": "It starts with https:// or http://.",
        "push.save": "Save",
        "push.test": "Send test notification",
        "push.remove": "Remove",
        "push.status.none": "Nothing sent yet.",
        "push.status.delivered": "Last sent: delivered, {when}.",
        "push.status.failed": "Last sent: failed ({reason}), {when}.",
        "push.reason.http": "the server answered {code}",
        "push.reason.timeout": "no answer within 5 seconds",
        "push.reason.unreachable": "could not connect",
        "push.saved": "Saved.",
        "push.removed": "Removed.",
        "push.tested.delivered": "The test notification was delivered.",
        "push.tested.failed": "The test notification failed: {reason}.",
        "push.when.today": "today at {time}",
        "push.when.day": "{day} at {time}",
        "push.remove.title": "Remove {kind}?",
        "push.remove.detail": "Reminders stop going there. You can set it up again later.",
        "push.remove.confirm": "Remove",
        "push.path_only":
            "Tracker doesn’t know the address the household uses, so notifications carry no link and no Done button. Start it with --public-url https://tracker.home (your address), or save this form again from that address.",

        "problem.push.url": "Enter a web address, like https://ntfy.sh/my-topic.",
        "problem.push.scheme": "The address must start with https:// or http://.",
        "problem.push.credentials": "Leave the user name and password out of the address; use the token field.",
        "problem.push.token": "Enter the token: letters, digits and signs, without spaces, at most 500 characters.",

        "push.reminder": "Not done yet today ({day}).",
        "push.done": "Done",
        "push.test.title": "Tracker",
        "push.test.message": "Test notification: your reminders will arrive here.",

        "done.title": "Mark as done?",
        "done.detail": "{name}, {day}.",
        "done.confirm": "Mark done",
        "done.marked.title": "Marked done",
        "done.marked.detail": "{name} is done for {day}.",
        "done.used.title": "Already used",
        "done.used.detail": "This link was already used: {name} is marked done for {day}. Nothing was changed.",
        "done.expired.title": "This link has expired",
        "done.expired.detail": "A Done link works until the end of its day. Nothing was changed; open Tracker to mark days.",
        "done.invalid.title": "This link doesn’t work",
        "done.invalid.detail": "It may be incomplete, or its reminder is gone. Nothing was changed; open Tracker to mark days.",
        "done.open": "Open Tracker",
    ]
}
