import GRDB

extension Migrations {
    /// Reminders (issue 15): the calendar feed's address holds a secret of which the database
    /// keeps only a hash, as it does for sessions and invites. Nothing wrote the old column.
    static func calendarFeed(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE user RENAME COLUMN calendar_token TO calendar_token_hash;
                UPDATE user SET calendar_token_hash = NULL;
                """
        )
    }
}

extension Migrations {
    /// Push reminders (issue 15): where each member's reminders are sent (one target of each
    /// kind at most), one row per tracker and day once its reminder is claimed for sending (so
    /// it is sent at most once, across restarts too), and the server's key that signs the "Done"
    /// links in notifications, made here so that backups carry it.
    static func pushReminders(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE push_target (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    kind TEXT NOT NULL CHECK (kind IN ('ntfy', 'gotify', 'webhook')),
                    url TEXT NOT NULL CHECK (length(url) BETWEEN 8 AND 2000),
                    token TEXT CHECK (token IS NULL OR length(token) BETWEEN 1 AND 500),
                    site TEXT CHECK (site IS NULL OR length(site) BETWEEN 8 AND 2000),
                    last_status TEXT CHECK (last_status IS NULL OR length(last_status) BETWEEN 1 AND 40),
                    last_status_at TEXT,
                    created_at TEXT NOT NULL,
                    UNIQUE (user_id, kind)
                ) STRICT;

                CREATE TABLE reminder_delivery (
                    tracker_id INTEGER NOT NULL REFERENCES tracker(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
                    due_at TEXT NOT NULL,
                    state TEXT NOT NULL CHECK (state IN ('sending', 'delivered', 'failed')),
                    done_used_at TEXT,
                    PRIMARY KEY (tracker_id, day)
                ) STRICT, WITHOUT ROWID;

                CREATE TABLE server_key (
                    name TEXT PRIMARY KEY,
                    secret BLOB NOT NULL CHECK (length(secret) >= 32)
                ) STRICT, WITHOUT ROWID;
                INSERT INTO server_key (name, secret) VALUES ('reminder-actions', randomblob(32));
                """
        )
    }
}
