import Foundation
import NIOConcurrencyHelpers

/// The API's rate limit, one token bucket per API token: it holds up to `perMinute` requests
/// and refills at `perMinute` a minute, so a burst of a minute's worth goes through at once and
/// then one every `60 / perMinute` seconds. Kept in memory.
final class TokenBuckets: Sendable {
    let perMinute: Int

    private struct Bucket {
        var level: Double
        var at: Date
    }

    private let buckets = NIOLockedValueBox<[Int64: Bucket]>([:])

    init(perMinute: Int) { self.perMinute = perMinute }

    /// Takes one request for the token; nil when it may go ahead, else the whole seconds until it may.
    func take(_ tokenID: Int64, now: Date) -> Int? {
        let capacity = Double(perMinute)
        let perSecond = capacity / 60
        return buckets.withLockedValue { buckets in
            if buckets.count > 10_000 {
                buckets = buckets.filter { now.timeIntervalSince($0.value.at) * perSecond < capacity }
            }
            var bucket = buckets[tokenID] ?? Bucket(level: capacity, at: now)
            bucket.level = min(capacity, bucket.level + max(0, now.timeIntervalSince(bucket.at)) * perSecond)
            bucket.at = now
            defer { buckets[tokenID] = bucket }
            guard bucket.level >= 1 else { return max(1, Int(((1 - bucket.level) / perSecond).rounded(.up))) }
            bucket.level -= 1
            return nil
        }
    }
}
