import Foundation
import Hummingbird
import PushDelivery
import TrackerCore
import TrackerStore

/// Settings → Push notifications: save a target of each kind, send it a test, remove it.
struct PushController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.settingsPush, use: show)
        routes.add(Paths.pushTarget, use: save)
        routes.add(Paths.pushTest, use: test)
        routes.add(Paths.pushRemove, use: confirmRemove)
        routes.add(Paths.confirmPushRemove, use: remove)
    }

    /// The page; `?saved=`, `?tested=` or `?removed=` name the kind that just changed.
    @Sendable func show(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
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
    @Sendable func save(request: Request, context: MemberContext, target: PushKindPath, form: PushTargetForm) async throws -> Response {
        let user = context.user
        let kind = target.kind
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
    @Sendable func test(request: Request, context: MemberContext, target: PushKindPath) async throws -> Response {
        let user = context.user
        let kind = target.kind
        guard let target = try await services.database.pushTargets(userID: user.id).first(where: { $0.kind == kind }) else {
            throw HTTPError(.notFound)
        }
        await services.pushSender.deliver(services.pushComposer.test(member: user, target: target), to: target, retrying: false)
        return .redirect(to: Paths.settingsPush("tested", kind))
    }

    @Sendable func confirmRemove(request: Request, context: MemberContext, target: PushKindPath) async throws -> Response {
        let user = context.user
        let kind = target.kind
        guard try await services.database.pushTargets(userID: user.id).contains(where: { $0.kind == kind }) else {
            return .redirect(to: Paths.settingsPush.path)
        }
        return try services.renderer.response(PushRemovePage(context: context, kind: kind), context)
    }

    @Sendable func remove(request: Request, context: MemberContext, target: PushKindPath) async throws -> Response {
        let user = context.user
        let kind = target.kind
        guard try await services.database.removePushTarget(userID: user.id, kind: kind) else { throw HTTPError(.notFound) }
        return .redirect(to: Paths.settingsPush("removed", kind))
    }

    private func page(
        _ request: Request,
        _ context: MemberContext,
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
        return try services.renderer.response(page, context, status: status)
    }
}
