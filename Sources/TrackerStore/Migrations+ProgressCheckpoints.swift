import GRDB

extension Migrations {
    /// Where each tracker's current streak and strength stood at the end of a past day
    /// (`ProgressCheckpoint`), so that the JSON API's list reads only the days since. Derived data:
    /// a row is written by a read that found none, and dropped here by anything it was computed
    /// from: a mark, value or skip on or before its day, an away range, the tracker's timing, or
    /// the member's first weekday. `first_read` is the first day whose record the next
    /// computation needs.
    static func progressCheckpoints(_ db: Database) throws {
        let drop = "DELETE FROM progress_checkpoint WHERE"
        let ofMember = { (user: String) in "\(drop) tracker_id IN (SELECT id FROM tracker WHERE user_id = \(user))" }
        var triggers = ""
        for table in ["completion", "skip"] {
            triggers += """
                CREATE TRIGGER \(table)_added_unchecks AFTER INSERT ON \(table) BEGIN
                    \(drop) tracker_id = NEW.tracker_id AND through >= NEW.day;
                END;
                CREATE TRIGGER \(table)_removed_unchecks AFTER DELETE ON \(table) BEGIN
                    \(drop) tracker_id = OLD.tracker_id AND through >= OLD.day;
                END;
                CREATE TRIGGER \(table)_changed_unchecks AFTER UPDATE ON \(table) BEGIN
                    \(drop) (tracker_id = OLD.tracker_id AND through >= OLD.day) OR (tracker_id = NEW.tracker_id AND through >= NEW.day);
                END;

                """
        }
        try db.execute(
            sql: """
                CREATE TABLE progress_checkpoint (
                    tracker_id INTEGER PRIMARY KEY REFERENCES tracker(id) ON DELETE CASCADE,
                    through TEXT NOT NULL,
                    first_read TEXT NOT NULL CHECK (first_read <= through),
                    score REAL NOT NULL CHECK (score BETWEEN 0 AND 1),
                    streak INTEGER NOT NULL CHECK (streak >= 0)
                ) STRICT;

                \(triggers)
                CREATE TRIGGER away_added_unchecks AFTER INSERT ON away BEGIN \(ofMember("NEW.user_id")); END;
                CREATE TRIGGER away_removed_unchecks AFTER DELETE ON away BEGIN \(ofMember("OLD.user_id")); END;
                CREATE TRIGGER away_changed_unchecks AFTER UPDATE ON away BEGIN
                    \(ofMember("OLD.user_id"));
                    \(ofMember("NEW.user_id"));
                END;
                CREATE TRIGGER tracker_timing_unchecks
                    AFTER UPDATE OF user_id, kind, schedule, start_day, target, quota_times, quota_period, is_limit ON tracker
                BEGIN \(drop) tracker_id = NEW.id; END;
                CREATE TRIGGER week_start_unchecks AFTER UPDATE OF first_weekday ON user BEGIN \(ofMember("NEW.id")); END;
                """
        )
    }
}
