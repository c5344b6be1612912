import TrackerCore
import TrackerStore

extension Paths {
    // Settings: a form per group of settings, each answering with the page again at its section.
    public static let settingsName = "/settings/name"
    /// Language, time zone and the day's start, saved together.
    public static let settingsDayAndTime = "/settings/day-and-time"
    public static let settingsNotifications = "/settings/notifications"
    public static let settingsPassword = "/settings/password"
    public static let settingsDevices = "/settings/devices"
    public static let signOutOthers = "/settings/devices/sign-out-others"
    public static let guide = "/guide"

    /// Settings after a change was saved, at the group where its notice shows.
    static func settingsSaved(_ what: String) -> String {
        settings + "?saved=" + what + "#" + (SettingsForms.savedSection[what] ?? "account")
    }

    // Members, and the owner's password-reset links.
    public static let members = "/members"
    public static let resetMemberPattern = "/members/:id/reset"
    public static func resetMember(id: Int64) -> String { "/members/\(id)/reset" }
    public static let removeMemberPattern = "/members/:id/remove"
    public static func removeMember(id: Int64) -> String { "/members/\(id)/remove" }
    public static let revokeResetPattern = "/resets/:id/revoke"
    public static func revokeReset(id: Int64) -> String { "/resets/\(id)/revoke" }
    public static let passwordResetPattern = "/reset/:token"
    public static func passwordReset(token: String) -> String { "/reset/\(token)" }
}

extension Paths {
    // Reminders: the calendar feed and its page in Settings.
    public static let settingsCalendar = "/settings/calendar"
    public static let settingsCalendarNew = "/settings/calendar/new"
    public static let settingsCalendarOff = "/settings/calendar/off"
    /// The page right after a new address was made: the only time it is shown.
    static func settingsCalendar(token: String) -> String { settingsCalendar + "?token=" + token + "#address" }
    public static let calendarFeedPattern = "/calendar/:token/reminders.ics"
    public static func calendarFeed(token: String) -> String { "/calendar/\(token)/reminders.ics" }
    /// A tracker's card on today's main page, where a reminder sends the member.
    static func cardOnToday(_ trackerID: Int64) -> String { home + "#tracker-\(trackerID)" }
}

extension Paths {
    // Push reminders: their page in Settings, a form per kind of target, and the "Done" link
    // a notification carries.
    public static let settingsPush = "/settings/push"
    public static let pushTargetPattern = "/settings/push/:kind"
    public static func pushTarget(_ kind: PushKind) -> String { "/settings/push/\(kind.rawValue)" }
    public static let pushTestPattern = "/settings/push/:kind/test"
    public static func pushTest(_ kind: PushKind) -> String { "/settings/push/\(kind.rawValue)/test" }
    public static let pushRemovePattern = "/settings/push/:kind/remove"
    public static func pushRemove(_ kind: PushKind) -> String { "/settings/push/\(kind.rawValue)/remove" }
    /// The push page after a change, at the target's section, with `?saved=`, `?tested=` or `?removed=`.
    static func settingsPush(_ event: String, _ kind: PushKind) -> String {
        settingsPush + "?" + event + "=" + kind.rawValue + "#" + kind.rawValue
    }

    /// Where "Done" links start: their POST needs no session and no CSRF token (the signed
    /// token in the address is the permission).
    public static let reminderDonePrefix = "/reminders/done/"
    public static let reminderDonePattern = "/reminders/done/:token"
    public static func reminderDone(token: String) -> String { reminderDonePrefix + token }
    /// The main page on `day`, at a tracker's card: where a notification opens.
    static func cardOnDay(_ trackerID: Int64, _ day: Day) -> String { home + "?day=" + day.iso + "#tracker-\(trackerID)" }
}

extension Paths {
    // Your data: downloads, and an upload's preview and import.
    public static let settingsData = "/settings/data"
    public static let dataExportJSON = "/settings/data/export.json"
    public static let dataExportCSV = "/settings/data/export.csv"
    public static let dataImport = "/settings/data/import"
    public static let dataImportPattern = "/settings/data/import/:id"
    public static func dataImport(id: Int64) -> String { "/settings/data/import/\(id)" }
    /// The page after an import, with what it did.
    static func settingsDataImported(_ result: ImportResult) -> String {
        settingsData + "?added=\(result.trackersAdded)&merged=\(result.trackersMerged)&days=\(result.daysAdded)#import"
    }
}
