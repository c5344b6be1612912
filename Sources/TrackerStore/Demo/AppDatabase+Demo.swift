import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Writes a demo household into an empty database, in one transaction: members with their
    /// avatars, trackers (some shared), histories, follows and a chore. Everyone's password is
    /// `passwordHash`'s password. Returns how many completions were written.
    @discardableResult
    public func insertDemo(_ plan: DemoPlan, passwordHash: String, timeZone: String, now: Date) async throws -> Int {
        try await writer.write { db in
            guard try User.fetchCount(db) == 0 else { throw StoreError.setupClosed }
            let completion = try db.makeStatement(
                sql: "INSERT INTO completion (tracker_id, day, value, created_at) VALUES (?, ?, ?, ?)"
            )
            var written = 0
            var userIDs: [Int64] = []
            var categoryIDsOf: [[Int64]] = []
            for (index, member) in plan.members.enumerated() {
                let user = try Self.insertUser(
                    db,
                    NewUser(
                        username: member.username,
                        displayName: member.displayName,
                        passwordHash: passwordHash,
                        timeZone: timeZone
                    ),
                    role: index == 0 ? .owner : .member,
                    now: now
                )
                userIDs.append(user.id)
                if let avatar = member.avatar {
                    try db.execute(
                        sql: "UPDATE user SET avatar_emoji = ?, avatar_color = ? WHERE id = ?",
                        arguments: [avatar.emoji, avatar.color, user.id]
                    )
                }
                var categoryIDs: [Int64] = []
                for name in DemoPlan.categoryNames {
                    try db.execute(
                        sql: "INSERT INTO category (user_id, name, name_key, created_at) VALUES (?, ?, ?, ?)",
                        arguments: [user.id, name, name.caseKey, now.databaseText]
                    )
                    categoryIDs.append(db.lastInsertedRowID)
                }
                categoryIDsOf.append(categoryIDs)
                for planned in member.trackers {
                    let new = planned.tracker.newTracker(categoryID: categoryIDs[planned.categoryIndex])
                    let tracker = try Self.insertTracker(db, userID: user.id, new, now: now)
                    for done in planned.completions {
                        try completion.execute(arguments: [tracker.id, done.day, done.value, now.databaseText])
                        written += 1
                    }
                }
            }
            for pair in plan.follows {
                try db.execute(
                    sql: "INSERT INTO follow (follower_id, followee_id, created_at) VALUES (?, ?, ?)",
                    arguments: [userIDs[pair.follower], userIDs[pair.followee], now.databaseText]
                )
            }
            if let chore = plan.chore {
                written += try Self.insertDemoChore(db, chore, userIDs: userIDs, categoryIDs: categoryIDsOf[chore.keeper], now: now)
            }
            return written
        }
    }

    private static func insertDemoChore(_ db: Database, _ chore: DemoChore, userIDs: [Int64], categoryIDs: [Int64], now: Date) throws -> Int {
        let new = chore.tracker.newTracker(categoryID: categoryIDs[chore.categoryIndex])
        let tracker = try insertTracker(db, userID: userIDs[chore.keeper], new, now: now)
        let memberIDs = chore.members.map { userIDs[$0] }
        try setChore(db, trackerID: tracker.id, ChorePlan(mode: .turns, memberIDs: memberIDs))
        let completion = try db.makeStatement(
            sql: "INSERT INTO completion (tracker_id, day, value, created_at, marked_by) VALUES (?, ?, NULL, ?, ?)"
        )
        for done in chore.completions {
            try completion.execute(arguments: [tracker.id, done.day, now.databaseText, memberIDs[done.markedBy]])
        }
        return chore.completions.count
    }
}
