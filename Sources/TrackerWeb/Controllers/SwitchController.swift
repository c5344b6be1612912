import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Switching on a shared device (issue 33): "Who's tracking?", a switch to a profile and back,
/// each one POST; and a child's own language, the one setting of a child's session.
struct SwitchController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.whoIsTracking, use: who)
        routes.add(Paths.switchToProfile, use: switchTo)
        routes.add(Paths.switchBack, use: switchBack)
        routes.add(Paths.language, use: language)
        routes.add(Paths.saveLanguage, use: saveLanguage)
    }

    /// The guardian and their profiles; the one tracked now is marked.
    @Sendable func who(request: Request, context: MemberContext) async throws -> Response {
        let profiles = try await services.database.profiles(guardedBy: context.person.id)
        let page = WhoIsTrackingPage(context: context, adult: context.person, tracked: context.user, profiles: profiles)
        return try services.renderer.response(page, context)
    }

    /// Acts as one of the signed-in adult's profiles; anyone else's is "not found".
    @Sendable func switchTo(request: Request, context: MemberContext, id: ProfileID) async throws -> Response {
        try await services.database.switchSession(context.session.id, guardianID: context.person.id, to: id.id)
        return .redirect(to: Paths.home.path)
    }

    @Sendable func switchBack(request: Request, context: MemberContext) async throws -> Response {
        try await services.database.switchSession(context.session.id, guardianID: context.person.id, to: nil)
        return .redirect(to: Paths.home.path)
    }

    /// The language of the person tracked (a child's session has only this setting).
    @Sendable func language(request: Request, context: MemberContext) async throws -> Response {
        let chosen = context.user.language?.rawValue ?? SettingsForms.automatic
        let saved = request.uri.queryParameters["saved"] != nil
        return try services.renderer.response(LanguagePage(context: context, chosen: chosen, saved: saved), context)
    }

    @Sendable func saveLanguage(request: Request, context: MemberContext, form: SettingsForms.LanguageChoice) async throws -> Response {
        let catalog = Catalog.of(context.language)
        switch form.setting(user: context.user, catalog: catalog) {
        case .success(let setting):
            try await services.database.update(setting, userID: context.user.id)
            return .redirect(to: Paths.language.path + "?saved=1")
        case .failure(let entry):
            let page = LanguagePage(context: context, chosen: entry.language, saved: false, error: entry.problems["language"])
            return try services.renderer.response(page, context, status: .unprocessableContent)
        }
    }
}
