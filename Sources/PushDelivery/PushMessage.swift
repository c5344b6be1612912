import Foundation
import NIOCore
import TrackerCore
import TrackerStore

/// What a notification says, whatever carries it.
public struct PushMessage: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A tracker is not yet done at its reminder time.
        case reminder
        /// "Send test notification" in Settings.
        case test
    }

    public var kind: Kind
    /// "💧 Drink water", or "Tracker" for a test.
    public var title: String
    public var message: String
    /// The day's page, opened by tapping the notification; nil when the site's address isn't known.
    public var link: String?
    /// The one-time "Done" address; nil for a test, or when the site's address isn't known.
    public var doneURL: String?
    /// The "Done" button's label, in the member's language.
    public var doneLabel: String
    public var tracker: Reminder?
    public var day: Day?
    /// The member's username.
    public var member: String

    public init(
        kind: Kind,
        title: String,
        message: String,
        link: String?,
        doneURL: String?,
        doneLabel: String,
        tracker: Reminder?,
        day: Day?,
        member: String
    ) {
        self.kind = kind
        self.title = title
        self.message = message
        self.link = link
        self.doneURL = doneURL
        self.doneLabel = doneLabel
        self.tracker = tracker
        self.day = day
        self.member = member
    }
}

/// One HTTP request to a target: always a POST with a JSON body.
public struct PushRequest: Sendable, Equatable {
    public var url: String
    public var headers: [(String, String)]
    public var body: [UInt8]

    public static func == (a: PushRequest, b: PushRequest) -> Bool {
        a.url == b.url && a.body == b.body && a.headers.map { $0.0 + ":" + $0.1 } == b.headers.map { $0.0 + ":" + $0.1 }
    }
}

extension PushRequest {
    /// The request that delivers `message` to `target`, in the target's own format:
    /// - ntfy: JSON published to the server's root, naming the topic (the address's last part),
    ///   with the link to open and, for a reminder, an `http` "Done" action; the access token as
    ///   a bearer token;
    /// - Gotify: `POST /message` with the application token in `X-Gotify-Key`;
    /// - webhook: the JSON body the user guide documents (Reminders, "The webhook’s JSON").
    public static func make(_ message: PushMessage, for target: PushTarget) -> PushRequest {
        var headers = [("Content-Type", "application/json"), ("User-Agent", "Tracker")]
        switch target.kind {
        case .ntfy:
            let (root, topic) = ntfyRootAndTopic(target.url)
            if let token = target.token { headers.append(("Authorization", "Bearer " + token)) }
            var actions: [NtfyBody.Action] = []
            if let done = message.doneURL {
                actions.append(.init(action: "http", label: message.doneLabel, url: done, method: "POST", clear: true))
            }
            let body = NtfyBody(topic: topic, title: message.title, message: message.message, click: message.link, actions: actions)
            return PushRequest(url: root, headers: headers, body: encoded(body))
        case .gotify:
            let base = target.url.hasSuffix("/") ? String(target.url.dropLast()) : target.url
            if let token = target.token { headers.append(("X-Gotify-Key", token)) }
            let extras = message.link.map { ["client::notification": GotifyBody.Notification(click: .init(url: $0))] }
            let body = GotifyBody(title: message.title, message: message.message, priority: 5, extras: extras)
            return PushRequest(url: base + "/message", headers: headers, body: encoded(body))
        case .webhook:
            let body = WebhookBody(
                type: message.kind.rawValue,
                title: message.title,
                message: message.message,
                url: message.link,
                doneUrl: message.doneURL,
                tracker: message.tracker.map { .init(id: $0.trackerID, name: $0.name, emoji: $0.emoji) },
                day: message.day?.iso,
                member: message.member
            )
            return PushRequest(url: target.url, headers: headers, body: encoded(body))
        }
    }

    /// `https://ntfy.sh/mytopic` → (`https://ntfy.sh/`, `mytopic`). A server under a path
    /// (`https://home.lan/ntfy/mytopic`) keeps it.
    static func ntfyRootAndTopic(_ url: String) -> (String, String) {
        guard var parts = URLComponents(string: url) else { return (url, "") }
        var segments = parts.path.split(separator: "/", omittingEmptySubsequences: true)
        let topic = segments.popLast().map { $0.removingPercentEncoding ?? String($0) } ?? ""
        parts.path = "/" + segments.map { $0 + "/" }.joined()
        parts.query = nil
        return (parts.string ?? url, topic)
    }

    private static func encoded(_ value: some Encodable) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return Array((try? encoder.encode(value)) ?? Data("{}".utf8))
    }
}

/// ntfy's JSON publishing format (docs.ntfy.sh/publish, "Publish as JSON").
private struct NtfyBody: Encodable {
    struct Action: Encodable {
        var action: String
        var label: String
        var url: String
        var method: String
        var clear: Bool
    }
    var topic: String
    var title: String
    var message: String
    var click: String?
    var actions: [Action]
}

/// Gotify's `POST /message` body; `client::notification` opens the link on Android.
private struct GotifyBody: Encodable {
    struct Notification: Encodable {
        struct Click: Encodable { var url: String }
        var click: Click
    }
    var title: String
    var message: String
    var priority: Int
    var extras: [String: Notification]?
}

/// The webhook’s body (the user guide documents it); nulls are written out, so every key is always there.
private struct WebhookBody: Encodable {
    struct TrackerInfo: Encodable {
        var id: Int64
        var name: String
        var emoji: String
    }
    var type: String
    var title: String
    var message: String
    var url: String?
    var doneUrl: String?
    var tracker: TrackerInfo?
    var day: String?
    var member: String

    enum CodingKeys: String, CodingKey {
        case type, title, message, url, doneUrl, tracker, day, member
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(type, forKey: .type)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(url, forKey: .url)
        try container.encode(doneUrl, forKey: .doneUrl)
        try container.encode(tracker, forKey: .tracker)
        try container.encode(day, forKey: .day)
        try container.encode(member, forKey: .member)
    }
}
