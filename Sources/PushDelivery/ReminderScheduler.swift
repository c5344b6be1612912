import Foundation
import Logging
import ServiceLifecycle
import TrackerCore
import TrackerStore

/// Push reminders, as a service of the application: at the start of every minute it finds the
/// reminders that rang for members with notifications on and a push target, claims each that
/// is still wanted (`ReminderCheck`: the day not done, a quota habit due, a limit not yet
/// slipped; once per tracker and day, across restarts), and sends it
/// to each of the member's targets. After downtime, only reminders that rang within the last
/// `catchUp` are sent.
public struct ReminderScheduler: Service {
    /// How far back a missed reminder is still sent.
    public static let catchUp: TimeInterval = 30 * 60

    /// A reminder claimed for sending.
    public struct Claim: Sendable {
        public var member: User
        public var targets: [PushTarget]
        public var reminder: Reminder
        public var day: Day
        public var times: ReminderTimes
        /// For N times a week or month: the period's done days when it was claimed.
        public var periodDone: Int
    }

    let database: AppDatabase
    let sender: PushSender
    let composer: PushComposer
    let now: @Sendable () -> Date
    /// Seconds between checks; each check falls on a multiple of it (the start of a minute).
    let interval: TimeInterval
    let logger: Logger

    public init(
        database: AppDatabase,
        sender: PushSender,
        composer: PushComposer,
        now: @escaping @Sendable () -> Date,
        interval: Duration = .seconds(60),
        logger: Logger
    ) {
        self.database = database
        self.sender = sender
        self.composer = composer
        self.now = now
        let (seconds, attoseconds) = interval.components
        self.interval = max(Double(seconds) + Double(attoseconds) / 1e18, 0.1)
        self.logger = logger
    }

    public func run() async throws {
        await cancelWhenGracefulShutdown {
            await withDiscardingTaskGroup { group in
                while !Task.isCancelled {
                    for claim in await claimDue(at: now()) {
                        group.addTask { await deliver(claim) }
                    }
                    let wait = interval - now().timeIntervalSince1970.truncatingRemainder(dividingBy: interval)
                    do { try await Task.sleep(for: .seconds(wait)) } catch { break }
                }
            }
        }
    }

    /// One check at `instant`, with every send finished before it returns (for tests).
    @discardableResult
    public func check(at instant: Date) async -> [Claim] {
        let claims = await claimDue(at: instant)
        await withDiscardingTaskGroup { group in
            for claim in claims { group.addTask { await deliver(claim) } }
        }
        return claims
    }

    /// The reminders due at `instant` that this check is the first to claim.
    func claimDue(at instant: Date) async -> [Claim] {
        do {
            var claims: [Claim] = []
            for member in try await database.pushMembers() {
                let zone = TimeZone(identifier: member.user.timeZone) ?? .current
                let times = ReminderTimes(zone: zone, dayStartMinute: member.user.dayStartMinute)
                for reminder in member.reminders {
                    guard let day = times.dueDay(timing: reminder.timing, minute: reminder.minute, at: instant, within: Self.catchUp)
                    else { continue }
                    let dueAt = times.instant(minute: reminder.minute, for: day)
                    let check = ReminderCheck.of(reminder.timing, on: day, weekStart: member.user.firstWeekday)
                    if let done = try await database.claimReminder(
                        trackerID: reminder.trackerID,
                        day: day,
                        dueAt: dueAt,
                        check: check,
                        memberID: member.user.id
                    ) {
                        claims.append(
                            Claim(member: member.user, targets: member.targets, reminder: reminder, day: day, times: times, periodDone: done)
                        )
                    }
                }
            }
            return claims
        } catch {
            logger.error("push reminders: could not read due reminders: \(error)")
            return []
        }
    }

    /// Sends a claimed reminder to each of the member's targets at once, and records whether
    /// any of them took it.
    func deliver(_ claim: Claim) async {
        do {
            let key = try await database.reminderActionKey()
            let outcomes = await withTaskGroup(of: (PushKind, SendOutcome).self) { group in
                for target in claim.targets {
                    let message = composer.reminder(
                        claim.reminder,
                        day: claim.day,
                        member: claim.member,
                        target: target,
                        times: claim.times,
                        periodDone: claim.periodDone,
                        key: key
                    )
                    group.addTask { (target.kind, await sender.deliver(message, to: target, retrying: true)) }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for (kind, outcome) in outcomes {
                logger.info("push reminder for tracker \(claim.reminder.trackerID) on \(claim.day.iso) to \(kind.rawValue): \(outcome.stored)")
            }
            try await database.finishReminder(
                trackerID: claim.reminder.trackerID,
                day: claim.day,
                delivered: outcomes.contains { $0.1 == .delivered }
            )
        } catch {
            logger.error("push reminders: could not send tracker \(claim.reminder.trackerID)'s reminder: \(error)")
        }
    }
}
