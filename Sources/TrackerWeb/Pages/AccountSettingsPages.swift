import Foundation
import TrackerCore
import TrackerStore

/// Change password: the current one, then the new one twice.
struct PasswordPage: Page {
    static let template = "settings/password"
    let frame: Frame
    let action = Paths.settingsPassword.path
    let cancelHref = Paths.settings.path + "#account"
    let fields: [Field]
    let formError: String?

    init(context: some SiteContext, problems: Problems = Problems()) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("settings.password"), section: .settings, showsTabs: false)
        formError = problems.isEmpty ? nil : catalog.text("problem.form")
        fields =
            [
                Field(
                    name: "current_password",
                    label: catalog.text("settings.password.current"),
                    type: "password",
                    error: problems["current_password"],
                    autocomplete: "current-password"
                )
            ]
            + Field.newPassword(
                catalog: catalog,
                problems: problems,
                labelKey: "settings.password.new",
                confirmationKey: "settings.password.confirm",
                hintKey: "settings.password.hint"
            )
    }
}

/// The devices a person is signed in on, with "Sign out everywhere else".
struct DevicesPage: Page {
    static let template = "settings/devices"
    let frame: Frame
    let backHref = Paths.settings.path + "#account"
    let signOutOthersAction = Paths.signOutOthers.path
    let devices: [Row]
    let hasOthers: Bool
    let notice: String?

    struct Row: Sendable, Encodable {
        let name: String
        let seen: String
        let isThis: Bool
    }

    init(context: some SiteContext, sessions: [Session], current: Int64, clock: DayClock, signedOut: Int?) {
        let catalog = Catalog.of(context.language)
        let language = context.language
        frame = Frame(title: catalog.text("settings.devices.title"), section: .settings)
        func moment(_ date: Date) -> String { MomentText.text(date, clock: clock, language: language) }
        // This device first, then the others as last seen.
        let ordered = sessions.filter { $0.id == current } + sessions.filter { $0.id != current }
        devices = ordered.map { session in
            Row(
                name: session.device.isEmpty ? catalog.text("settings.devices.unknown") : session.device,
                seen: catalog.text("settings.devices.seen", ["when": moment(session.lastSeenAt), "since": moment(session.createdAt)]),
                isThis: session.id == current
            )
        }
        hasOthers = sessions.contains { $0.id != current }
        notice = signedOut.map { catalog.plural("devices.signed-out", count: $0) }
    }
}

/// An instant as people read it in lists (a device last seen, a token last used): its calendar
/// date and wall-clock time in the member's zone (not their day, which may start later).
enum MomentText {
    static func text(_ date: Date, clock: DayClock, language: Language) -> String {
        let calendarDay = DayClock(timeZone: clock.timeZone)
        return DateText.short(calendarDay.day(at: date), in: language) + ", " + ClockTime.text(at: date, in: clock.timeZone)
    }
}
