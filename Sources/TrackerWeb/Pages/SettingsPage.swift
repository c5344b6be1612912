import Foundation
import TrackerCore
import TrackerStore

/// Settings: who is signed in, invites, and signing out.
struct SettingsPage: Page {
    static let template = "settings/index"
    let layout: Layout
    let t: Strings
    let csrf: String
    let account: String
    let signOutAction = Paths.signOut
    let createInviteAction = Paths.invites
    let categoriesHref = Paths.categories
    let newInviteLink: String?
    /// Shown under a link that is only a path: how to make Tracker write whole addresses.
    let inviteLinkHint: String?
    let inviteLinkFlag = "--public-url"
    let inviteLinkExample = "https://tracker.home"
    let invites: [InviteRow]
    let notice: String?

    /// One open invite in the list.
    struct InviteRow: Sendable, Encodable {
        let dates: String
        let revokeAction: String
    }

    init(
        context: AppRequestContext,
        user: User,
        invites: [Invite],
        newInviteLink: String?,
        inviteLinkIsPath: Bool = false,
        notice: String?,
        clock: DayClock
    ) {
        let catalog = Catalog.of(context.language)
        layout = Layout(context: context, title: catalog.text("settings.title"), section: .settings)
        t = Strings.of(context.language)
        csrf = context.csrfToken
        account = catalog.text("settings.account", ["name": user.displayName, "username": user.username])
        self.newInviteLink = newInviteLink
        inviteLinkHint = inviteLinkIsPath ? catalog.text("invites.path-only") : nil
        self.notice = notice
        self.invites = invites.map { invite in
            InviteRow(
                dates: catalog.text(
                    "invites.expires",
                    [
                        "created": DateText.short(clock.day(at: invite.createdAt), in: context.language),
                        "expires": DateText.short(clock.day(at: invite.expiresAt), in: context.language),
                    ]
                ),
                revokeAction: Paths.revokeInvite(id: invite.id)
            )
        }
    }
}
