import TrackerCore
import TrackerStore

/// The page of a notification's "Done" link: what it marks and a button, the result, or why it
/// no longer works. It needs no sign-in, so it shows no tabs.
struct ReminderDonePage: Page {
    static let template = "reminders/done"

    enum State {
        case ask(ReminderAction, token: String)
        case marked(ReminderAction)
        case used(ReminderAction)
        case expired
        case invalid
    }

    let frame: Frame
    let detail: String
    /// The form's address, when the page asks.
    let action: String?
    /// The main page, on the day when the tracker is known.
    let openHref: String

    init(context: some SiteContext, state: State) {
        let language = context.language
        let catalog = Catalog.of(language)
        func describe(_ key: String, _ action: ReminderAction) -> String {
            catalog.text(key, ["name": action.emoji + " " + action.name, "day": DateText.long(action.day, in: language)])
        }
        let key: String
        switch state {
        case .ask(let reminder, let token):
            key = "done"
            detail = describe("done.detail", reminder)
            action = Paths.reminderDone(token: token)
            openHref = Paths.cardOnDay(reminder.trackerID, reminder.day)
        case .marked(let reminder):
            key = "done.marked"
            detail = describe("done.marked.detail", reminder)
            action = nil
            openHref = Paths.cardOnDay(reminder.trackerID, reminder.day)
        case .used(let reminder):
            key = "done.used"
            detail = describe("done.used.detail", reminder)
            action = nil
            openHref = Paths.cardOnDay(reminder.trackerID, reminder.day)
        case .expired:
            key = "done.expired"
            detail = catalog.text("done.expired.detail")
            action = nil
            openHref = Paths.home.path
        case .invalid:
            key = "done.invalid"
            detail = catalog.text("done.invalid.detail")
            action = nil
            openHref = Paths.home.path
        }
        frame = Frame(title: catalog.text(key + ".title"), showsTabs: false)
    }
}
