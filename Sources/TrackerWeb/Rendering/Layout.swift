import Mustache
import TrackerCore

/// What the shared layout needs on every page: language, title, CSRF token, strings and tabs.
struct Layout: Sendable {
    let lang: String
    let title: String
    let csrf: String
    let t: Strings
    let stylesheet = Paths.stylesheet
    let favicon = Paths.favicon
    /// The tab bar; empty for people who are not signed in.
    let tabs: [Tab]
    /// Extra class on `<body>`, for pages with their own look (onboarding).
    let bodyClass: String
    /// Stored, not computed: templates see stored properties only.
    let hasTabs: Bool

    /// The sections of the site shown in the tab bar.
    enum Section: String, Sendable { case trackers, statistics, settings }

    /// One tab-bar link.
    struct Tab: Sendable {
        let href: String
        let label: String
        let icon: String
        let current: Bool
    }

    init(context: AppRequestContext, title: String, section: Section? = nil, bodyClass: String = "") {
        let catalog = Catalog.of(context.language)
        self.lang = context.language.rawValue
        self.title = title
        self.csrf = context.csrfToken
        self.t = Strings(context.language)
        self.bodyClass = bodyClass
        if context.signedIn == nil {
            self.tabs = []
        } else {
            self.tabs = [
                Tab(href: Paths.home, label: catalog.text("tab.trackers"), icon: "trackers", current: section == .trackers),
                Tab(
                    href: Paths.statistics,
                    label: catalog.text("tab.statistics"),
                    icon: "statistics",
                    current: section == .statistics
                ),
                Tab(href: Paths.settings, label: catalog.text("tab.settings"), icon: "settings", current: section == .settings),
            ]
        }
        self.hasTabs = !tabs.isEmpty
    }
}

extension Layout: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "lang": return self.lang
        case "title": return self.title
        case "csrf": return self.csrf
        case "t": return self.t
        case "stylesheet": return self.stylesheet
        case "favicon": return self.favicon
        case "tabs": return self.tabs
        case "bodyClass": return self.bodyClass
        case "hasTabs": return self.hasTabs
        default: return nil
        }
    }
}

extension Layout.Tab: MustacheParent {
    /// Explicit lookups: swift-mustache's reflection fallback is several times slower.
    func child(named name: String) -> Any? {
        switch name {
        case "href": return self.href
        case "label": return self.label
        case "icon": return self.icon
        case "current": return self.current
        default: return nil
        }
    }
}
