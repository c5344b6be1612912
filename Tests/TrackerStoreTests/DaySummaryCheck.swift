import Foundation
import GRDB
import Testing
import TrackerCore

@testable import TrackerStore

/// The day counts the database keeps, held to a count from each person's histories made by
/// PRODUCT.md's rules, and the statistics read from them held to `Statistics.compute`.
enum DaySummaryCheck {
    /// For each day: done trackers that are not limits, those of them that are habits on chosen
    /// weekdays scheduled that day, and limits scheduled that day that slipped.
    static func expected(_ histories: [TrackerHistory]) -> [String: [Int]] {
        var counts: [String: [Int]] = [:]
        for history in histories {
            let timing = history.timing
            for completion in history.completions where completion.day >= timing.startDay {
                let onWeekday = timing.kind == .habit && timing.quota == nil && timing.schedule.contains(completion.day.weekday)
                let reaches = history.target.map { target in completion.value.map { $0 >= target } ?? false } ?? true
                let isLimit = timing.goal == .atMost
                let done = !isLimit && reaches
                let slipped = isLimit && onWeekday && (history.target.map { (completion.value ?? 0) > $0 } ?? true)
                guard done || slipped else { continue }
                let old = counts[completion.day.iso, default: [0, 0, 0]]
                counts[completion.day.iso] = [old[0] + (done ? 1 : 0), old[1] + (done && onWeekday ? 1 : 0), old[2] + (slipped ? 1 : 0)]
            }
        }
        return counts
    }

    /// The kept rows of a person: day → [done, scheduled_done, slips].
    static func kept(_ database: AppDatabase, userID: Int64) throws -> [String: [Int]] {
        let rows = try database.writer.read { db in
            try Row.fetchAll(db, sql: "SELECT day, done, scheduled_done, slips FROM day_summary WHERE user_id = ?", arguments: [userID])
        }
        return Dictionary(uniqueKeysWithValues: rows.map { ($0[0] as String, [$0[1] as Int, $0[2] as Int, $0[3] as Int]) })
    }

    /// The table against the count, and the statistics on each of `days` against `compute`.
    static func expectTrue(_ database: AppDatabase, users: [Int64], days: [Day], _ when: String) async throws {
        for userID in users {
            let histories = try await database.histories(userID: userID)
            #expect(try kept(database, userID: userID) == expected(histories), "person \(userID) \(when)")
            for day in days {
                let read = try await database.statistics(userID: userID, today: day)
                #expect(read == Statistics.compute(histories, today: day), "person \(userID) on \(day) \(when)")
            }
        }
    }
}
