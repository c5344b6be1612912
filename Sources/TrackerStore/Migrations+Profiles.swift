import GRDB

extension Migrations {
    /// Managed profiles (issue 33). A child's profile is a `user` row (so it owns trackers, marks
    /// and an avatar, and can be followed) that can't sign in with a password: its hash is
    /// `User.noPassword`, which no bcrypt check accepts, and its username holds a `:` that
    /// sign-in and joining refuse. `managed_profile` marks it; `guardian` names the adults who
    /// manage it. A session may act as one of its person's profiles (`acting_as`, a guardian's
    /// switch), or be a child's own (`child`, opened from a child-device link). A device link
    /// keeps only its token's hash, works once, and lasts a day.
    static func profiles(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE managed_profile (
                    user_id INTEGER PRIMARY KEY REFERENCES user(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL
                ) STRICT;

                CREATE TABLE guardian (
                    profile_id INTEGER NOT NULL REFERENCES managed_profile(user_id) ON DELETE CASCADE,
                    guardian_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    PRIMARY KEY (profile_id, guardian_id)
                ) STRICT, WITHOUT ROWID;
                CREATE INDEX guardian_of ON guardian(guardian_id);

                CREATE TABLE device_link (
                    id INTEGER PRIMARY KEY,
                    token_hash TEXT NOT NULL UNIQUE,
                    profile_id INTEGER NOT NULL REFERENCES managed_profile(user_id) ON DELETE CASCADE,
                    created_by INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL,
                    expires_at TEXT NOT NULL,
                    used_at TEXT,
                    revoked_at TEXT
                ) STRICT;
                CREATE INDEX device_link_profile ON device_link(profile_id);

                ALTER TABLE session ADD COLUMN acting_as INTEGER REFERENCES managed_profile(user_id) ON DELETE SET NULL;
                ALTER TABLE session ADD COLUMN child INTEGER NOT NULL DEFAULT 0 CHECK (child IN (0, 1));
                """
        )
    }
}
