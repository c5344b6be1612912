import GRDB

extension Migrations {
    /// Habits as people live them, part 1 (issue 31): a habit may ask for N times a week or month
    /// instead of chosen weekdays (its schedule is then every day), a habit on weekdays may be a
    /// limit ("at most"), and each person's week starts on their first weekday (0 Monday, 6
    /// Sunday). The day counts learn limits (`summarizeDaysWithLimits`).
    static func frequencies(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tracker ADD COLUMN quota_times INTEGER
                    CHECK (quota_times IS NULL OR (quota_times BETWEEN 1 AND 27 AND kind = 'habit' AND schedule = 127));
                ALTER TABLE tracker ADD COLUMN quota_period TEXT
                    CHECK (quota_period IS NULL OR (quota_period IN ('week', 'month')
                        AND quota_times IS NOT NULL AND (quota_period = 'month' OR quota_times <= 6)));
                ALTER TABLE tracker ADD COLUMN is_limit INTEGER NOT NULL DEFAULT 0
                    CHECK (is_limit IN (0, 1) AND (is_limit = 0 OR (kind = 'habit' AND quota_times IS NULL)));
                CREATE TRIGGER tracker_quota_whole BEFORE INSERT ON tracker
                    WHEN (NEW.quota_times IS NULL) <> (NEW.quota_period IS NULL)
                BEGIN SELECT RAISE(ABORT, 'a quota needs both its times and its period'); END;
                CREATE TRIGGER tracker_quota_kept_whole BEFORE UPDATE OF quota_times, quota_period ON tracker
                    WHEN (NEW.quota_times IS NULL) <> (NEW.quota_period IS NULL)
                BEGIN SELECT RAISE(ABORT, 'a quota needs both its times and its period'); END;

                ALTER TABLE user ADD COLUMN first_weekday INTEGER NOT NULL DEFAULT 0 CHECK (first_weekday IN (0, 6));
                """
        )
        try summarizeDaysWithLimits(db)
    }
}
