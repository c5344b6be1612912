import Foundation
import TrackerCore
import TrackerStore

/// Statistics and tracker histories computed lately. Each is keyed by the person's data
/// version, which grows with any change to their trackers, categories or completions, so a
/// remembered value is never stale; the statistics are keyed by the day too, as "today" moves.
struct ProgressMemory: Sendable {
    /// A person: their id with the instant their account was made, as an id could be given
    /// again after an account is removed, with its data version starting over.
    private struct Person: Hashable, Sendable {
        let id: Int64
        let since: Date
        let dataVersion: Int64

        init(_ user: User) { (id, since, dataVersion) = (user.id, user.createdAt, user.dataVersion) }
    }

    private struct StatisticsKey: Hashable, Sendable {
        let person: Person
        let today: Day
    }

    private struct HistoryKey: Hashable, Sendable {
        let trackerID: Int64
        let person: Person
    }

    /// A tracker with its history, as its details page needs them.
    struct TrackedHistory: Sendable {
        let tracker: Tracker
        let history: TrackerHistory
    }

    /// A few numbers per person and day.
    private let statistics = RecentValues<Statistics>(capacity: 64)
    /// About 17 KB for a tracker with two years of marks; two generations of 64 at most.
    private let histories = RecentValues<TrackedHistory>(capacity: 64)

    /// The person's statistics on `today`, computed from every history when their data changed.
    func statistics(of user: User, today: Day, database: AppDatabase) async throws -> Statistics {
        try await statistics.value(for: StatisticsKey(person: Person(user), today: today)) {
            Statistics.compute(try await database.histories(userID: user.id), today: today)
        }
    }

    /// One of the person's trackers with its history; not remembered when it is not theirs.
    func history(trackerID: Int64, of user: User, database: AppDatabase) async throws -> TrackedHistory {
        try await histories.value(for: HistoryKey(trackerID: trackerID, person: Person(user))) {
            let (tracker, history) = try await database.history(trackerID: trackerID, userID: user.id)
            return TrackedHistory(tracker: tracker, history: history)
        }
    }
}
