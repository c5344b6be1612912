import Foundation
import GRDB
import TrackerCore

/// Where push reminders go: an ntfy topic, a Gotify server, or any web address (a webhook).
public enum PushKind: String, Codable, CaseIterable, Sendable {
    case ntfy, gotify, webhook
}

/// One of a member's push targets (table `push_target`); a member has at most one of each kind.
public struct PushTarget: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "push_target"
    public var id: Int64
    public var userId: Int64
    public var kind: PushKind
    public var url: String
    /// ntfy's access token (optional) or Gotify's application token (required).
    public var token: String?
    /// The site's address when the target was saved, for links in notifications when the
    /// server has no `--public-url`; nil when it wasn't known.
    public var site: String?
    /// How the last send went: `delivered`, `http 401`, `timeout` or `unreachable`.
    public var lastStatus: String?
    public var lastStatusAt: Date?
    public var createdAt: Date

    public init(
        id: Int64,
        userId: Int64,
        kind: PushKind,
        url: String,
        token: String?,
        site: String?,
        lastStatus: String?,
        lastStatusAt: Date?,
        createdAt: Date
    ) {
        self.id = id
        self.userId = userId
        self.kind = kind
        self.url = url
        self.token = token
        self.site = site
        self.lastStatus = lastStatus
        self.lastStatusAt = lastStatusAt
        self.createdAt = createdAt
    }
}

/// A member whose reminders are pushed: notifications on and at least one target.
public struct PushMember: Sendable {
    public var user: User
    public var targets: [PushTarget]
    public var reminders: [Reminder]
}

/// The tracker a "Done" link in a notification marks, and whether the link was used.
public struct ReminderAction: Sendable, Equatable {
    public var trackerID: Int64
    public var name: String
    public var emoji: String
    public var day: Day
    /// The owner's language, for the page the link opens.
    public var language: Language?
    public var usedAt: Date?
}
