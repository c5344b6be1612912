import TrackerCore
import TrackerStore

/// "Who's tracking?": the signed-in adult and their profiles, each with its switch.
struct WhoIsTrackingPage: Page {
    static let template = "profiles/switch"
    let frame: Frame
    let rows: [Row]
    let newProfileHref = Paths.newProfile.path
    /// Only an adult as themselves makes profiles.
    let mayAdd: Bool

    struct Row: Sendable, Encodable {
        let avatar: AvatarView
        let name: String
        let isCurrent: Bool
        let action: String
        let buttonLabel: String
    }

    init(context: MemberContext, adult: User, tracked: User, profiles: [User]) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("switch.title"), section: .household)
        let me = Row(
            avatar: AvatarView(profile: adult),
            name: catalog.text("switch.me", ["name": adult.displayName]),
            isCurrent: tracked.id == adult.id,
            action: Paths.switchBack.path,
            buttonLabel: catalog.text("switch.to", ["name": adult.displayName])
        )
        rows =
            [me]
            + profiles.map { profile in
                Row(
                    avatar: AvatarView(profile: profile),
                    name: profile.displayName,
                    isCurrent: tracked.id == profile.id,
                    action: Paths.switchToProfile(id: profile.id),
                    buttonLabel: catalog.text("switch.to", ["name": profile.displayName])
                )
            }
        mayAdd = context.guardian == nil
    }
}

/// The page a child-device link opens: "Sign this device in as Masha?".
struct ChildLinkPage: Page {
    static let template = "profiles/child-link"
    let frame: Frame
    let text: String
    let action: String

    init(context: some SiteContext, name: String, action: String) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("child.link.title", ["name": name]), showsTabs: false)
        text = catalog.text("child.link.text", ["name": name])
        self.action = action
    }
}

/// The language of the person tracked: a child's session's only setting.
struct LanguagePage: Page {
    static let template = "profiles/language"
    let frame: Frame
    let action = Paths.saveLanguage.path
    let languages: [Option]
    let languageError: String?
    let notice: String?
    /// A child's own session may sign its device out (a guardian's new link signs it in again).
    let signOutAction: String?

    init(context: some SiteContext, chosen: String, saved: Bool, error: String? = nil) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("settings.language"), section: .settings)
        signOutAction = context.signedIn?.isChild == true ? Paths.signOut.path : nil
        languages = Option.languages(chosen: chosen, catalog: catalog)
        languageError = error
        notice = saved ? catalog.text("language.saved") : nil
    }
}

/// The Household tab's "Children's profiles": each profile's page, "Add a child's profile" and
/// "Who's tracking?".
struct ProfilesSection: Sendable, Encodable {
    let rows: [Row]
    let newHref = Paths.newProfile.path
    let switchHref = Paths.whoIsTracking.path
    let hasRows: Bool

    struct Row: Sendable, Encodable {
        let avatar: AvatarView
        let displayName: String
        let href: String
    }

    init(_ profiles: [User], catalog: Catalog) {
        rows = profiles.map { Row(avatar: AvatarView(profile: $0), displayName: $0.displayName, href: Paths.profile(id: $0.id)) }
        hasRows = !rows.isEmpty
    }
}
