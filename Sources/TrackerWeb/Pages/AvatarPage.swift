import TrackerCore
import TrackerStore

/// Settings › Profile picture: upload a photo, or pick an emoji on a colour, or go back to the
/// initials. Each is its own form; a refused one comes back with its message next to it. Back,
/// Cancel and every change return to the page it was opened from (`AvatarReturn`).
struct AvatarPage: Page {
    static let template = "settings/avatar"
    let frame: Frame
    let backHref: String
    let backLabel: String
    /// The `back` every form carries; `nil` when it returns to Settings.
    let back: String?
    let avatar: AvatarView
    let displayName: String
    let uploadAction = Paths.avatarPicture.path
    let fileError: String?
    let emojiAction = Paths.avatarEmoji.path
    let look: LookChoices
    let removeAction: String?
    let initialsAction: String?

    init(
        context: some SiteContext,
        person: Person,
        returning: AvatarReturn,
        problems: [String: String] = [:],
        emoji: String? = nil,
        color: String? = nil
    ) {
        let language = context.language
        let catalog = Catalog.of(language)
        let section: Layout.Section = returning.isHousehold ? .household : .settings
        frame = Frame(title: catalog.text("avatar.title"), section: section)
        backHref = returning.href
        backLabel = returning.label(catalog)
        back = returning.back
        avatar = AvatarView(person, large: true)
        displayName = person.displayName
        fileError = problems["picture"]
        look = LookChoices(
            emoji: emoji ?? person.avatarEmoji,
            color: color ?? person.avatarColor?.hex,
            catalog: catalog,
            problems: problems
        )
        removeAction = person.pictureHash == nil ? nil : Paths.avatarRemovePicture.path
        initialsAction = person.pictureHash == nil && person.avatarEmoji != nil ? Paths.avatarInitials.path : nil
    }
}
