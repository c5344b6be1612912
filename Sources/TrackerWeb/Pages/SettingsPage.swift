import Foundation
import QRCode
import TrackerCore
import TrackerStore

/// What the Settings forms show: the saved values, or what was just typed with its problems.
struct SettingsEntry: Error, Sendable {
    var displayName: String
    var language: String
    var timeZone: String
    var dayStart: String
    /// `monday` or `sunday` (`SettingsForms.FirstWeekday`), or what was sent.
    var firstWeekday: String
    var problems = Problems()

    init(_ user: User) {
        displayName = user.displayName
        language = user.language?.rawValue ?? SettingsForms.automatic
        timeZone = user.timeZone
        dayStart = ClockTime.text(minutes: user.dayStartMinute)
        firstWeekday = SettingsForms.FirstWeekday.choices.first { $0.weekday == user.firstWeekday }?.word ?? "monday"
    }
}

/// Settings: a list of sections as a phone's settings are (account, day and time,
/// notifications, household), each setting saved by its own form.
struct SettingsPage: Page {
    static let template = "settings/index"
    let frame: Frame
    let account: String
    let username: String
    let nameField: Field
    let nameAction = Paths.settingsName.path
    let passwordHref = Paths.settingsPassword.path
    let avatarHref = Paths.settingsAvatar.path
    let devicesHref = Paths.settingsDevices.path
    let dayAndTimeAction = Paths.settingsDayAndTime.path
    let languages: [Option]
    let languageError: String?
    /// The zone list's `<optgroup>`s and `<option>`s, written as markup (`TimeZoneChoices.markup`).
    let timeZoneOptions: String
    let timeZoneError: String?
    let timeZoneNow: String
    let dayStartField: Field
    let firstWeekdays: [Option]
    let firstWeekdayError: String?
    let notificationsAction = Paths.settingsNotifications.path
    let notificationsOn: Bool
    let calendarHref = Paths.settingsCalendar.path
    let daysOffHref = Paths.daysOff.path
    let pushHref = Paths.settingsPush.path
    let dataHref = Paths.settingsData.path
    let tokensHref = Paths.settingsTokens.path
    let membersHref = Paths.members.path
    let categoriesHref = Paths.categories.path
    let archivedHref = Paths.settingsArchived.path
    let guideHref = Paths.guide.path
    let signOutAction = Paths.signOut.path
    /// "Saved." in the section that was just changed.
    let accountNotice: String?
    let timeNotice: String?
    let notificationsNotice: String?
    let invites: InvitesSection

    init(context: some SiteContext, user: User, entry: SettingsEntry, saved: String?, invites: InvitesSection, now: Date) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("settings.title"), section: .settings)
        account = catalog.text("settings.account", ["name": user.displayName, "username": user.username])
        username = "@" + user.username
        let problems = entry.problems
        nameField = Field(
            name: "display_name",
            label: catalog.text("field.display_name"),
            value: entry.displayName,
            hint: catalog.text("field.display_name.hint"),
            error: problems["display_name"],
            autocomplete: "name",
            maxLength: TextRule.displayName.limit
        )
        languages = Option.languages(chosen: entry.language, catalog: catalog)
        languageError = problems["language"]
        timeZoneOptions = TimeZoneChoices.markup(chosen: entry.timeZone, now: now, catalog: catalog)
        timeZoneError = problems["time_zone"]
        let savedZone = TimeZone(identifier: user.timeZone) ?? .current
        timeZoneNow = catalog.text(
            "settings.time_zone.now",
            [
                "time": ClockTime.text(at: now, in: savedZone),
                "day": DateText.long(DayClock(timeZone: savedZone).day(at: now), in: context.language),
            ]
        )
        dayStartField = Field(
            name: "day_start",
            label: catalog.text("settings.day_start"),
            type: "time",
            value: entry.dayStart,
            hint: catalog.text("settings.day_start.hint"),
            error: problems["day_start"],
            autocomplete: nil
        )
        firstWeekdays = SettingsForms.FirstWeekday.choices.map { choice in
            Option(
                value: choice.word,
                label: catalog.text(ScheduleText.longKeys[choice.weekday.rawValue]),
                selected: entry.firstWeekday == choice.word
            )
        }
        firstWeekdayError = problems["first_weekday"]
        notificationsOn = user.notificationsEnabled
        let notice = saved.map { catalog.text($0 == "password" ? "settings.password.saved" : "settings.saved") }
        let section = saved.flatMap { SettingsForms.savedSection[$0] }
        accountNotice = section == "account" ? notice : nil
        timeNotice = section == "day-and-time" ? notice : nil
        notificationsNotice = section == "notifications" ? notice : nil
        self.invites = invites
    }
}

/// Invites in Settings: create one, the link made just now, the open ones with Revoke.
struct InvitesSection: Sendable, Encodable {
    let createAction = Paths.invites.path
    let newLink: String?
    /// Shown under a link that is only a path: how to make Tracker write whole addresses.
    let linkHint: String?
    let linkFlag = "--public-url"
    let linkExample = "https://tracker.home"
    /// The QR code of `newLink` as SVG, for the new member's phone camera; only for a whole
    /// address, which a camera can open. Inserted unescaped: `QRCode.svg` is only numbers.
    let qrSVG: String?
    let rows: [Row]
    let notice: String?

    /// One open invite in the list.
    struct Row: Sendable, Encodable {
        let dates: String
        let revokeAction: String
    }

    init(language: Language, invites: [Invite], newLink: String?, linkIsPath: Bool, notice: String?, clock: DayClock) {
        let catalog = Catalog.of(language)
        self.newLink = newLink
        linkHint = linkIsPath ? catalog.text("invites.path-only") : nil
        qrSVG = linkIsPath ? nil : newLink.flatMap { QRCode($0)?.svg }
        self.notice = notice
        rows = invites.map { invite in
            Row(
                dates: catalog.text(
                    "invites.expires",
                    [
                        "created": DateText.short(clock.day(at: invite.createdAt), in: language),
                        "expires": DateText.short(clock.day(at: invite.expiresAt), in: language),
                    ]
                ),
                revokeAction: Paths.revokeInvite(id: invite.id)
            )
        }
    }
}
