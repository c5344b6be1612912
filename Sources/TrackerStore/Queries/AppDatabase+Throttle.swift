import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// When the username's sign-in lock ends, if it is locked at `now`.
    public func signInLockedUntil(username: String, now: Date) async throws -> Date? {
        try await writer.read { db in
            let until = try Date.fetchOne(
                db,
                sql: "SELECT locked_until FROM sign_in_throttle WHERE username = ?",
                arguments: [username.lowercased()]
            )
            return until.flatMap { $0 > now ? $0 : nil }
        }
    }

    /// Counts one more failed sign-in for the username (known or not, so as not to reveal which
    /// exist) and returns the lock it earns, if any.
    @discardableResult
    public func recordSignInFailure(username: String, now: Date) async throws -> Date? {
        try await writer.write { db in
            let key = username.lowercased()
            let failures =
                try Int.fetchOne(
                    db,
                    sql: """
                        INSERT INTO sign_in_throttle (username, failures) VALUES (?, 1)
                        ON CONFLICT (username) DO UPDATE SET failures = failures + 1
                        RETURNING failures
                        """,
                    arguments: [key]
                ) ?? 1
            let lock = SignInThrottle.lockSeconds(afterFailures: failures).map { now.addingTimeInterval(Double($0)) }
            try db.execute(
                sql: "UPDATE sign_in_throttle SET locked_until = ? WHERE username = ?",
                arguments: [lock?.databaseText, key]
            )
            return lock
        }
    }

    /// Forgets the failures after a successful sign-in.
    public func clearSignInFailures(username: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM sign_in_throttle WHERE username = ?", arguments: [username.lowercased()])
        }
    }
}
