import GRDB

/// The schema, one migration at a time. A shipped migration never changes; later ones add to it.
/// Migrations name tables and columns as strings, never through app types.
enum Migrations {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1-foundation", migrate: createFoundation)
        migrator.registerMigration("v2-done-days", migrate: countDoneDays)
        migrator.registerMigration("v3-data-version", migrate: versionData)
        migrator.registerMigration("v4-text-checks", migrate: checkText)
        migrator.registerMigration("v5-sign-in-limits", migrate: limitSignIns)
        migrator.registerMigration("v6-no-data-version", migrate: dropDataVersion)
        migrator.registerMigration("v7-day-summary", migrate: summarizeDays)
        migrator.registerMigration("v8-personal-settings", migrate: personalSettings)
        migrator.registerMigration("v9-household", migrate: household)
        migrator.registerMigration("v10-public-tracker-order", migrate: orderPublicTrackers)
        migrator.registerMigration("v11-calendar-feed", migrate: calendarFeed)
        migrator.registerMigration("v12-push-reminders", migrate: pushReminders)
        migrator.registerMigration("v13-pending-imports", migrate: pendingImports)
        migrator.registerMigration("v14-frequencies", migrate: frequencies)
        migrator.registerMigration("v15-archive-and-order", migrate: archiveAndOrder)
        migrator.registerMigration("v17-notes", migrate: notes)
        migrator.registerMigration("v18-skips-and-away", migrate: skipsAndAway)
        migrator.registerMigration("v19-profiles", migrate: profiles)
        migrator.registerMigration("v20-chores", migrate: chores)
        migrator.registerMigration("v21-api-tokens", migrate: apiTokens)
        migrator.registerMigration("v22-progress-checkpoints", migrate: progressCheckpoints)
        migrator.registerMigration("v23-language-codes", migrate: languageCodes)
        migrator.registerMigration("v24-ordered-indexes", migrate: orderedIndexes)
        return migrator
    }

    /// The whole data model of PRODUCT.md: people, sessions, invites, categories, trackers,
    /// completions and follows. Days are `YYYY-MM-DD` text; instants are GRDB's UTC text dates.
    private static func createFoundation(_ db: Database) throws {
        let isDay = "GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'"
        let isBool = "IN (0, 1)"
        try db.execute(
            sql: """
                CREATE TABLE user (
                    id INTEGER PRIMARY KEY,
                    username TEXT NOT NULL UNIQUE CHECK (length(username) BETWEEN 3 AND 32 AND username = lower(username)),
                    display_name TEXT NOT NULL CHECK (length(display_name) BETWEEN 1 AND 200),
                    password_hash TEXT NOT NULL CHECK (password_hash <> ''),
                    role TEXT NOT NULL CHECK (role IN ('owner', 'member')),
                    language TEXT CHECK (language IN ('en', 'ru')),
                    time_zone TEXT NOT NULL CHECK (time_zone <> ''),
                    day_start_hour INTEGER NOT NULL DEFAULT 0 CHECK (day_start_hour BETWEEN 0 AND 23),
                    avatar_emoji TEXT,
                    notifications_enabled INTEGER NOT NULL DEFAULT 1 CHECK (notifications_enabled \(isBool)),
                    calendar_token TEXT UNIQUE,
                    created_at TEXT NOT NULL
                ) STRICT;

                CREATE TABLE avatar (
                    user_id INTEGER PRIMARY KEY REFERENCES user(id) ON DELETE CASCADE,
                    media_type TEXT NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'image/webp')),
                    data BLOB NOT NULL CHECK (length(data) > 0),
                    updated_at TEXT NOT NULL
                ) STRICT;

                CREATE TABLE session (
                    id INTEGER PRIMARY KEY,
                    token_hash TEXT NOT NULL UNIQUE,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    csrf_token TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    expires_at TEXT NOT NULL
                ) STRICT;
                CREATE INDEX session_user ON session(user_id);

                CREATE TABLE sign_in_throttle (
                    username TEXT PRIMARY KEY,
                    failures INTEGER NOT NULL CHECK (failures >= 0),
                    locked_until TEXT
                ) STRICT, WITHOUT ROWID;

                CREATE TABLE invite (
                    id INTEGER PRIMARY KEY,
                    token_hash TEXT NOT NULL UNIQUE,
                    created_by INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL,
                    expires_at TEXT NOT NULL,
                    used_at TEXT,
                    used_by INTEGER REFERENCES user(id) ON DELETE SET NULL,
                    revoked_at TEXT
                ) STRICT;
                CREATE INDEX invite_creator ON invite(created_by);

                CREATE TABLE category (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 400),
                    name_key TEXT NOT NULL,
                    created_at TEXT NOT NULL,
                    UNIQUE (user_id, name_key),
                    UNIQUE (id, user_id)
                ) STRICT;

                CREATE TABLE tracker (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    category_id INTEGER NOT NULL,
                    kind TEXT NOT NULL CHECK (kind IN ('habit', 'irregular')),
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 400),
                    name_key TEXT NOT NULL,
                    emoji TEXT NOT NULL CHECK (emoji <> ''),
                    color TEXT NOT NULL CHECK (color GLOB '#[0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F][0-9A-F]'),
                    schedule INTEGER NOT NULL CHECK (schedule BETWEEN 0 AND 127),
                    start_day TEXT NOT NULL CHECK (start_day \(isDay)),
                    pinned INTEGER NOT NULL DEFAULT 0 CHECK (pinned \(isBool)),
                    is_public INTEGER NOT NULL DEFAULT 0 CHECK (is_public \(isBool)),
                    unit TEXT CHECK (length(unit) BETWEEN 1 AND 100),
                    target REAL CHECK (target > 0),
                    reminder_time TEXT CHECK (reminder_time GLOB '[0-2][0-9]:[0-5][0-9]'),
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    FOREIGN KEY (category_id, user_id) REFERENCES category(id, user_id) ON DELETE CASCADE,
                    CHECK ((kind = 'habit' AND schedule > 0) OR (kind = 'irregular' AND schedule = 0)),
                    CHECK ((unit IS NULL) = (target IS NULL))
                ) STRICT;
                CREATE INDEX tracker_user_category ON tracker(user_id, category_id);
                CREATE INDEX tracker_category_user ON tracker(category_id, user_id);

                CREATE TABLE completion (
                    id INTEGER PRIMARY KEY,
                    tracker_id INTEGER NOT NULL REFERENCES tracker(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day \(isDay)),
                    value REAL CHECK (value >= 0),
                    created_at TEXT NOT NULL,
                    UNIQUE (tracker_id, day)
                ) STRICT;

                CREATE TABLE follow (
                    follower_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    followee_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    created_at TEXT NOT NULL,
                    PRIMARY KEY (follower_id, followee_id),
                    CHECK (follower_id <> followee_id)
                ) STRICT, WITHOUT ROWID;
                CREATE INDEX follow_followee ON follow(followee_id);
                """
        )
    }

    /// Keeps each tracker's number of done days on the tracker itself, so the main page reads one
    /// row per tracker instead of every completion. Triggers keep it true for every write (marks,
    /// values, undoes, a changed target, imports); the rule matches `Measure.isDone`: a
    /// completion counts when the tracker has no target, or its value reaches the target.
    private static func countDoneDays(_ db: Database) throws {
        // 1 when the completion `row` (NEW or OLD) counts for the tracker being updated, else 0.
        func counts(_ row: String) -> String { "(target IS NULL OR ifnull(\(row).value >= target, 0))" }
        try db.execute(
            sql: """
                ALTER TABLE tracker ADD COLUMN done_days INTEGER NOT NULL DEFAULT 0 CHECK (done_days >= 0);
                UPDATE tracker SET done_days = (
                    SELECT count(*) FROM completion
                    WHERE completion.tracker_id = tracker.id
                        AND (tracker.target IS NULL OR ifnull(completion.value >= tracker.target, 0))
                );

                CREATE TRIGGER completion_counted AFTER INSERT ON completion BEGIN
                    UPDATE tracker SET done_days = done_days + \(counts("NEW")) WHERE id = NEW.tracker_id;
                END;
                CREATE TRIGGER completion_uncounted AFTER DELETE ON completion BEGIN
                    UPDATE tracker SET done_days = done_days - \(counts("OLD")) WHERE id = OLD.tracker_id;
                END;
                CREATE TRIGGER completion_recounted AFTER UPDATE OF tracker_id, value ON completion BEGIN
                    UPDATE tracker SET done_days = done_days - \(counts("OLD")) WHERE id = OLD.tracker_id;
                    UPDATE tracker SET done_days = done_days + \(counts("NEW")) WHERE id = NEW.tracker_id;
                END;
                CREATE TRIGGER tracker_target_changed AFTER UPDATE OF target ON tracker BEGIN
                    UPDATE tracker SET done_days = (
                        SELECT count(*) FROM completion
                        WHERE completion.tracker_id = NEW.id
                            AND (NEW.target IS NULL OR ifnull(completion.value >= NEW.target, 0))
                    ) WHERE id = NEW.id;
                END;
                """
        )
    }

    /// Gives each person a number that grows with every change to their trackers, categories or
    /// completions, so that what is computed from them (statistics, a tracker's history) can be
    /// remembered until the next change. The session query reads it for free. Also a covering
    /// index, so reading a history never visits the table.
    private static func versionData(_ db: Database) throws {
        let bump = "UPDATE user SET data_version = data_version + 1 WHERE id ="
        var triggers = ""
        for table in ["tracker", "category"] {
            for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
                triggers += """
                    CREATE TRIGGER \(table)_\(event.lowercased())_versioned AFTER \(event) ON \(table) BEGIN
                        \(bump) \(row).user_id;
                    END;

                    """
            }
        }
        for (event, row) in [("INSERT", "NEW"), ("UPDATE", "NEW"), ("DELETE", "OLD")] {
            triggers += """
                CREATE TRIGGER completion_\(event.lowercased())_versioned AFTER \(event) ON completion BEGIN
                    \(bump) (SELECT user_id FROM tracker WHERE id = \(row).tracker_id);
                END;

                """
        }
        try db.execute(
            sql: """
                ALTER TABLE user ADD COLUMN data_version INTEGER NOT NULL DEFAULT 0;
                CREATE INDEX completion_history ON completion(tracker_id, day, value);
                \(triggers)
                """
        )
    }
}
