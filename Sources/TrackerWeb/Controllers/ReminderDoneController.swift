import Foundation
import Hummingbird
import PushDelivery
import TrackerCore
import TrackerStore

/// The "Done" link of a push notification: no sign-in, the signed token is the permission.
/// Opening it shows what it marks and a button; posting it (ntfy's Done button does) marks the
/// tracker done for that day, once. A used, expired or broken link changes nothing and says so.
struct ReminderDoneController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.reminderDone) { try await handle($1, $2, marking: false) }
        routes.add(Paths.markReminderDone) { try await handle($1, $2, marking: true) }
    }

    private func handle(_ context: AppRequestContext, _ link: DoneToken, marking: Bool) async throws -> Response {
        let token = link.token
        let now = services.clock.now()
        let key = try await services.database.reminderActionKey()
        let link: DoneLink
        switch DoneLink.read(token, key: key, now: now) {
        case .success(let read): link = read
        case .failure(.expired): return try page(context, .expired, status: .gone)
        case .failure(.invalid): return try page(context, .invalid, status: .notFound)
        }
        if marking {
            switch try await services.database.useReminderAction(trackerID: link.trackerID, day: link.day, markedBy: link.memberID, now: now) {
            case .marked(let action): return try page(context, .marked(action))
            case .used(let action): return try page(context, .used(action), status: .gone)
            case .unknown: return try page(context, .invalid, status: .notFound)
            }
        }
        guard let action = try await services.database.reminderAction(trackerID: link.trackerID, day: link.day) else {
            return try page(context, .invalid, status: .notFound)
        }
        if action.usedAt != nil { return try page(context, .used(action), status: .gone) }
        return try page(context, .ask(action, token: token))
    }

    private func page(
        _ context: some SiteContext,
        _ state: ReminderDonePage.State,
        status: HTTPResponse.Status = .ok
    ) throws
        -> Response
    {
        try services.renderer.response(ReminderDonePage(context: context, state: state), context, status: status)
    }
}
