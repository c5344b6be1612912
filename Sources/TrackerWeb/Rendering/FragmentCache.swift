import Synchronization

/// A piece of a page whose HTML depends on nothing but this value, such as a tracker's card or
/// the month grid: it holds everything its view model is made from (the language and the CSRF
/// token included), so the renderer can remember the HTML. An unchanged card is then neither
/// built nor rendered again, however often the page is loaded.
protocol Fragment: Hashable, Sendable {
    associatedtype ViewModel
    /// The template's name under `Templates/`, without `.mustache`.
    static var template: String { get }
    /// What the template reads; made only when the HTML is not remembered.
    func viewModel() -> ViewModel
}

/// The HTML of recently rendered fragments, keyed by the fragments themselves; a changed card
/// is a different key, so nothing ever needs invalidating. Memory is bounded by keeping two
/// generations: when the newer one is full, the older one is dropped, so what was used lately
/// stays and the rest goes.
final class FragmentCache: Sendable {
    fileprivate struct Generations {
        var newer: [Key: String] = [:]
        var older: [Key: String] = [:]
    }

    /// A fragment as a key. Unchecked: it is only ever made from a `Sendable` fragment, which
    /// `AnyHashable` cannot say.
    fileprivate struct Key: Hashable, @unchecked Sendable {
        let fragment: AnyHashable
    }

    /// How many fragments one generation holds; two generations at most are kept.
    let capacity: Int
    private let generations = Mutex(Generations())

    init(capacity: Int) {
        self.capacity = capacity
    }

    /// The remembered HTML of `fragment`, or `render`'s, which is then remembered.
    func html<F: Fragment>(_ fragment: F, render: (F) throws -> String) rethrows -> String {
        let key = Key(fragment: AnyHashable(fragment))
        if let html = generations.withLock({ $0.find(key, capacity: capacity) }) { return html }
        let html = try render(fragment)
        generations.withLock { $0.keep(html, for: key, capacity: capacity) }
        return html
    }

    /// How many fragments are remembered now (for tests).
    var count: Int { generations.withLock { $0.newer.count + $0.older.count } }
}

extension FragmentCache.Generations {
    mutating func find(_ key: FragmentCache.Key, capacity: Int) -> String? {
        if let html = newer[key] { return html }
        guard let html = older.removeValue(forKey: key) else { return nil }
        keep(html, for: key, capacity: capacity)
        return html
    }

    mutating func keep(_ html: String, for key: FragmentCache.Key, capacity: Int) {
        if newer.count >= capacity {
            older = newer
            newer = [:]
        }
        newer[key] = html
    }
}
