import Logging

extension ConnectionLimits {
    /// Descriptors kept free for everything but client connections: the listening socket, the
    /// event loops, the database and its journal, static files, standard output and error.
    static let reservedFileDescriptors: UInt64 = 64

    /// These limits with `maxConnections` lowered, if need be, to stay
    /// `reservedFileDescriptors` below the soft limit `soft` (and at least 1).
    func clamped(toFileDescriptorLimit soft: UInt64) -> ConnectionLimits {
        let room = soft > Self.reservedFileDescriptors + 1 ? soft - Self.reservedFileDescriptors : 1
        var limits = self
        if UInt64(max(0, maxConnections)) > room { limits.maxConnections = Int(clamping: room) }
        return limits
    }

    /// Raises the process's soft file-descriptor limit to the hard one where it may, and
    /// returns these limits with `maxConnections` kept below what is then allowed. Tells the
    /// log what happened: one info line, or a warning when the cap had to be lowered or the
    /// limit could not be raised. Call it once at start, before the server runs.
    func applyingFileDescriptorLimit(logger: Logger? = nil) -> ConnectionLimits {
        guard let descriptors = FileDescriptorLimit.raised() else {
            logger?.warning("Could not read the file-descriptor limit; the connection cap is \(maxConnections) as configured")
            return self
        }
        let limits = clamped(toFileDescriptorLimit: descriptors.soft)
        let metadata: Logger.Metadata = [
            "fileDescriptors": "\(descriptors)",
            "maxConnections": "\(limits.maxConnections)",
            "maxConnectionsPerClient": "\(limits.maxConnectionsPerClient)",
        ]
        if limits.maxConnections < maxConnections {
            logger?.warning(
                "Connection cap lowered from \(maxConnections) to \(limits.maxConnections) to stay below the file-descriptor limit",
                metadata: metadata
            )
        } else if descriptors.problem != nil {
            logger?.warning("Could not raise the file-descriptor limit", metadata: metadata)
        } else {
            logger?.info("Connection limits", metadata: metadata)
        }
        return limits
    }
}
