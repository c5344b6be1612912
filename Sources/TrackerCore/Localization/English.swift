extension Catalog {
    /// English interface text.
    static let english = Catalog(
        language: .en,
        strings: [
            "app.name": "Tracker",
            "app.skip": "Skip to content",
            "tab.label": "Sections",
            "tab.trackers": "Trackers",
            "tab.settings": "Settings",

            "onboarding.title": "Welcome",
            "onboarding.page1": "Track only what you want",
            "onboarding.page2": "Even if it's not liters of water and yoga",
            "onboarding.dots": "Onboarding pages",
            "onboarding.dot": "Page {number}",
            "onboarding.button": "Wow, technology!",

            "trackers.title": "Trackers",
            "trackers.add": "Add tracker",
            "trackers.empty": "What will we track?",

            "field.username": "Username",
            "field.username.hint": "3–32 characters: Latin letters, digits, dot, dash or underscore.",
            "field.display_name": "Your name",
            "field.display_name.hint": "How the household sees you.",
            "field.password": "Password",
            "field.password.hint": "At least 8 characters.",
            "field.password_confirmation": "Repeat the password",

            "setup.title": "Create the owner account",
            "setup.intro": "Tracker has no accounts yet. The first account owns this household's Tracker.",
            "setup.submit": "Create account",

            "signin.title": "Sign in",
            "signin.submit": "Sign in",
            "signin.failed": "Wrong username or password.",
            "signin.locked": "Too many failed attempts. Wait {seconds} seconds and try again.",
            "signout": "Sign out",

            "join.title": "Join the household",
            "join.intro": "{name} invited you to the household's Tracker.",
            "join.submit": "Join",
            "join.invalid.title": "This invite doesn't work",
            "join.invalid": "The link is wrong, was already used, was revoked or has expired. Ask for a new one.",

            "settings.title": "Settings",
            "settings.account": "Signed in as {name} (@{username})",
            "invites.title": "Invites",
            "invites.intro": "An invite link lets one person join. It works once and expires after 7 days.",
            "invites.create": "Create invite link",
            "invites.created": "New invite link. Copy it now and send it to the person joining: Tracker keeps only a fingerprint of it and can't show it again.",
            "invites.link": "Invite link",
            "invites.none": "No open invites.",
            "invites.open": "Open invites",
            "invites.expires": "Created {created}, expires {expires}",
            "invites.revoke": "Revoke",
            "invites.revoked": "The invite was revoked.",

            "problem.username.length": "A username has 3 to 32 characters.",
            "problem.username.characters": "Use only Latin letters, digits, dot, dash and underscore.",
            "problem.username.taken": "This username is taken.",
            "problem.password.short": "A password has at least 8 characters.",
            "problem.password.long": "A password has at most 72 bytes.",
            "problem.password.mismatch": "The passwords don't match.",
            "problem.name.empty": "Enter a name.",
            "problem.name.long": "Limit {limit} characters",
            "problem.form": "Please correct the marked fields.",

            "error.back": "Back to Tracker",
            "error.400.title": "Bad request",
            "error.400.text": "The request could not be understood. Nothing was changed.",
            "error.403.title": "Not allowed",
            "error.403.text": "The form was out of date or not sent from this site. Nothing was changed; reload the page and try again.",
            "error.404.title": "Page not found",
            "error.404.text": "There is nothing at this address.",
            "error.405.title": "Not allowed",
            "error.405.text": "This address does not accept this kind of request.",
            "error.413.title": "Too large",
            "error.413.text": "What was sent is too large. Nothing was changed.",
            "error.422.title": "Can't be saved",
            "error.422.text": "Some of what was sent is not valid. Nothing was changed.",
            "error.500.title": "Something went wrong",
            "error.500.text": "The server ran into a problem. Nothing more was changed; please try again.",
        ],
        plurals: [
            "days": [.one: "{count} day", .other: "{count} days"]
        ]
    )
}
