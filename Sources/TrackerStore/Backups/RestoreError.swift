/// Why `tracker restore` refused a file or stopped; each reads as one line, and none leaves
/// anything changed.
public enum RestoreError: Error, CustomStringConvertible, Equatable {
    case missing(file: String)
    case isTheDatabase(file: String)
    case hasLog(file: String)
    case notSQLite(file: String)
    case damaged(file: String, problem: String)
    case notTracker(file: String)
    case newer(file: String, unknown: [String])
    case inUse(database: String)
    case failed(reason: String)

    public var description: String {
        switch self {
        case .missing(let file): "no backup file at \(file)"
        case .isTheDatabase(let file): "\(file) is the database itself; name a backup file"
        case .hasLog(let file):
            "\(file) has a write-ahead log beside it (\(file)-wal), so it is in use or was not closed cleanly; "
                + "take a copy with `tracker backup` instead"
        case .notSQLite(let file): "\(file) is not a SQLite database"
        case .damaged(let file, let problem): "\(file) is damaged (integrity check: \(problem))"
        case .notTracker(let file): "\(file) is not a Tracker database (it lacks Tracker's migrations or tables)"
        case .newer(let file, let unknown):
            "\(file) comes from a newer Tracker (migration \(unknown.joined(separator: ", ")) is unknown to this one); "
                + "update Tracker, then restore"
        case .inUse(let database): "a Tracker server is using \(database); stop it first"
        case .failed(let reason): "restore failed, nothing was changed: \(reason)"
        }
    }
}
