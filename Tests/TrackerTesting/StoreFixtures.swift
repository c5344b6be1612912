import Foundation
import TrackerCore
import TrackerStore

/// A new person's fields. The hash is fake unless one is given: the store never checks passwords,
/// and the web tests that sign in hash theirs with bcrypt.
public func newUser(_ username: String, name: String? = nil, passwordHash: String = "hash") -> NewUser {
    NewUser(username: username, displayName: name ?? username.capitalized, passwordHash: passwordHash, timeZone: "UTC")
}

/// A fresh, empty directory under the system's temporary one.
public func temporaryDirectory(_ prefix: String = "tracker") throws -> URL {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory
}

/// A database file in a fresh temporary directory.
public func temporaryDatabasePath() throws -> String {
    try temporaryDirectory().appendingPathComponent("test.sqlite").path
}

extension NewTracker {
    /// A tracker as the fixtures make them: 🙂 on red, a habit on Monday, Wednesday and Friday
    /// from 2026-11-01 unless told otherwise; with a target, it counts glasses.
    public static func fixture(
        _ name: String,
        kind: TrackerKind = .habit,
        categoryID: Int64,
        days: [Weekday] = [.monday, .wednesday, .friday],
        start: String = "2026-11-01",
        target: Double? = nil,
        isPublic: Bool = false,
        reminder: String? = nil
    ) -> NewTracker {
        NewTracker(
            kind: kind,
            name: name,
            categoryID: categoryID,
            emoji: "🙂",
            color: .red,
            schedule: kind == .habit ? Schedule(days) : Schedule(mask: 0),
            startDay: Day(iso: start)!,
            isPublic: isPublic,
            unit: target == nil ? nil : "glasses",
            target: target,
            reminderTime: reminder
        )
    }
}

extension AppDatabase {
    /// The ids of a demo plan's members, as `insertDemo` wrote them in this database.
    public func userIDs(of plan: DemoPlan) async throws -> [Int64] {
        var ids: [Int64] = []
        for member in plan.members {
            guard let user = try await user(username: member.username) else { throw StoreError.notFound }
            ids.append(user.id)
        }
        return ids
    }
}
