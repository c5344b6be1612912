import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An exclusive `flock` on the file `<database>.lock`. A serving process holds it for its whole
/// life, so `tracker restore` can tell that the database is in use and refuse to replace it; and
/// `tracker restore` holds it while it works, so no server starts halfway. The operating system
/// lets go of it when the process ends, however it ends (a crash or `kill -9` too), so a lock
/// is never left behind; the empty file itself stays.
public final class DatabaseLock: Sendable {
    private let descriptor: Int32

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }

    /// The lock file of the database at `path`.
    public static func path(database path: String) -> String { path + ".lock" }

    /// Takes the lock without waiting; nil when another process (or another open of the file in
    /// this one) holds it.
    public static func take(database path: String) throws(BackupError) -> DatabaseLock? {
        let file = Self.path(database: path)
        let descriptor = open(file, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw BackupError("cannot open the lock file \(file): \(FileSteps.reason())") }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            let failure = errno
            close(descriptor)
            if failure == EWOULDBLOCK { return nil }
            throw BackupError("cannot lock \(file): \(String(cString: strerror(failure)))")
        }
        return DatabaseLock(descriptor: descriptor)
    }
}
