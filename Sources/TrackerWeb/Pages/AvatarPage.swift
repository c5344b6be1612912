import TrackerCore
import TrackerStore

/// Settings › Profile picture: upload a photo, or pick an emoji on a colour, or go back to the
/// initials. Each is its own form; a refused one comes back with its message next to it.
struct AvatarPage: Page {
    static let template = "settings/avatar"
    let layout: Layout
    let t: Strings
    let csrf: String
    let backHref = Paths.settings + "#account"
    let avatar: AvatarView
    let displayName: String
    let notice: String?
    let uploadAction = Paths.avatarPicture
    let fileError: String?
    let emojiAction = Paths.avatarEmoji
    let look: LookChoices
    let removeAction: String?
    let initialsAction: String?

    init(
        context: AppRequestContext,
        person: Person,
        notice: String? = nil,
        problems: [String: String] = [:],
        emoji: String? = nil,
        color: String? = nil
    ) {
        let language = context.language
        let catalog = Catalog.of(language)
        layout = Layout(context: context, title: catalog.text("avatar.title"), section: .settings)
        t = Strings.of(language)
        csrf = context.csrfToken
        avatar = AvatarView(person, large: true)
        displayName = person.displayName
        self.notice = notice
        fileError = problems["picture"]
        look = LookChoices(
            emoji: emoji ?? person.avatarEmoji,
            color: color ?? person.avatarColor,
            catalog: catalog,
            problems: problems
        )
        removeAction = person.pictureHash == nil ? nil : Paths.avatarRemovePicture
        initialsAction = person.pictureHash == nil && person.avatarEmoji != nil ? Paths.avatarInitials : nil
    }
}
