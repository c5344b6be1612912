import TrackerCore
import TrackerStore

extension Layout {
    /// Who is at the device, as the layout shows it (issue 33): an adult as themselves, a
    /// guardian acting as a child, or a child's own session.
    enum Who: Sendable {
        case adult
        case switched(childName: String)
        case child

        init(_ signedIn: SignedIn?) {
            if let signedIn, signedIn.guardian != nil {
                self = .switched(childName: signedIn.user.displayName)
            } else if signedIn?.isChild == true {
                self = .child
            } else {
                self = .adult
            }
        }

        func banner(_ catalog: Catalog) -> SwitchBanner? {
            guard case .switched(let name) = self else { return nil }
            return SwitchBanner(text: catalog.text("switch.banner", ["name": name]))
        }

        /// The tab bar of a child's session (their language in place of Settings) and of a
        /// switched guardian (no Settings); nil for an adult's.
        func tabs(_ section: Section?, _ catalog: Catalog) -> [Tab]? {
            let trackers = Tab(href: Paths.home.path, label: catalog.text("tab.trackers"), icon: "trackers", current: section == .trackers)
            let statistics = Tab(
                href: Paths.statistics.path,
                label: catalog.text("tab.statistics"),
                icon: "statistics",
                current: section == .statistics
            )
            switch self {
            case .adult: return nil
            case .child:
                return [
                    trackers, statistics,
                    Tab(href: Paths.language.path, label: catalog.text("tab.settings"), icon: "settings", current: section == .settings),
                ]
            case .switched:
                return [
                    trackers, statistics,
                    Tab(href: Paths.household.path, label: catalog.text("tab.household"), icon: "household", current: section == .household),
                ]
            }
        }
    }

    /// "You're tracking for Masha" with its Switch back button.
    struct SwitchBanner: Sendable, Encodable {
        let text: String
        let action = Paths.switchBack.path
    }
}
