import GRDB

extension Migrations {
    /// Skipped days and away ranges (issue 32). A skip is a day a habit was due and the member let
    /// pass (sick, travelling); it lives apart from `completion`, whose triggers count done days.
    /// A day is done or skipped, never both: writing either clears the other. An away range is a
    /// member's days off, every one of them a skipped day for all their habits; ranges never overlap.
    static func skipsAndAway(_ db: Database) throws {
        let isDay = "GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'"
        try db.execute(
            sql: """
                CREATE TABLE skip (
                    tracker_id INTEGER NOT NULL REFERENCES tracker(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day \(isDay)),
                    created_at TEXT NOT NULL,
                    PRIMARY KEY (tracker_id, day)
                ) STRICT, WITHOUT ROWID;

                CREATE TRIGGER skip_clears_completion AFTER INSERT ON skip BEGIN
                    DELETE FROM completion WHERE tracker_id = NEW.tracker_id AND day = NEW.day;
                END;
                CREATE TRIGGER completion_clears_skip AFTER INSERT ON completion BEGIN
                    DELETE FROM skip WHERE tracker_id = NEW.tracker_id AND day = NEW.day;
                END;

                CREATE TABLE away (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    first_day TEXT NOT NULL CHECK (first_day \(isDay)),
                    last_day TEXT NOT NULL CHECK (last_day \(isDay) AND last_day >= first_day),
                    created_at TEXT NOT NULL
                ) STRICT;
                CREATE INDEX away_user ON away(user_id, first_day);

                CREATE TRIGGER away_no_overlap BEFORE INSERT ON away
                    WHEN EXISTS (
                        SELECT 1 FROM away WHERE user_id = NEW.user_id AND first_day <= NEW.last_day AND last_day >= NEW.first_day)
                BEGIN SELECT RAISE(ABORT, 'away ranges may not overlap'); END;
                CREATE TRIGGER away_no_overlap_on_update BEFORE UPDATE ON away
                    WHEN EXISTS (
                        SELECT 1 FROM away WHERE user_id = NEW.user_id AND id <> NEW.id
                            AND first_day <= NEW.last_day AND last_day >= NEW.first_day)
                BEGIN SELECT RAISE(ABORT, 'away ranges may not overlap'); END;
                """
        )
    }
}
