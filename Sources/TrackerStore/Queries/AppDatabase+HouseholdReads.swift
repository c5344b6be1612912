import Foundation
import GRDB
import TrackerCore

/// The household reads that pages combine in one transaction (`household(viewerID:now:)`).
/// Statements are cached: the Household tab makes them on every request.
extension AppDatabase {
    /// A member's profile as the viewer sees it; the counts count public trackers only.
    static func profile(_ db: Database, memberID: Int64, viewerID: Int64) throws -> Profile {
        guard let member = try members(db, viewerID: viewerID, where: "user.id = ?", [memberID]).first else {
            throw StoreError.notFound
        }
        var profile: Profile?
        try db.cachedStatement(
            sql: """
                SELECT (SELECT count(*) FROM follow WHERE followee_id = :id),
                    (SELECT count(*) FROM follow WHERE follower_id = :id),
                    (SELECT count(*) FROM tracker WHERE user_id = :id AND is_public = 1 AND archived_at IS NULL),
                    time_zone, day_start_minute
                FROM user WHERE id = :id
                """
        ).forEachRow(["id": memberID]) { counts in
            profile = Profile(
                member: member,
                followers: try counts.stored(atIndex: 0),
                following: try counts.stored(atIndex: 1),
                publicTrackers: try counts.stored(atIndex: 2),
                timeZone: try counts.stored(atIndex: 3),
                dayStartMinute: try counts.stored(atIndex: 4)
            )
        }
        guard let profile else { throw StoreError.notFound }
        return profile
    }

    /// Today's shared trackers of `following`, the members the viewer follows, in that order:
    /// each member's own today, and only the trackers shown on it, as the member's page orders
    /// them. Only the columns the list shows and the day rules need are read, all from indexes:
    /// `tracker_public_order` holds the trackers in order, and `completion_history` holds a
    /// completion's value, so no table row is visited (SQLite would pick the unique index,
    /// which lacks the value).
    static func today(_ db: Database, viewerID: Int64, following: [Person], now: Date) throws -> [HouseholdToday] {
        var clockOf: [Int64: DayClock] = [:]
        try db.cachedStatement(
            sql: """
                SELECT user.id, user.time_zone, user.day_start_minute
                FROM follow JOIN user ON user.id = follow.followee_id
                WHERE follow.follower_id = ?
                """
        ).forEachRow([viewerID]) { row in
            clockOf[try row.stored(atIndex: 0)] = DayClock(
                zoneIdentifier: try row.stored(atIndex: 1),
                dayStartMinute: try row.stored(atIndex: 2)
            )
        }
        let trackers = try db.cachedStatement(
            sql: """
                SELECT tracker.id, tracker.kind, tracker.name, tracker.emoji, tracker.color,
                    tracker.schedule, tracker.start_day, tracker.target,
                    completion.id IS NOT NULL, completion.value, tracker.is_limit
                FROM tracker
                    LEFT JOIN completion INDEXED BY completion_history
                        ON completion.tracker_id = tracker.id AND completion.day = ?
                WHERE tracker.user_id = ? AND tracker.is_public = 1 AND tracker.archived_at IS NULL
                    AND \(mayBeShown(day: "?", weekdayBit: "?"))
                ORDER BY tracker.pinned DESC, tracker.position, tracker.id
                """
        )
        var result: [HouseholdToday] = []
        for person in following {
            guard let today = clockOf[person.id]?.day(at: now) else { continue }
            var shared: [SharedToday] = []
            // The index holds what the shown rule reads, so SQLite passes over the trackers that
            // can't be shown today (not started, or a habit off its weekdays) before it looks up
            // their completions: a filter, not the rule, which `isShown` below still decides.
            try trackers.forEachRow([today, person.id, today, today.weekday.bit]) { row in
                let kind = TrackerKind(rawValue: try row.stored(String.self, atIndex: 1)) ?? .habit
                let timing = TrackerTiming(kind: kind, schedule: try row.stored(atIndex: 5), startDay: try row.stored(atIndex: 6))
                guard timing.isShown(on: today) else { return }
                shared.append(
                    SharedToday(
                        trackerID: try row.stored(atIndex: 0),
                        name: try row.stored(atIndex: 2),
                        emoji: try row.stored(atIndex: 3),
                        color: try row.stored(atIndex: 4),
                        // A habit with a quota is stored as every day, so it shows each day; a limit
                        // counts while kept.
                        isDone: Measure.isSuccess(
                            goal: Goal(isLimit: try row.stored(atIndex: 10)),
                            hasMark: try row.stored(atIndex: 8),
                            value: try row.stored(atIndex: 9),
                            target: try row.stored(atIndex: 7)
                        )
                    )
                )
            }
            if !shared.isEmpty { result.append(HouseholdToday(person: person, trackers: shared)) }
        }
        return result
    }
}
