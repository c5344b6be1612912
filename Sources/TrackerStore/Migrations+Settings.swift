import GRDB

extension Migrations {
    /// Personal settings (issue 13): the day starts at any minute, not only on the hour; each
    /// session remembers the device it is on and when it was last seen, for "the devices you are
    /// signed in on"; and the owner's one-time password-reset links, kept as invites are (only a
    /// hash of the token).
    static func personalSettings(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE user ADD COLUMN day_start_minute INTEGER NOT NULL DEFAULT 0
                    CHECK (day_start_minute BETWEEN 0 AND 1439);
                UPDATE user SET day_start_minute = day_start_hour * 60;
                ALTER TABLE user DROP COLUMN day_start_hour;

                ALTER TABLE session ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
                ALTER TABLE session ADD COLUMN device TEXT NOT NULL DEFAULT '' CHECK (length(device) <= 100);
                UPDATE session SET last_seen_at = created_at;

                CREATE TABLE password_reset (
                    id INTEGER PRIMARY KEY,
                    token_hash TEXT NOT NULL UNIQUE,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    created_by INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL,
                    expires_at TEXT NOT NULL,
                    used_at TEXT,
                    revoked_at TEXT
                ) STRICT;
                CREATE INDEX password_reset_user ON password_reset(user_id);
                CREATE INDEX password_reset_creator ON password_reset(created_by);
                """
        )
    }
}
