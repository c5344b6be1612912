import GRDB

extension Migrations {
    /// Sign-in limits counted per username, address and known device, in windows that expire;
    /// and the browsers each person has signed in on ("device cookies", only their hash kept).
    /// The old per-username failure lock goes: anyone could keep it shut.
    static func limitSignIns(_ db: Database) throws {
        try db.execute(
            sql: """
                DROP TABLE sign_in_throttle;
                CREATE TABLE sign_in_limit (
                    key TEXT PRIMARY KEY,
                    attempts INTEGER NOT NULL CHECK (attempts >= 0),
                    window_ends TEXT NOT NULL
                ) STRICT, WITHOUT ROWID;
                CREATE INDEX sign_in_limit_window ON sign_in_limit(window_ends);

                CREATE TABLE known_device (
                    token_hash TEXT PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL,
                    last_used_at TEXT NOT NULL
                ) STRICT, WITHOUT ROWID;
                CREATE INDEX known_device_user ON known_device(user_id, last_used_at);
                """
        )
    }
}
