import Foundation
import TrackerCore
import TrackerStore

/// The household's members with their role and when each joined; for the owner, each member's
/// password-reset link and Remove.
struct MembersPage: Page {
    static let template = "members/index"
    let frame: Frame
    let backHref = Paths.settings.path + "#household"
    let rows: [Row]
    let isOwner: Bool
    let newLink: NewLink?
    let notice: String?

    struct Row: Sendable, Encodable {
        let anchor: String
        let name: String
        let username: String
        let detail: String
        /// The owner's actions on a member; `nil` on the owner's own row and for members.
        let actions: Actions?
    }

    struct Actions: Sendable, Encodable {
        let resetAction: String
        let removeHref: String
        let openReset: String?
        let revokeAction: String?
    }

    /// A reset link made just now, shown once.
    struct NewLink: Sendable, Encodable {
        let text: String
        let link: String
    }

    init(
        context: some SiteContext,
        viewer: User,
        members: [User],
        resets: [PasswordReset],
        newLink: (name: String, link: String)?,
        notice: String?
    ) {
        let catalog = Catalog.of(context.language)
        let language = context.language
        let clock = viewer.dayClock
        frame = Frame(title: catalog.text("members.title"), section: .settings)
        isOwner = viewer.role == .owner
        let isOwner = self.isOwner
        rows = members.map { user in
            let role = catalog.text(user.role == .owner ? "members.role.owner" : "members.role.member")
            let reset = resets.first { $0.userId == user.id }
            return Row(
                anchor: "member-\(user.id)",
                name: user.id == viewer.id ? catalog.text("members.you", ["name": user.displayName]) : user.displayName,
                username: "@" + user.username,
                detail: catalog.text("members.joined", ["role": role, "date": DateText.short(clock.day(at: user.createdAt), in: language)]),
                actions: isOwner && user.role == .member
                    ? Actions(
                        resetAction: Paths.resetMember(id: user.id),
                        removeHref: Paths.removeMember(id: user.id),
                        openReset: reset.map {
                            catalog.text("members.reset.open", ["expires": DateText.short(clock.day(at: $0.expiresAt), in: language)])
                        },
                        revokeAction: reset.map { Paths.revokeReset(id: $0.id) }
                    ) : nil
            )
        }
        self.newLink = newLink.map { NewLink(text: catalog.text("members.reset.created", ["name": $0.name]), link: $0.link) }
        self.notice = notice
    }
}

/// "Remove Boris?": what goes with them, then Remove member or Cancel.
struct RemoveMemberPage: Page {
    static let template = "members/remove"
    let frame: Frame
    let detail: String
    let action: String
    let cancelHref: String

    init(context: some SiteContext, member: Member) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("members.remove.title", ["name": member.user.displayName]), section: .settings, showsTabs: false)
        detail = catalog.text(
            "members.remove.text",
            [
                "trackers": catalog.plural("trackers", count: member.trackerCount),
                "marks": catalog.plural("marks", count: member.completionCount),
            ]
        )
        action = Paths.removeMember(id: member.user.id)
        cancelHref = Paths.members.path + "#member-\(member.user.id)"
    }
}

/// Setting a new password with the owner's one-time link.
struct ResetPasswordPage: Page {
    static let template = "accounts/reset"
    let frame: Frame
    let intro: String
    let action: String
    let fields: [Field]
    let formError: String?

    init(context: some SiteContext, token: String, username: String, problems: Problems = Problems()) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("reset.title"), showsTabs: false)
        intro = catalog.text("reset.intro", ["username": username])
        action = Paths.passwordReset(token: token)
        formError = problems.isEmpty ? nil : catalog.text("problem.form")
        fields = Field.newPassword(
            catalog: catalog,
            problems: problems,
            labelKey: "settings.password.new",
            confirmationKey: "settings.password.confirm",
            hintKey: "field.password.hint"
        )
    }
}
