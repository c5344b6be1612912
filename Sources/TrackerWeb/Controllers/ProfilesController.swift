import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Managed profiles (issue 33): an adult makes one and becomes its guardian; its page shows its
/// guardians, devices and links; the owner adds and removes guardians and deletes it.
struct ProfilesController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.newProfile, use: newForm)
        routes.add(Paths.createProfile, use: create)
        routes.add(Paths.profile, use: show)
        routes.add(Paths.profileEdit, use: editForm)
        routes.add(Paths.updateProfile, use: update)
        routes.add(Paths.addGuardian, use: addGuardian)
        routes.add(Paths.removeGuardian, use: removeGuardian)
        routes.add(Paths.profileDelete, use: confirmDelete)
        routes.add(Paths.deleteProfile, use: delete)
        routes.add(Paths.profileExportJSON, use: exportJSON)
        routes.add(Paths.profileExportCSV, use: exportCSV)
    }

    /// The child's data file, for their guardians only (anyone else: not found).
    @Sendable func exportJSON(request: Request, context: MemberContext, id: ProfileID) async throws -> Response {
        MemberExport.json(try await guardedData(context, id), now: services.clock.now())
    }

    @Sendable func exportCSV(request: Request, context: MemberContext, id: ProfileID) async throws -> Response {
        MemberExport.csv(try await guardedData(context, id), now: services.clock.now())
    }

    private func guardedData(_ context: MemberContext, _ id: ProfileID) async throws -> MemberData {
        guard try await services.database.isGuardian(of: id.id, userID: context.user.id) else { throw StoreError.notFound }
        return try await services.database.memberData(userID: id.id)
    }

    @Sendable func newForm(request: Request, context: MemberContext) async throws -> Response {
        try services.renderer.response(NewProfilePage(context: context), context)
    }

    /// Makes the profile, with the adult as its guardian and their time zone; a refused form
    /// comes back with what was typed (422).
    @Sendable func create(request: Request, context: MemberContext, form: ProfileForm) async throws -> Response {
        guard let new = checked(form, context, timeZone: context.user.timeZone) else {
            let page = NewProfilePage(context: context, form: form, problems: problemsOf(form, context))
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
        let profile = try await services.database.createProfile(new, guardianID: context.user.id, now: services.clock.now())
        return .redirect(to: Paths.profile(id: profile.id))
    }

    /// A guardian's form for the profile's name, avatar and language, as they are now.
    @Sendable func editForm(request: Request, context: MemberContext, id: ProfileID) async throws -> Response {
        let profile = try await guardedProfile(context, id)
        let form = ProfileForm(
            display_name: profile.displayName,
            emoji: profile.avatarEmoji,
            color: profile.avatarColor?.rawValue,
            language: profile.language?.rawValue ?? SettingsForms.automatic
        )
        return try services.renderer.response(NewProfilePage(context: context, form: form, editing: profile), context)
    }

    /// Saves the guardian's changes and goes back to the profile's page; a refused form comes
    /// back with what was typed (422) and changes nothing.
    @Sendable func update(request: Request, context: MemberContext, id: ProfileID, form: ProfileForm) async throws -> Response {
        let profile = try await guardedProfile(context, id)
        guard let changed = checked(form, context, timeZone: profile.timeZone) else {
            let page = NewProfilePage(context: context, form: form, problems: problemsOf(form, context), editing: profile)
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
        try await services.database.updateProfile(id: profile.id, changed, by: context.user.id)
        return .redirect(to: Paths.profile(id: profile.id))
    }

    /// The profile a guardian acts on; for anyone else, "not found".
    private func guardedProfile(_ context: MemberContext, _ id: ProfileID) async throws -> User {
        guard try await services.database.isGuardian(of: id.id, userID: context.user.id) else { throw StoreError.notFound }
        return try await services.database.profileDetails(id: id.id, viewerID: context.user.id).profile
    }

    /// The profile as typed, when every field passes; nil otherwise (`problemsOf` says why).
    private func checked(_ form: ProfileForm, _ context: MemberContext, timeZone: String) -> NewProfile? {
        guard problemsOf(form, context).isEmpty, case .success(let name) = TextRule.displayName.validate(form.display_name ?? "") else {
            return nil
        }
        let emoji = form.emoji.flatMap { $0.isEmpty ? nil : $0 }
        return NewProfile(
            displayName: name,
            avatarEmoji: emoji,
            avatarColor: emoji == nil ? nil : form.color.flatMap { TrackerColor(anyCase: $0) } ?? .blue,
            language: Language(rawValue: form.language ?? SettingsForms.automatic),
            timeZone: timeZone
        )
    }

    /// What is wrong with each field of the profile's form.
    private func problemsOf(_ form: ProfileForm, _ context: MemberContext) -> Problems {
        let catalog = Catalog.of(context.language)
        var problems = Problems()
        _ = TextRule.displayName.check(form.display_name, field: "display_name", catalog: catalog, problems: &problems)
        if let emoji = form.emoji, !emoji.isEmpty, !Palette.emoji.contains(emoji) { problems["emoji"] = catalog.text("problem.avatar.emoji") }
        if let color = form.color, !color.isEmpty, TrackerColor(anyCase: color) == nil { problems["color"] = catalog.text("problem.avatar.color") }
        let language = form.language ?? SettingsForms.automatic
        if Language(rawValue: language) == nil && language != SettingsForms.automatic { problems["language"] = catalog.text("problem.language") }
        return problems
    }

    /// The profile's page; `?link=TOKEN` right after a link was made shows it once.
    @Sendable func show(request: Request, context: MemberContext, id: ProfileID) async throws -> Response {
        let viewer = context.user
        let now = services.clock.now()
        let details = try await services.database.profileDetails(id: id.id, viewerID: viewer.id)
        let isGuardian = details.guardians.contains { $0.id == viewer.id }
        let links = isGuardian ? try await services.database.openDeviceLinks(profileID: id.id, now: now) : []
        let devices = isGuardian ? try await services.database.sessions(userID: id.id, now: now) : []
        var newLink: String?
        if isGuardian, let token = request.uri.queryParameters["link"].map(String.init),
            try await services.database.deviceLinkProfile(token: token, now: now)?.id == id.id
        {
            newLink = services.links.shareable(Paths.childLink(token: token), host: request.head.authority)
        }
        let members = viewer.role == .owner ? try await services.database.members() : []
        let page = ManagedProfilePage(
            context: context,
            details: details,
            viewer: viewer,
            links: links,
            devices: devices,
            newLink: newLink,
            members: members
        )
        return try services.renderer.response(page, context)
    }

    @Sendable func addGuardian(request: Request, context: OwnerContext, id: ProfileID, form: GuardianForm) async throws -> Response {
        guard let guardian = form.guardian.flatMap({ Int64($0) }) else { throw StoreError.notFound }
        try await services.database.addGuardian(profileID: id.id, guardianID: guardian, by: context.user.id)
        return .redirect(to: Paths.profile(id: id.id) + "#guardians")
    }

    @Sendable func removeGuardian(request: Request, context: OwnerContext, id: ProfileID, form: GuardianForm) async throws -> Response {
        guard let guardian = form.guardian.flatMap({ Int64($0) }) else { throw StoreError.notFound }
        try await services.database.removeGuardian(profileID: id.id, guardianID: guardian, by: context.user.id)
        return .redirect(to: Paths.profile(id: id.id) + "#guardians")
    }

    @Sendable func confirmDelete(request: Request, context: OwnerContext, id: ProfileID) async throws -> Response {
        let details = try await services.database.profileDetails(id: id.id, viewerID: context.user.id)
        return try services.renderer.response(DeleteProfilePage(context: context, details: details), context)
    }

    @Sendable func delete(request: Request, context: OwnerContext, id: ProfileID) async throws -> Response {
        try await services.database.deleteProfile(id: id.id, by: context.user.id)
        return .redirect(to: Paths.household.path + "#profiles")
    }
}
