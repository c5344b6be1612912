import Foundation
import NIOConcurrencyHelpers

/// In-memory rate limits, one token bucket per key: a bucket holds up to `limit` requests and
/// refills at `limit` per `period`, so a burst of `limit` goes through at once and then one every
/// `period / limit` seconds. A full bucket is forgotten (the map is pruned at 10,000 keys).
/// The API limits each token with it, and the calendar feed each address.
final class RateLimiter<Key: Hashable & Sendable>: Sendable {
    let limit: Int
    let period: TimeInterval

    private struct Bucket {
        var level: Double
        var at: Date
    }

    private let buckets = NIOLockedValueBox<[Key: Bucket]>([:])

    init(limit: Int, per period: TimeInterval) {
        self.limit = limit
        self.period = period
    }

    /// Takes one request for `key`; nil when it may go ahead, else the whole seconds until it may.
    func take(_ key: Key, now: Date) -> Int? {
        let capacity = Double(limit)
        let perSecond = capacity / period
        return buckets.withLockedValue { buckets in
            if buckets.count > 10_000 {
                buckets = buckets.filter { now.timeIntervalSince($0.value.at) * perSecond < capacity }
            }
            var bucket = buckets[key] ?? Bucket(level: capacity, at: now)
            bucket.level = min(capacity, bucket.level + max(0, now.timeIntervalSince(bucket.at)) * perSecond)
            bucket.at = now
            defer { buckets[key] = bucket }
            guard bucket.level >= 1 else { return max(1, Int(((1 - bucket.level) / perSecond).rounded(.up))) }
            bucket.level -= 1
            return nil
        }
    }
}
