import Foundation
import Hummingbird
import PushDelivery
import TrackerCore
import TrackerStore

/// Settings → Push notifications: save a target of each kind, send it a test, remove it.
struct PushController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.settingsPush, use: show)
        routes.post(Paths.pushTargetPattern, use: save)
        routes.post(Paths.pushTestPattern, use: test)
        routes.get(Paths.pushRemovePattern, use: confirmRemove)
        routes.post(Paths.pushRemovePattern, use: remove)
    }

    /// The page; `?saved=`, `?tested=` or `?removed=` name the kind that just changed.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let query = request.uri.queryParameters
        let event: PushPage.Event? =
            if let kind = query["saved"].flatMap({ PushKind(rawValue: String($0)) }) {
                .saved(kind)
            } else if let kind = query["tested"].flatMap({ PushKind(rawValue: String($0)) }) {
                .tested(kind)
            } else if let kind = query["removed"].flatMap({ PushKind(rawValue: String($0)) }) {
                .removed(kind)
            } else {
                nil
            }
        return try await page(request, context, user: user, entry: nil, event: event)
    }

    /// Saves the target, with the site's address as this request names it (for links in
    /// notifications), or shows the page again with what was typed and what is wrong (422).
    @Sendable func save(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let kind = try Self.kind(context)
        let form = try await request.decode(as: PushTargetForm.self, context: context)
        switch form.checked(kind: kind, catalog: Catalog.of(context.language)) {
        case .success(let target):
            try await services.database.savePushTarget(
                userID: user.id,
                kind: kind,
                url: target.url,
                token: target.token,
                site: services.links.absolute("", host: request.head.authority),
                now: services.clock.now()
            )
            return .redirect(to: Paths.settingsPush("saved", kind))
        case .failure(let entry):
            return try await page(request, context, user: user, entry: entry, event: nil, status: .unprocessableContent)
        }
    }

    /// Sends one test notification now (no retries: the person is waiting) and shows how it went.
    @Sendable func test(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let kind = try Self.kind(context)
        guard let target = try await services.database.pushTargets(userID: user.id).first(where: { $0.kind == kind }) else {
            throw HTTPError(.notFound)
        }
        await services.pushSender.deliver(services.pushComposer.test(member: user, target: target), to: target, retrying: false)
        return .redirect(to: Paths.settingsPush("tested", kind))
    }

    @Sendable func confirmRemove(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let kind = try Self.kind(context)
        guard try await services.database.pushTargets(userID: user.id).contains(where: { $0.kind == kind }) else {
            return .redirect(to: Paths.settingsPush)
        }
        return try services.renderer.response(PushRemovePage(context: context, kind: kind))
    }

    @Sendable func remove(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let kind = try Self.kind(context)
        guard try await services.database.removePushTarget(userID: user.id, kind: kind) else { throw HTTPError(.notFound) }
        return .redirect(to: Paths.settingsPush("removed", kind))
    }

    private func page(
        _ request: Request,
        _ context: AppRequestContext,
        user: User,
        entry: PushTargetForm.Entry?,
        event: PushPage.Event?,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let page = PushPage(
            context: context,
            user: user,
            targets: try await services.database.pushTargets(userID: user.id),
            entry: entry,
            event: event,
            siteKnown: services.links.publicURL != nil,
            now: services.clock.now()
        )
        return try services.renderer.response(page, status: status)
    }

    /// The `:kind` in the address; any other word is "not found".
    private static func kind(_ context: AppRequestContext) throws -> PushKind {
        guard let kind = context.parameters.get("kind").flatMap(PushKind.init(rawValue:)) else { throw HTTPError(.notFound) }
        return kind
    }
}
