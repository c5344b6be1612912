import Foundation
import GRDB
import TrackerCore

extension AppDatabase {
    /// Draws one attempt from every allowance, or none when any is used up; returns `nil` when
    /// the attempt may go on, else when the first used-up window ends. The check and the count
    /// are one write transaction, so parallel attempts can't all slip through.
    public func reserveSignInAttempt(_ allowances: [SignInLimits.Allowance], now: Date) async throws -> Date? {
        try await writer.write { db in
            let nowText = now.databaseText
            try db.execute(sql: "DELETE FROM sign_in_limit WHERE window_ends <= ?", arguments: [nowText])
            var refusedUntil: Date?
            for allowance in allowances {
                let row = try Row.fetchOne(
                    db,
                    sql: "SELECT attempts, window_ends FROM sign_in_limit WHERE key = ?",
                    arguments: [allowance.key]
                )
                if let row, (row[0] as Int) >= allowance.limit, let ends = Date(databaseText: row[1]) {
                    refusedUntil = max(refusedUntil ?? ends, ends)
                }
            }
            if let refusedUntil { return refusedUntil }
            let windowEnds = now.addingTimeInterval(SignInLimits.window).databaseText
            for allowance in allowances {
                try db.execute(
                    sql: """
                        INSERT INTO sign_in_limit (key, attempts, window_ends) VALUES (?, 1, ?)
                        ON CONFLICT (key) DO UPDATE SET attempts = attempts + 1
                        """,
                    arguments: [allowance.key, windowEnds]
                )
            }
            return nil
        }
    }

    /// Gives back the attempt that `reserveSignInAttempt(_:now:)` drew at `reservedAt`, for a
    /// password check that succeeded: only failures use up an allowance. It touches only the
    /// windows that attempt was counted in; a window begun since ends later than
    /// `reservedAt` + `SignInLimits.window`, and keeps its count.
    public func releaseSignInAttempt(_ allowances: [SignInLimits.Allowance], reservedAt: Date) async throws {
        let latestEnd = reservedAt.addingTimeInterval(SignInLimits.window).databaseText
        try await writer.write { db in
            for allowance in allowances {
                try db.execute(
                    sql: """
                        UPDATE sign_in_limit SET attempts = attempts - 1
                        WHERE key = ? AND attempts > 0 AND window_ends <= ?
                        """,
                    arguments: [allowance.key, latestEnd]
                )
            }
        }
    }

    /// The person a known-device token belongs to, if it is one.
    public func knownDeviceOwner(token: String) async throws -> Int64? {
        try await read { db in
            try Int64.fetchOne(
                db,
                sql: "SELECT user_id FROM known_device WHERE token_hash = ?",
                arguments: [SecretToken.hash(token)]
            )
        }
    }

    /// How long a browser stays known without signing in.
    public static let knownDeviceLifetime: TimeInterval = 365 * 24 * 3600

    /// Remembers the browser as one the person signed in on: the same token when it was already
    /// theirs, else a new one. Returns the token for the cookie.
    public func rememberDevice(token: String?, userID: Int64, now: Date) async throws -> String {
        try await writer.write { db in
            let nowText = now.databaseText
            try db.execute(
                sql: "DELETE FROM known_device WHERE last_used_at <= ?",
                arguments: [now.addingTimeInterval(-Self.knownDeviceLifetime).databaseText]
            )
            if let token {
                try db.execute(
                    sql: "UPDATE known_device SET last_used_at = ? WHERE token_hash = ? AND user_id = ?",
                    arguments: [nowText, SecretToken.hash(token), userID]
                )
                if db.changesCount > 0 { return token }
            }
            let fresh = SecretToken.make()
            try db.execute(
                sql: "INSERT INTO known_device (token_hash, user_id, created_at, last_used_at) VALUES (?, ?, ?, ?)",
                arguments: [SecretToken.hash(fresh), userID, nowText, nowText]
            )
            return fresh
        }
    }
}
