import TrackerCore
import TrackerStore

extension Paths {
    // Settings: a form per group of settings, each answering with the page again at its section.
    static let settings: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings")
    static let settingsName: Endpoint<ForAdults, NoParameters, SettingsForms.DisplayName> = .post("/settings/name")
    /// Language, time zone and the day's start, saved together.
    static let settingsDayAndTime: Endpoint<ForAdults, NoParameters, SettingsForms.DayAndTime> = .post("/settings/day-and-time")
    static let settingsNotifications: Endpoint<ForAdults, NoParameters, SettingsForms.Notifications> = .post("/settings/notifications")
    static let settingsPassword: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/password")
    static let changePassword = settingsPassword.post(form: SettingsForms.PasswordChange.self)
    static let settingsDevices: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/devices")
    static let signOutOthers: Endpoint<ForAdults, NoParameters, NoForm> = .post("/settings/devices/sign-out-others")
    static let guide: Endpoint<ForMembers, NoParameters, NoForm> = .get("/guide")
    static let invites: Endpoint<ForAdults, NoParameters, NoForm> = .post("/invites")
    static let revokeInvite: Endpoint<ForAdults, InviteID, NoForm> = .post("/invites/:id/revoke")

    /// Settings after a change was saved, at the group where its notice shows.
    static func settingsSaved(_ what: String) -> String {
        settings.path + "?saved=" + what + "#" + (SettingsForms.savedSection[what] ?? "account")
    }

    // Members, and the owner's password-reset links.
    static let members: Endpoint<ForAdults, NoParameters, NoForm> = .get("/members")
    static let resetMember: Endpoint<ForOwner, MemberID, NoForm> = .post("/members/:id/reset")
    static let removeMember: Endpoint<ForOwner, MemberID, NoForm> = .get("/members/:id/remove")
    static let confirmRemoveMember = removeMember.post()
    static let revokeReset: Endpoint<ForOwner, ResetID, NoForm> = .post("/resets/:id/revoke")
    static let passwordReset: Endpoint<ForVisitors, ResetToken, NoForm> = .get("/reset/:token")
    static let usePasswordReset = passwordReset.post(form: SettingsForms.PasswordChange.self)
}

extension Paths {
    // Reminders: the calendar feed and its page in Settings.
    static let settingsCalendar: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/calendar")
    static let createCalendar = settingsCalendar.post()
    static let settingsCalendarNew: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/calendar/new")
    static let replaceCalendar = settingsCalendarNew.post()
    static let settingsCalendarOff: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/calendar/off")
    static let turnOffCalendar = settingsCalendarOff.post()
    /// The page right after a new address was made: the only time it is shown.
    static func settingsCalendar(token: String) -> String { settingsCalendar.path + "?token=" + token + "#address" }
    static let calendarFeed: Endpoint<ForAnyone, CalendarToken, NoForm> = .get("/calendar/:token/reminders.ics")
    /// A tracker's card on today's main page, where a reminder sends the member.
    static func cardOnToday(_ trackerID: Int64) -> String { home.path + "#tracker-\(trackerID)" }
}

extension Paths {
    // Push reminders: their page in Settings, a form per kind of target, and the "Done" link
    // a notification carries.
    static let settingsPush: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/push")
    static let pushTarget: Endpoint<ForAdults, PushKindPath, PushTargetForm> = .post("/settings/push/:kind")
    static let pushTest: Endpoint<ForAdults, PushKindPath, NoForm> = .post("/settings/push/:kind/test")
    static let pushRemove: Endpoint<ForAdults, PushKindPath, NoForm> = .get("/settings/push/:kind/remove")
    static let confirmPushRemove = pushRemove.post()
    /// The push page after a change, at the target's section, with `?saved=`, `?tested=` or `?removed=`.
    static func settingsPush(_ event: String, _ kind: PushKind) -> String {
        settingsPush.path + "?" + event + "=" + kind.rawValue + "#" + kind.rawValue
    }

    /// A notification's "Done": GET shows the page; its POST needs no session and no CSRF token
    /// (the signed token in the address is the permission).
    static let reminderDone: Endpoint<ForAnyone, DoneToken, NoForm> = .get("/reminders/done/:token")
    static let markReminderDone: Endpoint<ForAnyone, DoneToken, NoForm> = .signedLink(reminderDone.pattern)
    /// The main page on `day`, at a tracker's card: where a notification opens.
    static func cardOnDay(_ trackerID: Int64, _ day: Day) -> String { home.path + "?day=" + day.iso + "#tracker-\(trackerID)" }
}

extension Paths {
    // Your data: downloads, and an upload's preview and import.
    static let settingsData: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/data")
    static let dataExportJSON: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/data/export.json")
    static let dataExportCSV: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/data/export.csv")
    static let dataImport: Endpoint<ForAdults, NoParameters, NoForm> = .upload(
        "/settings/data/import",
        limit: importLimit,
        tooLarge: .importTooLarge
    )
    /// The largest file to import: ten years of thirty trackers is about 1.5 MB of JSON.
    static let importLimit = 20 * 1024 * 1024
    static let importPreview: Endpoint<ForAdults, ImportID, NoForm> = .get("/settings/data/import/:id")
    static let importFile = importPreview.post(form: DataController.ImportChoice.self)
    /// The page after an import, with what it did.
    static func settingsDataImported(_ result: ImportResult) -> String {
        settingsData.path + "?added=\(result.trackersAdded)&merged=\(result.trackersMerged)&days=\(result.daysAdded)#import"
    }
}
