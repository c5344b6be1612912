import Foundation
import TrackerStore

/// A fixed instant for tests.
let testNow = Date(timeIntervalSince1970: 1_795_000_000)

/// A new person's fields; the hash is fake because the store never checks passwords.
func newUser(_ username: String, name: String? = nil) -> NewUser {
    NewUser(username: username, displayName: name ?? username.capitalized, passwordHash: "hash", timeZone: "UTC")
}

/// A database file in a fresh temporary directory.
func temporaryDatabasePath() throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tracker-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return directory.appendingPathComponent("test.sqlite").path
}
