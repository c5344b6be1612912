import Testing

@testable import TrackerWeb

/// bcrypt's gate: only so many hashes at once and so many waiting; the rest hear "busy" at
/// once instead of queueing behind a flood.
@Suite("Work gate")
struct WorkGateTests {
    @Test func pastTheQueueTheAnswerIsBusyAtOnce() async throws {
        let gate = WorkGate(width: 1, queueLimit: 2)
        let running = AsyncStream<Void>.makeStream()
        let release = AsyncStream<Void>.makeStream()
        let holder = Task {
            try await gate.run {
                running.continuation.yield()
                for await _ in release.stream { break }
            }
        }
        for await _ in running.stream { break }
        // Two may wait behind the one running…
        let waiters = (0..<2).map { index in Task { try await gate.run { index } } }
        try await Task.sleep(for: .milliseconds(50))
        // …the next one is turned away without waiting.
        await #expect(throws: ServerBusy.self) { try await gate.run { 99 } }
        release.continuation.yield()
        try await holder.value
        var finished: [Int] = []
        for waiter in waiters { finished.append(try await waiter.value) }
        #expect(finished.sorted() == [0, 1])
        // With the queue empty again, work runs.
        #expect(try await gate.run { 7 } == 7)
    }
}
