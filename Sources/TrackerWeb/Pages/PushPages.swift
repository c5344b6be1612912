import Foundation
import PushDelivery
import TrackerCore
import TrackerStore

/// Settings → Push notifications: a section for each kind of target (ntfy, Gotify, webhook)
/// with its form, how the last send went, "Send test notification" and Remove.
struct PushPage: Page {
    static let template = "settings/push"
    let frame: Frame
    let backHref = Paths.settings.path + "#notifications"
    let alarmsOff: Bool
    /// Shown when a saved target's notifications can carry no link.
    let pathOnly: Bool
    let sections: [Section]

    /// What just happened on the page, named in its address.
    enum Event: Equatable {
        case saved(PushKind)
        case removed(PushKind)
        case tested(PushKind)
    }

    struct Section: Sendable, Encodable {
        let anchor: String
        let title: String
        let about: String
        let action: String
        let fields: [Field]
        let isSaved: Bool
        let status: String?
        let statusFailed: Bool
        let notice: String?
        let noticeFailed: Bool
        let testAction: String
        let removeHref: String
    }

    init(
        context: some SiteContext,
        user: User,
        targets: [PushTarget],
        entry: PushTargetForm.Entry?,
        event: Event?,
        siteKnown: Bool,
        now: Date
    ) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("push.title"), section: .settings)
        alarmsOff = !user.notificationsEnabled
        pathOnly = !siteKnown && targets.contains { $0.site == nil }
        sections = PushKind.allCases.map { kind in
            let target = targets.first { $0.kind == kind }
            let typed = entry?.kind == kind ? entry : nil
            let outcome = target?.lastStatus.flatMap(SendOutcome.init(stored:))
            var notice: String?
            var noticeFailed = false
            switch event {
            case .saved(kind): notice = catalog.text("push.saved")
            case .removed(kind): notice = catalog.text("push.removed")
            case .tested(kind):
                if let outcome {
                    noticeFailed = outcome != .delivered
                    notice =
                        noticeFailed
                        ? catalog.text("push.tested.failed", ["reason": Self.reason(outcome, catalog)])
                        : catalog.text("push.tested.delivered")
                }
            default: break
            }
            return Section(
                anchor: kind.rawValue,
                title: catalog.text("push.\(kind.rawValue)"),
                about: catalog.text("push.\(kind.rawValue).about"),
                action: Paths.pushTarget(kind),
                fields: Self.fields(
                    kind,
                    url: typed?.url ?? target?.url ?? "",
                    token: typed?.token ?? target?.token ?? "",
                    problems: typed?.problems ?? Problems(),
                    catalog: catalog
                ),
                isSaved: target != nil,
                status: target.map { Self.status($0, outcome: outcome, user: user, now: now, catalog: catalog) },
                statusFailed: outcome.map { $0 != .delivered } ?? false,
                notice: notice,
                noticeFailed: noticeFailed,
                testAction: Paths.pushTest(kind),
                removeHref: Paths.pushRemove(kind)
            )
        }
    }

    /// The address field, and the token field for ntfy (optional) and Gotify (required). Ids
    /// name the kind, as the page has a form for each. The token is plain text, as Gotify
    /// itself shows it: a password field would invite the browser to fill in the member's
    /// Tracker password, which would then be sent to the target.
    private static func fields(_ kind: PushKind, url: String, token: String, problems: Problems, catalog: Catalog) -> [Field] {
        let prefix = "push.\(kind.rawValue)"
        var fields = [
            Field(
                id: kind.rawValue + "-url",
                name: "url",
                label: catalog.text(prefix + ".url"),
                type: "url",
                value: url,
                hint: catalog.text("push.url.hint"),
                error: problems["url"],
                autocomplete: nil,
                maxLength: TargetAddress.maxURLLength
            )
        ]
        if kind != .webhook {
            fields.append(
                Field(
                    id: kind.rawValue + "-token",
                    name: "token",
                    label: catalog.text(prefix + ".token"),
                    value: token,
                    hint: kind == .ntfy ? catalog.text("push.ntfy.token.hint") : nil,
                    error: problems["token"],
                    maxLength: TargetAddress.maxTokenLength,
                    required: kind == .gotify
                )
            )
        }
        return fields
    }

    /// "Last sent: delivered, today at 08:00." or "Last sent: failed (the server answered 401), …".
    private static func status(_ target: PushTarget, outcome: SendOutcome?, user: User, now: Date, catalog: Catalog) -> String {
        guard let outcome, let at = target.lastStatusAt else { return catalog.text("push.status.none") }
        let clock = user.dayClock
        let time = ClockTime.text(at: at, in: clock.timeZone)
        let day = clock.day(at: at)
        let when =
            day == clock.day(at: now)
            ? catalog.text("push.when.today", ["time": time])
            : catalog.text("push.when.day", ["day": DateText.dayMonth(day, in: catalog.language), "time": time])
        if outcome == .delivered { return catalog.text("push.status.delivered", ["when": when]) }
        return catalog.text("push.status.failed", ["reason": reason(outcome, catalog), "when": when])
    }

    /// Why a send failed, in words; only the status code, never what the target answered.
    static func reason(_ outcome: SendOutcome, _ catalog: Catalog) -> String {
        switch outcome {
        case .delivered: ""
        case .status(let code): catalog.text("push.reason.http", ["code": String(code)])
        case .timeout: catalog.text("push.reason.timeout")
        case .unreachable: catalog.text("push.reason.unreachable")
        }
    }
}

/// "Remove ntfy?": reminders stop going to that target.
struct PushRemovePage: Page {
    static let template = "settings/confirm"
    let frame: Frame
    let detail: String
    let action: String
    let button: String
    let cancelHref: String
    let hidden: [HiddenField] = []

    init(context: some SiteContext, kind: PushKind) {
        let catalog = Catalog.of(context.language)
        let name = catalog.text("push.\(kind.rawValue)")
        frame = Frame(title: catalog.text("push.remove.title", ["kind": name]), section: .settings, showsTabs: false)
        detail = catalog.text("push.remove.detail")
        action = Paths.pushRemove(kind)
        button = catalog.text("push.remove.confirm")
        cancelHref = Paths.settingsPush.path + "#" + kind.rawValue
    }
}
