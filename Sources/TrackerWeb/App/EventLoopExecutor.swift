import Hummingbird
import NIOCore
import NIOPosix

/// Runs tasks on NIO's event loops: a job goes to the loop whose thread enqueues it (a request's
/// task resumes on the loop that read the request), or to the next loop when it comes from
/// elsewhere (a finished database write).
///
/// With the reads made in place (`AppDatabase.readingInPlace`), a page is read, rendered and
/// written on one thread: no hand-offs between the event loop, Swift's threads and the reader
/// queues, which cost a third of a page's CPU (docs/DECISIONS.md, Performance). The work is as
/// short as it was on Swift's threads; password hashing stays on NIO's thread pool.
final class EventLoopTaskExecutor: TaskExecutor {
    let group: MultiThreadedEventLoopGroup

    init(group: MultiThreadedEventLoopGroup) { self.group = group }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        let loop = MultiThreadedEventLoopGroup.currentEventLoop ?? group.next()
        loop.execute { job.runSynchronously(on: executor) }
    }

    /// True on an event loop's thread: where reads are made in place.
    static var onEventLoop: Bool { MultiThreadedEventLoopGroup.currentEventLoop != nil }
}

/// Runs the server until it is told to stop, its requests handled on the event loops.
public func runServer(_ app: some ApplicationProtocol) async throws {
    try await withTaskExecutorPreference(EventLoopTaskExecutor(group: .singleton)) {
        try await app.runService()
    }
}
