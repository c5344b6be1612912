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
        let counts = try Row.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT (SELECT count(*) FROM follow WHERE followee_id = :id),
                        (SELECT count(*) FROM follow WHERE follower_id = :id),
                        (SELECT count(*) FROM tracker WHERE user_id = :id AND is_public = 1),
                        time_zone, day_start_minute
                    FROM user WHERE id = :id
                    """
            ),
            arguments: ["id": memberID]
        )
        guard let counts else { throw StoreError.notFound }
        return Profile(
            member: member,
            followers: counts[0],
            following: counts[1],
            publicTrackers: counts[2],
            timeZone: counts[3],
            dayStartMinute: counts[4]
        )
    }

    /// Today's shared trackers of everyone the viewer follows: each member's own today, and only
    /// the trackers shown on it. By member name, then as the member's page orders them. Only the
    /// columns the list shows and the day rules need are read.
    static func today(_ db: Database, viewerID: Int64, now: Date) throws -> [HouseholdTodayRow] {
        let followees = try Row.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT \(Person.columns), user.time_zone, user.day_start_minute
                    FROM user LEFT JOIN avatar ON avatar.user_id = user.id
                    WHERE user.id IN (SELECT followee_id FROM follow WHERE follower_id = ?)
                    """
            ),
            arguments: [viewerID]
        )
        let trackers = try db.cachedStatement(
            sql: """
                SELECT tracker.id, tracker.kind, tracker.name, tracker.emoji, tracker.color,
                    tracker.schedule, tracker.start_day, tracker.target,
                    completion.id IS NOT NULL, completion.value
                FROM tracker LEFT JOIN completion ON completion.tracker_id = tracker.id AND completion.day = ?
                WHERE tracker.user_id = ? AND tracker.is_public = 1
                ORDER BY tracker.pinned DESC, tracker.name_key, tracker.id
                """
        )
        var result: [HouseholdTodayRow] = []
        for (person, followee) in NameOrder.sorted(followees.map { (Person(row: $0), $0) }, by: \.0) {
            let today = DayClock(zoneIdentifier: followee[6], dayStartMinute: followee[7]).day(at: now)
            let rows = try Row.fetchCursor(trackers, arguments: [today.iso, person.id])
            while let row = try rows.next() {
                let kind = TrackerKind(rawValue: row[1] as String) ?? .habit
                guard Tracker.timing(kind: kind, schedule: row[5], startDay: row[6]).isShown(on: today) else { continue }
                let hasCompletion: Bool = row[8]
                result.append(
                    HouseholdTodayRow(
                        person: person,
                        trackerID: row[0],
                        name: row[2],
                        emoji: row[3],
                        color: row[4],
                        isDone: hasCompletion && Measure.isDone(value: row[9], target: row[7])
                    )
                )
            }
        }
        return result
    }
}
