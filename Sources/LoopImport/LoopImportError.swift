/// Why a file that looks like one of Loop's can't be read; nothing is imported.
public enum LoopImportError: Error, Equatable, Sendable {
    /// A SQLite file without Loop's `Habits` and `Repetitions` tables (or not a database at all).
    case notALoopBackup
    /// A zip without Loop's `Habits.csv`, or whose CSV files don't read as Loop writes them.
    case notALoopExport
    /// An entry whose path leaves the archive (`../x`, `/etc/x`), or is a link.
    case unsafePath
    /// More entries, or more bytes once inflated, than an export of a few habits can have.
    case tooLarge
}
