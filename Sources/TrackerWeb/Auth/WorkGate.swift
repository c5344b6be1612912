/// Lets at most `width` pieces of heavy work (bcrypt) run at once, with at most `queueLimit`
/// waiting; anyone past that is told the server is busy at once. A flood of sign-ins then
/// can't take every core from the pages.
actor WorkGate {
    let width: Int
    let queueLimit: Int
    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(width: Int, queueLimit: Int) {
        self.width = max(1, width)
        self.queueLimit = max(0, queueLimit)
    }

    /// Runs `work` when a place is free; throws `ServerBusy` when the queue is full.
    func run<Value: Sendable>(_ work: @Sendable () async throws -> Value) async throws -> Value {
        if running < width {
            running += 1
        } else {
            guard waiting.count < queueLimit else { throw ServerBusy() }
            // The place is handed over by `leave`, so `running` already counts this one.
            await withCheckedContinuation { waiting.append($0) }
        }
        defer { leave() }
        return try await work()
    }

    private func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            waiting.removeFirst().resume()
        }
    }
}

/// Too much heavy work is waiting already; the page says to try again in a moment (503).
struct ServerBusy: Error {}
