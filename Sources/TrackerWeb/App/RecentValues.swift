import Synchronization

/// Values computed lately, by the key they were computed from: a card's HTML by the card, a
/// person's statistics by their data version and day. A changed input is a different key, so
/// nothing ever needs invalidating. Memory is bounded by keeping two generations: when the
/// newer one is full, the older one is dropped, so what was used lately stays.
final class RecentValues<Value: Sendable>: Sendable {
    fileprivate struct Generations {
        var newer: [Key: Value] = [:]
        var older: [Key: Value] = [:]
    }

    /// A key of any type. Unchecked: it is only ever made from a `Sendable` value, which
    /// `AnyHashable` cannot say.
    fileprivate struct Key: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    /// How many values one generation holds; two generations at most are kept.
    let capacity: Int
    private let generations = Mutex(Generations())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The remembered value for `key`, or `make`'s, which is then remembered.
    func value(for key: some Hashable & Sendable, make: () throws -> Value) rethrows -> Value {
        let key = Key(value: AnyHashable(key))
        if let value = generations.withLock({ $0.find(key, capacity: capacity) }) { return value }
        let value = try make()
        generations.withLock { $0.keep(value, for: key, capacity: capacity) }
        return value
    }

    /// The same, for a value that takes a database read to make.
    func value(for key: some Hashable & Sendable, make: () async throws -> Value) async rethrows -> Value {
        let key = Key(value: AnyHashable(key))
        if let value = generations.withLock({ $0.find(key, capacity: capacity) }) { return value }
        let value = try await make()
        generations.withLock { $0.keep(value, for: key, capacity: capacity) }
        return value
    }

    /// How many values are remembered now (for tests).
    var count: Int { generations.withLock { $0.newer.count + $0.older.count } }
}

extension RecentValues.Generations {
    mutating func find(_ key: RecentValues.Key, capacity: Int) -> Value? {
        if let value = newer[key] { return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        keep(value, for: key, capacity: capacity)
        return value
    }

    mutating func keep(_ value: Value, for key: RecentValues.Key, capacity: Int) {
        if newer.count >= capacity {
            older = newer
            newer = [:]
        }
        newer[key] = value
    }
}
