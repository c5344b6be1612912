import Foundation
import TrackerCore
import TrackerStore

/// Writes notifications in the member's language, with links to this site.
public struct PushComposer: Sendable {
    /// The full address of a path on this site: from `--public-url`, or else from the site's
    /// address saved with the target (`PushTarget.site`); nil when neither is known.
    let absolute: @Sendable (_ path: String, _ site: String?) -> String?
    /// The main page on a day, at a tracker's card.
    let dayPath: @Sendable (_ trackerID: Int64, _ day: Day) -> String
    /// The page of a "Done" link.
    let donePath: @Sendable (_ token: String) -> String

    public init(
        absolute: @escaping @Sendable (String, String?) -> String?,
        dayPath: @escaping @Sendable (Int64, Day) -> String,
        donePath: @escaping @Sendable (String) -> String
    ) {
        self.absolute = absolute
        self.dayPath = dayPath
        self.donePath = donePath
    }

    /// "💧 Drink water — not done yet today (Nov 24)" ("1 of 3 this week, not done yet today"
    /// for a quota habit, "Keep within your limit today" for a limit), with a link to the day
    /// and a "Done" link that works until the member's day ends. A limit has no "Done": it
    /// would record a slip.
    public func reminder(
        _ reminder: Reminder,
        day: Day,
        member: User,
        target: PushTarget,
        times: ReminderTimes,
        periodDone: Int = 0,
        key: [UInt8]
    )
        -> PushMessage
    {
        let language = Self.language(of: member)
        let catalog = Catalog.of(language)
        let timing = reminder.timing
        let link = DoneLink(trackerID: reminder.trackerID, day: day, expires: times.end(of: day), memberID: member.id)
        let words =
            if timing.isLimit { "push.reminder.limit" } else if let quota = timing.quota { "push.reminder." + quota.period.rawValue } else {
                "push.reminder"
            }
        let text = catalog.text(
            words,
            ["day": DateText.dayMonth(day, in: language), "done": String(periodDone), "times": String(timing.quota?.times ?? 0)]
        )
        return PushMessage(
            kind: .reminder,
            title: reminder.emoji + " " + reminder.name,
            message: text,
            link: absolute(dayPath(reminder.trackerID, day), target.site),
            doneURL: timing.isLimit ? nil : absolute(donePath(link.token(key: key)), target.site),
            doneLabel: catalog.text("push.done"),
            tracker: reminder,
            day: day,
            member: member.username
        )
    }

    /// The message of "Send test notification", linking to the main page.
    public func test(member: User, target: PushTarget) -> PushMessage {
        let catalog = Catalog.of(Self.language(of: member))
        return PushMessage(
            kind: .test,
            title: catalog.text("push.test.title"),
            message: catalog.text("push.test.message"),
            link: absolute("/", target.site),
            doneURL: nil,
            doneLabel: catalog.text("push.done"),
            tracker: nil,
            day: nil,
            member: member.username
        )
    }

    /// The member's chosen language; English when they follow the browser's, which a
    /// notification can't know.
    static func language(of member: User) -> Language {
        member.language ?? .en
    }
}
