import Foundation
import NIOConcurrencyHelpers

/// How often one calendar feed address may be fetched: calendar apps poll every 15 minutes to
/// a few hours, and a person may press "refresh" a few times, so `limit` fetches in `window`
/// is plenty; more is a runaway client, answered 429 with `Retry-After`. Kept in memory, per
/// address, and forgotten when its window ends.
final class FeedLimiter: Sendable {
    static let limit = 30
    static let window: TimeInterval = 600

    private struct Window {
        var start: Date
        var count: Int
    }

    private let windows = NIOLockedValueBox<[String: Window]>([:])

    /// Counts one fetch of `key`; nil when it may go ahead, else the seconds until it may.
    func take(_ key: String, now: Date) -> Int? {
        windows.withLockedValue { windows in
            if windows.count > 10_000 {
                windows = windows.filter { now.timeIntervalSince($0.value.start) < Self.window }
            }
            var current = windows[key] ?? Window(start: now, count: 0)
            if now.timeIntervalSince(current.start) >= Self.window { current = Window(start: now, count: 0) }
            guard current.count < Self.limit else {
                return max(1, Int((Self.window - now.timeIntervalSince(current.start)).rounded(.up)))
            }
            current.count += 1
            windows[key] = current
            return nil
        }
    }
}
