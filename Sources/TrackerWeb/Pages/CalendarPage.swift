import TrackerCore

/// Settings → Calendar feed: make the address, see it once, replace it or turn it off, and how
/// to subscribe on each kind of phone and computer.
struct CalendarPage: Page {
    static let template = "settings/calendar"
    let frame: Frame
    let backHref = Paths.settings.path + "#notifications"
    let createAction = Paths.settingsCalendar.path
    let newHref = Paths.settingsCalendarNew.path
    let offHref = Paths.settingsCalendarOff.path
    let hasFeed: Bool
    let address: Address?
    let alarmsOff: Bool
    let notice: String?

    /// The address just made, as shown for copying.
    struct Address: Sendable, Encodable {
        /// `https://…` (or `http://…`), or only the path when the site's address isn't known.
        let web: String
        /// `webcal://…`, for apps that subscribe when the link is opened; nil with a path only.
        let webcal: String?
        let isPathOnly: Bool

        init(web: String) {
            self.web = web
            isPathOnly = web.hasPrefix("/")
            if let colon = web.firstIndex(of: ":"), !isPathOnly {
                webcal = "webcal" + web[colon...]
            } else {
                webcal = nil
            }
        }
    }

    init(context: some SiteContext, hasFeed: Bool, alarmsOff: Bool, address: Address?, notice: String?) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("calendar.title"), section: .settings)
        self.hasFeed = hasFeed
        self.alarmsOff = alarmsOff
        self.address = address
        self.notice = notice.map { catalog.text($0) }
    }
}

/// "Make a new address?" and "Turn the feed off?": both end the address in use. (The
/// `settings/confirm` template serves every such question in Settings.)
struct CalendarConfirmPage: Page {
    static let template = "settings/confirm"
    enum Action { case replace, turnOff }
    let frame: Frame
    let detail: String
    let action: String
    let button: String
    let cancelHref = Paths.settingsCalendar.path
    let hidden: [HiddenField] = []

    init(context: some SiteContext, action: Action) {
        let catalog = Catalog.of(context.language)
        let key = action == .replace ? "calendar.new" : "calendar.off"
        frame = Frame(title: catalog.text(key + ".title"), section: .settings, showsTabs: false)
        detail = catalog.text(key + ".detail")
        self.action = action == .replace ? Paths.settingsCalendarNew.path : Paths.settingsCalendarOff.path
        button = catalog.text(key + ".confirm")
    }
}
