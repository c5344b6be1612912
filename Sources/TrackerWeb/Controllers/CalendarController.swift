import Foundation
import HTTPTypes
import Hummingbird
import TrackerCore
import TrackerStore

/// Reminders through the phone's calendar: the private feed a calendar app subscribes to, and
/// its page in Settings, where the address is made, shown once, replaced or turned off.
struct CalendarController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.calendarFeed, use: feed)
        routes.add(Paths.settingsCalendar, use: settings)
        routes.add(Paths.createCalendar, use: create)
        routes.add(Paths.settingsCalendarNew) { try await confirm($0, $1, .replace) }
        routes.add(Paths.replaceCalendar, use: create)
        routes.add(Paths.settingsCalendarOff) { try await confirm($0, $1, .turnOff) }
        routes.add(Paths.turnOffCalendar, use: turnOff)
    }

    /// The feed: no session, the secret in the address is the key. A wrong or replaced secret
    /// is "not found"; an unchanged feed answers 304 to the tag it was sent with.
    @Sendable func feed(request: Request, context: AppRequestContext, link: CalendarToken) async throws -> Response {
        let token = link.token
        let now = services.clock.now()
        if let wait = services.feedLimiter.take(token, now: now) {
            return Response(status: .tooManyRequests, headers: [.retryAfter: String(wait), .cacheControl: "no-store"])
        }
        guard let feed = try await services.database.calendarFeed(token: token) else { throw HTTPError(.notFound) }
        let member = feed.member
        let catalog = Catalog.of(member.language ?? .en)
        // The site's address, once: each event links to its tracker on today's main page.
        let site = services.links.absolute("", host: request.head.authority)
        let document = ReminderCalendar.document(
            for: ReminderCalendar.Member(
                calendarName: catalog.text("calendar.name", ["name": member.displayName]),
                zone: TimeZone(identifier: member.timeZone) ?? .gmt,
                dayStartMinute: member.dayStartMinute,
                alarms: member.notificationsEnabled
            ),
            reminders: feed.reminders,
            uidDomain: site.flatMap { URLComponents(string: $0)?.host } ?? "tracker.invalid",
            now: now,
            link: { reminder in site.map { $0 + Paths.cardOnToday(reminder.trackerID) } },
            description: { link in
                catalog.text(link == nil ? "calendar.description" : "calendar.description.link", ["link": link ?? ""])
            }
        )
        let etag = "\"" + SecretToken.hash(document).prefix(24) + "\""
        var headers: HTTPFields = [
            .contentType: "text/calendar; charset=utf-8",
            .eTag: etag,
            .cacheControl: "private, no-cache",
        ]
        headers[HTTPField.Name("X-Robots-Tag")!] = "noindex"
        if StaticFilesMiddleware<AppRequestContext>.matches(request.headers[.ifNoneMatch], etag) {
            return Response(status: .notModified, headers: headers)
        }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: document)))
    }

    /// The Settings page: whether there is an address, and the address itself right after it
    /// was made (the `token` in the page's address is checked against the stored hash).
    @Sendable func settings(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        var address: CalendarPage.Address?
        if let token = request.uri.queryParameters["token"].map(String.init), let hash = user.calendarTokenHash,
            SecretToken.matches(SecretToken.hash(token), hash)
        {
            let path = Paths.calendarFeed(token: token)
            address = CalendarPage.Address(web: services.links.shareable(path, host: request.head.authority))
        }
        let notice = request.uri.queryParameters["off"] != nil ? "calendar.turned_off" : nil
        let page = CalendarPage(
            context: context,
            hasFeed: user.calendarTokenHash != nil,
            alarmsOff: !user.notificationsEnabled,
            address: address,
            notice: notice
        )
        return try services.renderer.response(page, context)
    }

    /// Makes the address (or a new one, which ends the old at once) and shows it.
    @Sendable func create(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let token = try await services.database.newCalendarFeed(userID: user.id)
        return .redirect(to: Paths.settingsCalendar(token: token))
    }

    @Sendable func turnOff(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        try await services.database.endCalendarFeed(userID: user.id)
        return .redirect(to: Paths.settingsCalendar.path + "?off=1")
    }

    /// "Make a new address?" or "Turn the feed off?": both end the address in use at once.
    private func confirm(
        _ request: Request,
        _ context: MemberContext,
        _ action: CalendarConfirmPage.Action
    ) async throws
        -> Response
    {
        let user = context.user
        guard user.calendarTokenHash != nil else { return .redirect(to: Paths.settingsCalendar.path) }
        return try services.renderer.response(CalendarConfirmPage(context: context, action: action), context)
    }
}
