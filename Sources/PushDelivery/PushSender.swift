import Foundation
import TrackerStore

/// Sends a message to a member's target, tries again after a failure that may mend (see
/// `SendOutcome.isRetryable`), and records how the last try went on the target.
public struct PushSender: Sendable {
    /// The waits before each retry: a send is retried at most this many times.
    public static let retryDelays: [Duration] = [.seconds(5), .seconds(30), .seconds(120)]

    let database: AppDatabase
    let transport: any PushTransport
    let retryDelays: [Duration]
    let sleep: @Sendable (Duration) async throws -> Void
    let now: @Sendable () -> Date
    /// Told each delivery's last outcome (the metrics count them).
    let counted: @Sendable (SendOutcome) -> Void

    public init(
        database: AppDatabase,
        transport: any PushTransport,
        retryDelays: [Duration] = PushSender.retryDelays,
        sleep: @escaping @Sendable (Duration) async throws -> Void = { try await Task.sleep(for: $0) },
        now: @escaping @Sendable () -> Date,
        counted: @escaping @Sendable (SendOutcome) -> Void = { _ in }
    ) {
        self.database = database
        self.transport = transport
        self.retryDelays = retryDelays
        self.sleep = sleep
        self.now = now
        self.counted = counted
    }

    /// Sends `message` to `target`: once, or with retries. Cancelled while waiting to retry, it
    /// stops and records the last outcome.
    @discardableResult
    public func deliver(_ message: PushMessage, to target: PushTarget, retrying: Bool) async -> SendOutcome {
        let request = PushRequest.make(message, for: target)
        var outcome = await transport.send(request)
        if retrying {
            for delay in retryDelays where outcome.isRetryable {
                do { try await sleep(delay) } catch { break }
                outcome = await transport.send(request)
            }
        }
        counted(outcome)
        try? await database.recordPushStatus(targetID: target.id, status: outcome.stored, at: now())
        return outcome
    }
}
