import Foundation

/// The folder of one database's automatic backups: writing a new backup so that a half-written
/// file never counts as one, listing them, and removing the oldest. Files that aren't named like
/// this database's backups are never touched.
public struct BackupFolder: Sendable {
    /// A complete backup in the folder.
    public struct Entry: Sendable, Equatable {
        public let path: String
        public let instant: Date
    }

    public let directory: String
    public let name: BackupName

    public init(directory: String, name: BackupName) {
        self.directory = directory
        self.name = name
    }

    /// Makes the folder, and the folders above it, when missing. A folder it makes is open to
    /// this user only, as a backup holds the whole household.
    public func prepare() throws(BackupError) {
        if FileSteps.isDirectory(directory) { return }
        guard !FileSteps.exists(directory) else { throw BackupError("\(directory) is a file, not a directory") }
        do {
            try FileManager.default.createDirectory(
                atPath: directory,
                withIntermediateDirectories: true,
                attributes: [.posixPermissions: 0o700]
            )
        } catch {
            throw BackupError("cannot create the directory \(directory): \(error.localizedDescription)")
        }
    }

    /// The complete backups, oldest first.
    public func backups() throws(BackupError) -> [Entry] {
        try fileNames().compactMap { file in name.instant(of: file).map { Entry(path: path(file), instant: $0) } }
            .sorted { $0.instant < $1.instant }
    }

    /// Writes a consistent copy of `database`, named for `instant`. It is written under a
    /// temporary name and renamed only once it is complete and on the disk.
    @discardableResult
    public func write(_ database: AppDatabase, at instant: Date) throws(BackupError) -> Entry {
        try prepare()
        try removeUnfinished()
        let final = path(name.fileName(at: instant))
        guard !FileSteps.exists(final) else { throw BackupError("\(final) already exists") }
        let partial = final + Self.unfinished
        do {
            try database.backup(to: partial)
            try FileSteps.move(partial, to: final)
            try FileSteps.sync(directory)
        } catch {
            try? removeUnfinished()
            throw BackupError("\(error)")
        }
        return Entry(path: final, instant: instant)
    }

    /// Removes the oldest backups until at most `keep` remain; returns those removed.
    @discardableResult
    public func prune(keeping keep: Int) throws(BackupError) -> [Entry] {
        let old = Array(try backups().dropLast(max(keep, 1)))
        for entry in old { try FileSteps.remove(entry.path) }
        if !old.isEmpty { try FileSteps.sync(directory) }
        return old
    }

    /// Removes what a backup that never finished left (a crash or a full disk): the temporary
    /// file and its journal.
    func removeUnfinished() throws(BackupError) {
        for file in try fileNames() where file.hasPrefix(name.prefix + "-") && file.contains(".sqlite" + Self.unfinished) {
            try FileSteps.remove(path(file))
        }
    }

    /// What a backup's temporary name adds to its name.
    static let unfinished = ".partial"

    private func path(_ file: String) -> String { URL(fileURLWithPath: directory).appendingPathComponent(file).path }

    private func fileNames() throws(BackupError) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw BackupError("cannot read the directory \(directory): \(error.localizedDescription)")
        }
    }
}
