import Foundation
import OpenAPIRuntime
import TrackerAPI
import TrackerCore
import TrackerStore

/// The JSON API's operations (openapi.yaml, generated into `APIProtocol`), on the same store
/// calls and rules as the pages: the main page's board for the day's trackers, the details
/// page's history for streaks and strength, and marking, values, skips and notes for a day's
/// change. The gate has checked the token before any of these runs. A member's own trackers
/// only: anyone else's id, a household chore included, is "not found".
struct APIHandler: APIProtocol {
    let services: Services
    /// openapi.yaml as JSON, for `GET /api/v1/openapi.json`.
    let document: OpenAPIObjectContainer

    private var database: AppDatabase { services.database }

    /// The token's member; the gate admits no request without one.
    private var caller: TokenBearer {
        get throws {
            guard let bearer = APICaller.bearer else {
                throw APIProblem.unauthorized("Send an API token: Authorization: Bearer trk_…", invalidToken: false)
            }
            return bearer
        }
    }

    private func today(of user: User) -> Day { user.dayClock.day(at: services.clock.now()) }

    func getDocument(_ input: Operations.GetDocument.Input) async throws -> Operations.GetDocument.Output {
        .ok(.init(body: .json(document)))
    }

    func getMe(_ input: Operations.GetMe.Input) async throws -> Operations.GetMe.Output {
        let bearer = try caller
        let user = bearer.user
        return .ok(
            .init(
                body: .json(
                    .init(
                        id: user.id,
                        username: user.username,
                        name: user.displayName,
                        language: (user.language ?? .en).rawValue,
                        today: today(of: user).iso,
                        scope: bearer.token.scope == .write ? .write : .read
                    ))))
    }

    func listTrackers(_ input: Operations.ListTrackers.Input) async throws -> Operations.ListTrackers.Output {
        let user = try caller.user
        let day = try APIDay.parse(input.query.day) ?? today(of: user)
        let trackers = try await APITrackerReader(database: database, user: user, today: today(of: user)).shown(on: day)
        return .ok(.init(body: .json(.init(day: day.iso, trackers: trackers))))
    }

    func getTracker(_ input: Operations.GetTracker.Input) async throws -> Operations.GetTracker.Output {
        let user = try caller.user
        let day = try APIDay.parse(input.query.day) ?? today(of: user)
        let tracker = try await APITrackerReader(database: database, user: user, today: today(of: user)).one(input.path.id, on: day)
        return .ok(.init(body: .json(tracker)))
    }

    func listTrackerDays(_ input: Operations.ListTrackerDays.Input) async throws -> Operations.ListTrackerDays.Output {
        let user = try caller.user
        guard let from = try APIDay.parse(input.query.from), let to = try APIDay.parse(input.query.to) else {
            throw APIProblem.badRequest("Send from and to as YYYY-MM-DD.")
        }
        let days = try await APITrackerReader(database: database, user: user, today: today(of: user))
            .days(input.path.id, from: from, to: to)
        return .ok(.init(body: .json(.init(from: from.iso, to: to.iso, days: days))))
    }

    func setTrackerDay(_ input: Operations.SetTrackerDay.Input) async throws -> Operations.SetTrackerDay.Output {
        let change: Components.Schemas.DayChange
        switch input.body {
        case .json(let body): change = body
        }
        let day = try await write(trackerID: input.path.id, day: input.path.day, change: try APIDayChange(change))
        return .ok(.init(body: .json(day)))
    }

    func clearTrackerDay(_ input: Operations.ClearTrackerDay.Input) async throws -> Operations.ClearTrackerDay.Output {
        let day = try await write(trackerID: input.path.id, day: input.path.day, change: .clear)
        return .ok(.init(body: .json(day)))
    }

    /// Applies a change to one of the member's days and reads the day back.
    private func write(trackerID: Int64, day text: String, change: APIDayChange) async throws -> Components.Schemas.TrackerDay {
        let user = try caller.user
        guard let day = text == "today" ? today(of: user) : try APIDay.parse(text) else {
            throw APIProblem.badRequest("Send the day as YYYY-MM-DD or today.")
        }
        let writer = APIDayWriter(database: database, userID: user.id, day: day, today: today(of: user), now: services.clock.now())
        try await writer.apply(change, trackerID: trackerID)
        return try await APITrackerReader(database: database, user: user, today: today(of: user)).day(trackerID, on: day)
    }
}

/// A day in the API's addresses: `YYYY-MM-DD`.
enum APIDay {
    /// nil when not given; a day that is not a real date is a bad request.
    static func parse(_ text: String?) throws -> Day? {
        guard let text else { return nil }
        guard let day = Day(iso: text) else { throw APIProblem.badRequest("\(text.prefix(40)) is not a day (YYYY-MM-DD).") }
        return day
    }
}
