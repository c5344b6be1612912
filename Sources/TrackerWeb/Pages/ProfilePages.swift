import Foundation
import TrackerCore
import TrackerStore

/// "A child's profile": its name, avatar (emoji and colour) and language.
struct NewProfilePage: Page {
    static let template = "profiles/new"
    let frame: Frame
    let action: String
    let cancelHref: String
    /// The button: "Create profile", or "Save" when a profile is edited.
    let submit: String
    /// The intro under the title, for a new profile only.
    let intro: String?
    let nameField: Field
    let look: LookChoices
    let languages: [Option]
    let languageError: String?
    let formError: String?

    init(context: some SiteContext, form: ProfileForm = ProfileForm(), problems: Problems = Problems(), editing: User? = nil) {
        let catalog = Catalog.of(context.language)
        if let editing {
            frame = Frame(title: catalog.text("profiles.edit.title", ["name": editing.displayName]), section: .household, showsTabs: false)
            action = Paths.updateProfile(id: editing.id)
            cancelHref = Paths.profile(id: editing.id)
            submit = catalog.text("profiles.edit.save")
            intro = nil
        } else {
            frame = Frame(title: catalog.text("profiles.new.title"), section: .household, showsTabs: false)
            action = Paths.createProfile.path
            cancelHref = Paths.household.path + "#profiles"
            submit = catalog.text("profiles.new.create")
            intro = catalog.text("profiles.new.intro")
        }
        nameField = Field(
            name: "display_name",
            label: catalog.text("profiles.name"),
            value: form.display_name ?? "",
            error: problems["display_name"],
            maxLength: TextRule.displayName.limit
        )
        look = LookChoices(emoji: form.emoji, color: form.color, catalog: catalog, problems: problems.messages)
        languages = Option.languages(chosen: form.language ?? SettingsForms.automatic, catalog: catalog)
        languageError = problems["language"]
        formError = problems.isEmpty ? nil : catalog.text("problem.form")
    }
}

extension Option {
    /// The language menu: "As the browser says", then each installed language in itself (marked
    /// with its `lang`, so a screen reader says „Deutsch“ as German), by code.
    static func languages(chosen: String, catalog: Catalog) -> [Option] {
        [Option(value: SettingsForms.automatic, label: catalog.text("settings.language.auto"), selected: chosen == SettingsForms.automatic)]
            + Language.allCases.map { language in
                Option(
                    value: language.rawValue, label: language.nativeName, selected: chosen == language.rawValue,
                    lang: language == catalog.language ? nil : language.rawValue
                )
            }
    }
}

extension AvatarView {
    /// A profile's avatar: its emoji on its colour, else its initials (profiles have no picture).
    init(profile user: User, large: Bool = false) {
        self.init(
            Person(id: user.id, username: user.username, displayName: user.displayName, avatarEmoji: user.avatarEmoji, avatarColor: user.avatarColor),
            large: large
        )
    }
}

/// A profile's page for its guardians and the owner: switch, devices and their links, guardians,
/// and (for the owner) Delete.
struct ManagedProfilePage: Page {
    static let template = "profiles/show"
    let frame: Frame
    let backHref = Paths.household.path + "#profiles"
    let avatar: AvatarView
    let counts: String
    /// A guardian's actions: switching, and the child's devices; nil for the owner who isn't one.
    let guardian: GuardianPart?
    let guardians: [GuardianRow]
    /// The owner's "Add a guardian" menu (members not yet guardians); nil for others.
    let addGuardian: AddGuardian?
    let deleteHref: String?

    struct GuardianPart: Sendable, Encodable {
        let switchAction: String
        let editHref: String
        let exportJSONHref: String
        let exportCSVHref: String
        let linkAction: String
        let newLink: String?
        let links: [Row]
        let devices: [Row]
    }

    /// A line with a button: an open link (Revoke) or a device (Sign out).
    struct Row: Sendable, Encodable {
        let id: String
        let text: String
        let action: String
    }

