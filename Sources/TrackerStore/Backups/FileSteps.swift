import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why a backup, or a step of a restore, failed; one line.
public struct BackupError: Error, CustomStringConvertible, Equatable {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// The file system steps that backups and restores are made of, each failing with one line.
enum FileSteps {
    static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Renames a file within its folder, which is atomic: a reader sees the old name or the new
    /// one, never half a file. Refuses to replace a file that is already there.
    static func move(_ from: String, to destination: String) throws(BackupError) {
        guard !exists(destination) else { throw BackupError("\(destination) already exists") }
        guard rename(from, destination) == 0 else {
            throw BackupError("cannot rename \(from) to \(destination): \(reason())")
        }
    }

    /// Removes a file if it is there.
    static func remove(_ path: String) throws(BackupError) {
        guard exists(path) else { return }
        guard unlink(path) == 0 else { throw BackupError("cannot remove \(path): \(reason())") }
    }

    /// Writes a file's data, or a folder's list of names, to the disk, so that a rename or a
    /// removal survives a power cut.
    static func sync(_ path: String) throws(BackupError) {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw BackupError("cannot open \(path): \(reason())") }
        defer { close(descriptor) }
        guard fsync(descriptor) == 0 else { throw BackupError("cannot write \(path) to disk: \(reason())") }
    }

    /// The folder a file is in.
    static func folder(of path: String) -> String {
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
        return folder.isEmpty ? "." : folder
    }

    /// The last system call's error, in the system's words ("No space left on device").
    static func reason() -> String { String(cString: strerror(errno)) }
}
