import GRDB

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Read connections that belong to threads: each thread that reads in place (the server's event
/// loops) gets one read-only connection of its own, opened on its first read and used only by it.
/// A read then runs straight on the calling thread, with no hand-off to a reader queue and back.
///
/// `inPlace` says whether the calling thread is one of those threads; any other thread reads
/// through the pool as before, so the number of connections stays bounded by the event loops.
final class ThreadReaders: @unchecked Sendable {
    // Written once in `init`, read-only afterwards; each thread's value is its own.
    private var key = pthread_key_t()
    private let path: String
    private let inPlace: @Sendable () -> Bool

    init(path: String, inPlace: @escaping @Sendable () -> Bool) {
        self.path = path
        self.inPlace = inPlace
        pthread_key_create(&key) { pointer in
            guard let pointer else { return }
            Unmanaged<DatabaseQueue>.fromOpaque(pointer).release()
        }
    }

    /// The calling thread's own connection, or nil when this thread reads through the pool.
    func connection() throws -> DatabaseQueue? {
        guard inPlace() else { return nil }
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<DatabaseQueue>.fromOpaque(pointer).takeUnretainedValue()
        }
        var config = AppDatabase.configuration()
        config.readonly = true
        config.label = "thread reader"
        let queue = try DatabaseQueue(path: path, configuration: config)
        pthread_setspecific(key, Unmanaged.passRetained(queue).toOpaque())
        return queue
    }

    /// A read in a transaction, here on the calling thread (the synchronous overload, which an
    /// async caller would not pick by itself).
    static func read<T>(_ connection: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        try connection.read(body)
    }

    /// A one-statement read, with no transaction, on the calling thread.
    static func readStatement<T>(_ connection: DatabaseQueue, _ body: (Database) throws -> T) throws -> T {
        try connection.unsafeRead(body)
    }
}
