#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's limit on open file descriptors (`RLIMIT_NOFILE`), and what raising its soft
/// limit did. Every connection holds a descriptor, so this bounds how many can be open.
struct FileDescriptorLimit: Sendable, Equatable, CustomStringConvertible {
    /// The soft limit before `raised()`.
    var previousSoft: UInt64
    /// The soft limit in force: what the process may open.
    var soft: UInt64
    /// The hard limit: how far the soft limit may go without privileges.
    var hard: UInt64
    /// Why the soft limit could not be raised to the hard one, when it couldn't.
    var problem: String?

    /// Limits at least this large count as unlimited (Linux says `UInt64.max`, Darwin `Int64.max`).
    static let unlimited = UInt64(Int64.max)

    /// The limits as they are, or nil when the system won't say.
    static func current() -> FileDescriptorLimit? {
        var limit = rlimit()
        guard getNoFileLimit(&limit) == 0 else { return nil }
        return FileDescriptorLimit(
            previousSoft: UInt64(limit.rlim_cur),
            soft: UInt64(limit.rlim_cur),
            hard: UInt64(limit.rlim_max),
            problem: nil
        )
    }

    /// Raises the process's soft limit as far as the hard limit allows and reports the result;
    /// nil when the limits can't be read. Doing it again changes nothing.
    static func raised() -> FileDescriptorLimit? {
        guard var result = current() else { return nil }
        // An unlimited hard limit can't be the soft one (Linux caps it at fs.nr_open, Darwin at
        // OPEN_MAX), so try large finite values too, largest first.
        let candidates = [result.hard, 1 << 20, 1 << 16, 10_240].filter { $0 > result.soft && $0 <= result.hard }
        for candidate in candidates where candidate < unlimited {
            var limit = rlimit(rlim_cur: rlim_t(candidate), rlim_max: rlim_t(result.hard))
            if setNoFileLimit(&limit) == 0 {
                result.soft = candidate
                result.problem = nil
                return result
            }
            result.problem = "setrlimit: \(String(cString: strerror(errno)))"
        }
        return result
    }

    var description: String {
        let hardText = hard >= Self.unlimited ? "unlimited" : "\(hard)"
        let change = soft == previousSoft ? "\(soft)" : "\(previousSoft) → \(soft)"
        return "soft \(change), hard \(hardText)" + (problem.map { " (not raised: \($0))" } ?? "")
    }
}

private func getNoFileLimit(_ limit: inout rlimit) -> Int32 {
    #if canImport(Glibc)
    getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #else
    getrlimit(RLIMIT_NOFILE, &limit)
    #endif
}

private func setNoFileLimit(_ limit: inout rlimit) -> Int32 {
    #if canImport(Glibc)
    setrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
    #else
    setrlimit(RLIMIT_NOFILE, &limit)
    #endif
}
