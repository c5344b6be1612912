import TrackerCore

/// What the shared layout needs on every page: language, title, strings, theme colours and tabs,
/// made by the renderer from the page's `Frame` and the request. A page's own content reads
/// nothing from it (it reads `t` and `csrf`, which the renderer adds beside it).
struct Layout: Sendable, Encodable {
    let lang: String
    let title: String
    let t: Strings
    /// The fingerprinted address of the stylesheet the page links, cached by browsers for a year.
    let stylesheet: String
    /// The icon as a data address: browsers then make no request for it.
    let favicon = Layout.faviconData
    /// The browser's bar colours (`theme-color`): the pages' backgrounds, light and dark.
    let lightThemeColor = Palette.lightBackground
    let darkThemeColor = Palette.darkBackground
    /// The tab bar; empty for people who are not signed in.
    let tabs: [Tab]
    /// Extra class on `<body>`, for pages with their own look (onboarding).
    let bodyClass: String
    static let faviconData =
        "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' rx='14' fill='%233772E7'/%3E%3Cpath d='M18 33l9 9 19-20' fill='none' stroke='%23fff' stroke-width='7' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E"

    /// Stored, not computed: templates see stored properties only.
    let hasTabs: Bool
    /// While a guardian acts as a child: the banner naming the child, with "Switch back".
    let switched: SwitchBanner?

    /// Which stylesheet a page links: the whole one, or the main page's own (`BoardStylesheet`).
    enum Sheet: Sendable { case whole, board }

    /// The sections of the site shown in the tab bar.
    enum Section: String, Sendable { case trackers, statistics, household, settings }

    /// One tab-bar link.
    struct Tab: Sendable, Encodable {
        let href: String
        let label: String
        let current: Bool
        /// The icon's SVG path, drawn inline so the tab bar costs no extra request.
        let iconPath: String

        init(href: String, label: String, icon: String, current: Bool) {
            self.href = href
            self.label = label
            self.current = current
            iconPath = Self.iconPaths[icon] ?? ""
        }

        static let iconPaths = [
            "trackers":
                "M14 2a12 12 0 1 1 0 24 12 12 0 0 1 0-24zm0 3.2a8.8 8.8 0 1 0 0 17.6A8.8 8.8 0 0 0 14 5.2zm0 2.3c.9 0 1.6.7 1.6 1.6v4.2l2.9 2.2a1.6 1.6 0 1 1-1.9 2.5l-3.6-2.7a1.6 1.6 0 0 1-.6-1.3V9.1c0-.9.7-1.6 1.6-1.6z",
            "statistics":
                "M6 15.5a2 2 0 0 1 2 2V23a2 2 0 1 1-4 0v-5.5a2 2 0 0 1 2-2zm7.9-6a2 2 0 0 1 2 2V23a2 2 0 1 1-4 0V11.5a2 2 0 0 1 2-2zM22 4a2 2 0 0 1 2 2v17a2 2 0 1 1-4 0V6a2 2 0 0 1 2-2z",
            "household":
                "M10 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm9.5 2a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7zM10 15.5c4.6 0 8 2.3 8 5.5v1.5a1.5 1.5 0 0 1-1.5 1.5h-13A1.5 1.5 0 0 1 2 22.5V21c0-3.2 3.4-5.5 8-5.5zm9.8.6c3.5.3 6.2 2.1 6.2 4.7v1.7a1.5 1.5 0 0 1-1.5 1.5h-4.1c.4-.5.6-1.1.6-1.8V21c0-1.9-.6-3.5-1.2-4.9z",
            "settings":
                "M12.2 2h3.6l.7 3.3c.8.3 1.5.7 2.2 1.2l3.2-1.1 1.8 3.1-2.5 2.2c.1.8.1 1.7 0 2.6l2.5 2.2-1.8 3.1-3.2-1.1c-.7.5-1.4.9-2.2 1.2l-.7 3.3h-3.6l-.7-3.3c-.8-.3-1.5-.7-2.2-1.2l-3.2 1.1-1.8-3.1 2.5-2.2c-.1-.9-.1-1.8 0-2.6L4.3 8.5l1.8-3.1 3.2 1.1c.7-.5 1.4-.9 2.2-1.2L12.2 2zM14 9.7a4.3 4.3 0 1 0 0 8.6 4.3 4.3 0 0 0 0-8.6z",
        ]
    }

    init(frame: Frame, language: Language, stylesheets: Stylesheets, signedIn: Bool, who: Who = .adult) {
        let catalog = Catalog.of(language)
        let section = frame.section
        self.lang = language.rawValue
        self.title = frame.title
        self.t = Strings.of(language)
        self.bodyClass = frame.bodyClass
        self.stylesheet = frame.sheet == .board ? stylesheets.board : stylesheets.whole
        switched = who.banner(catalog)
        if !signedIn || !frame.showsTabs {
            self.tabs = []
        } else if let tabs = who.tabs(section, catalog) {
            self.tabs = tabs
        } else {
            self.tabs = [
                Tab(href: Paths.home.path, label: catalog.text("tab.trackers"), icon: "trackers", current: section == .trackers),
                Tab(
                    href: Paths.statistics.path,
                    label: catalog.text("tab.statistics"),
                    icon: "statistics",
                    current: section == .statistics
                ),
                Tab(
                    href: Paths.household.path,
                    label: catalog.text("tab.household"),
                    icon: "household",
                    current: section == .household
                ),
                Tab(href: Paths.settings.path, label: catalog.text("tab.settings"), icon: "settings", current: section == .settings),
            ]
        }
        self.hasTabs = !tabs.isEmpty
    }
}
