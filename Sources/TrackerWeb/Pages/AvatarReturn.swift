import TrackerCore

/// Where the avatar page returns, by its Back link, its Cancel and after a change: the page it
/// was opened from (`back`, kept only when it is a path on this site), else Settings.
struct AvatarReturn: Sendable, Equatable {
    /// The page it was opened from; `nil` for Settings, the default.
    let back: String?

    init(_ back: String?) {
        self.back = Paths.local(back)
    }

    /// Back and Cancel.
    var href: String { back ?? Paths.settings.path + "#account" }

    /// After a picture, an emoji or the initials are saved, or the picture removed.
    var afterChange: String { back ?? Paths.settingsSaved("avatar") }

    /// Whether it returns to the Household tab, which then stays the current tab.
    var isHousehold: Bool {
        let path = back.map { $0.prefix { $0 != "?" && $0 != "#" } } ?? ""
        return path == Paths.household.path || path.hasPrefix(Paths.household.path + "/")
    }

    /// The Back link's words: the page it returns to.
    func label(_ catalog: Catalog) -> String {
        if isHousehold { return catalog.text("household.back") }
        let toSettings = back.map { $0.hasPrefix(Paths.settings.path) } ?? true
        return catalog.text(toSettings ? "settings.title" : "common.back")
    }
}
