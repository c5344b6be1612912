import Synchronization

/// Values computed lately, by the key they were computed from: a card's HTML by the card, a
/// person's statistics by their data version and day. A changed input is a different key, so
/// nothing ever needs invalidating. Memory is bounded by keeping two generations: when the
/// newer one has cost `capacity`, the older one is dropped, so what was used lately stays.
final class RecentValues<Value: Sendable>: Sendable {
    fileprivate struct Generations {
        var newer: [Key: Value] = [:]
        var older: [Key: Value] = [:]
        /// What the newer generation has cost so far.
        var newerCost = 0
    }

    /// A key of any type. Unchecked: it is only ever made from a `Sendable` value, which
    /// `AnyHashable` cannot say.
    fileprivate struct Key: Hashable, @unchecked Sendable {
        let value: AnyHashable
    }

    /// What one generation may cost; two generations at most are kept.
    let capacity: Int
    /// A value's cost: 1 each by default (the capacity is then a count), or its size.
    let cost: @Sendable (Value) -> Int
    private let generations = Mutex(Generations())

    init(capacity: Int, cost: @escaping @Sendable (Value) -> Int = { _ in 1 }) {
        self.capacity = capacity
        self.cost = cost
    }

    /// The remembered value for `key`, or `make`'s, which is then remembered.
    func value(for key: some Hashable & Sendable, make: () throws -> Value) rethrows -> Value {
        let key = Key(value: AnyHashable(key))
        if let value = generations.withLock({ $0.find(key, limits: limits) }) { return value }
        let value = try make()
        generations.withLock { $0.keep(value, for: key, limits: limits) }
        return value
    }

    /// The same, for a value that takes a database read to make.
    func value(for key: some Hashable & Sendable, make: () async throws -> Value) async rethrows -> Value {
        let key = Key(value: AnyHashable(key))
        if let value = generations.withLock({ $0.find(key, limits: limits) }) { return value }
        let value = try await make()
        generations.withLock { $0.keep(value, for: key, limits: limits) }
        return value
    }

    private var limits: Limits { Limits(capacity: capacity, cost: cost) }

    fileprivate struct Limits {
        let capacity: Int
        let cost: (Value) -> Int
    }

    /// How many values are remembered now (for tests).
    var count: Int { generations.withLock { $0.newer.count + $0.older.count } }
}

extension RecentValues.Generations {
    mutating func find(_ key: RecentValues.Key, limits: RecentValues.Limits) -> Value? {
        if let value = newer[key] { return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        keep(value, for: key, limits: limits)
        return value
    }

    mutating func keep(_ value: Value, for key: RecentValues.Key, limits: RecentValues.Limits) {
        if newerCost >= limits.capacity {
            older = newer
            newer = [:]
            newerCost = 0
        }
        if newer.updateValue(value, forKey: key) == nil { newerCost += limits.cost(value) }
    }
}