    struct GuardianRow: Sendable, Encodable {
        let name: String
        /// The owner's "Remove" (never on the last guardian).
        let removeAction: String?
        let profileID: String
    }

    struct AddGuardian: Sendable, Encodable {
        let action: String
        let options: [Option]
    }

    init(
        context: some SiteContext,
        details: ProfileDetails,
        viewer: User,
        links: [DeviceLink],
        devices: [Session],
        newLink: String?,
        members: [User]
    ) {
        let catalog = Catalog.of(context.language)
        let language = context.language
        let profile = details.profile
        let clock = viewer.dayClock
        frame = Frame(title: profile.displayName, section: .household)
        avatar = AvatarView(profile: profile, large: true)
        counts = catalog.text(
            "profiles.counts",
            ["trackers": catalog.plural("trackers", count: details.trackerCount), "marks": catalog.plural("marks", count: details.completionCount)]
        )
        let isGuardian = details.guardians.contains { $0.id == viewer.id }
        let isOwner = viewer.role == .owner
        guardian =
            isGuardian
            ? GuardianPart(
                switchAction: Paths.switchToProfile(id: profile.id),
                editHref: Paths.profileEdit(id: profile.id),
                exportJSONHref: Paths.profileExportJSON(id: profile.id),
                exportCSVHref: Paths.profileExportCSV(id: profile.id),
                linkAction: Paths.createDeviceLink(id: profile.id),
                newLink: newLink,
                links: links.map { link in
                    Row(
                        id: "link-\(link.id)",
                        text: catalog.text("profiles.link.open", ["expires": DateText.short(clock.day(at: link.expiresAt), in: language)]),
                        action: Paths.revokeDeviceLink(id: link.id)
                    )
                },
                devices: devices.filter(\.child).map { session in
                    Row(
                        id: "device-\(session.id)",
                        text: catalog.text(
                            "profiles.device",
                            [
                                "device": session.device.isEmpty ? catalog.text("settings.devices.unknown") : session.device,
                                "date": DateText.short(clock.day(at: session.lastSeenAt), in: language),
                            ]
                        ),
                        action: Paths.signOutChildDevice(id: session.id)
                    )
                }
            ) : nil
        let lastGuardian = details.guardians.count == 1
        guardians = details.guardians.map { user in
            GuardianRow(
                name: user.displayName,
                removeAction: isOwner && !lastGuardian ? Paths.removeGuardian(id: profile.id) : nil,
                profileID: String(user.id)
            )
        }
        let candidates = members.filter { member in !details.guardians.contains { $0.id == member.id } }
        addGuardian =
            isOwner && !candidates.isEmpty
            ? AddGuardian(
                action: Paths.addGuardian(id: profile.id),
                options: candidates.map { Option(value: String($0.id), label: $0.displayName, selected: false) }
            ) : nil
        deleteHref = isOwner ? Paths.profileDelete(id: profile.id) : nil
    }
}

/// "Delete Masha's profile?": how many trackers and marks go with it.
struct DeleteProfilePage: Page {
    static let template = "profiles/delete"
    let frame: Frame
    let detail: String
    let action: String
    let cancelHref: String
    let confirmLabel: String

    init(context: some SiteContext, details: ProfileDetails) {
        let catalog = Catalog.of(context.language)
        let profile = details.profile
        frame = Frame(title: catalog.text("profiles.delete.title", ["name": profile.displayName]), section: .household, showsTabs: false)
        detail = catalog.text(
            "profiles.delete.text",
            ["trackers": catalog.plural("trackers", count: details.trackerCount), "marks": catalog.plural("marks", count: details.completionCount)]
        )
        action = Paths.deleteProfile(id: profile.id)
        cancelHref = Paths.profile(id: profile.id)
        confirmLabel = catalog.text("profiles.delete.confirm")
    }
}
