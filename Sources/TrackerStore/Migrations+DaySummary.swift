import GRDB

extension Migrations {
    /// Keeps, for each person and day, how many of their trackers were done that day and how many
    /// of those were habits scheduled that day, so the statistics page reads one row a day
    /// instead of every completion. Triggers keep it true for every write: marks, values, undoes,
    /// moved days, a tracker's changed target, schedule, kind or start day, and deletes (a
    /// tracker's, its category's or its person's, whose completions go by cascade). A day whose
    /// counts fall to zero has no row.
    ///
    /// The rules match `Statistics.Sweep`: a completion counts from its tracker's start day when
    /// it is done (`Measure.isDone`), and counts as scheduled when its tracker is a habit whose
    /// schedule holds the day's weekday (`TrackerTiming.isScheduled`).
    static func summarizeDays(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE day_summary (
                    user_id INTEGER NOT NULL,
                    day TEXT NOT NULL,
                    done INTEGER NOT NULL CHECK (done >= 0),
                    scheduled_done INTEGER NOT NULL CHECK (scheduled_done BETWEEN 0 AND done),
                    PRIMARY KEY (user_id, day)
                ) STRICT, WITHOUT ROWID;

                \(add(allCompletions));

                CREATE TRIGGER completion_summed AFTER INSERT ON completion BEGIN
                    \(add(oneCompletion("NEW")));
                END;
                CREATE TRIGGER completion_unsummed AFTER DELETE ON completion BEGIN
                    \(subtract(oneCompletion("OLD"), userID: "(SELECT user_id FROM tracker WHERE id = OLD.tracker_id)", day: "OLD.day"));
                END;
                CREATE TRIGGER completion_resummed AFTER UPDATE OF tracker_id, day, value ON completion BEGIN
                    \(subtract(oneCompletion("OLD"), userID: "(SELECT user_id FROM tracker WHERE id = OLD.tracker_id)", day: "OLD.day"));
                    \(add(oneCompletion("NEW")));
                END;
                CREATE TRIGGER tracker_unsummed BEFORE DELETE ON tracker BEGIN
                    \(subtract(completions(of: "OLD"), userID: "OLD.user_id"));
                END;
                CREATE TRIGGER tracker_resummed AFTER UPDATE OF kind, schedule, start_day, target, user_id ON tracker BEGIN
                    \(subtract(completions(of: "OLD"), userID: "OLD.user_id"));
                    \(add(completions(of: "NEW")));
                END;
                """
        )
    }

    /// Every tracker paired with its completions, as `FROM … WHERE …` (for filling the table).
    private static let allCompletions = "FROM tracker JOIN completion ON completion.tracker_id = tracker.id WHERE true"

    /// One completion row of a trigger (NEW or OLD) paired with its tracker, if the tracker is
    /// still there: completions deleted by a tracker's cascade find none, as the tracker's own
    /// trigger has already taken them off.
    private static func oneCompletion(_ row: String) -> String {
        """
        FROM tracker, (SELECT \(row).day AS day, \(row).value AS value) AS completion
            WHERE tracker.id = \(row).tracker_id
        """
    }

    /// A tracker row of a trigger (NEW or OLD, as it was) paired with its completions.
    private static func completions(of row: String) -> String {
        let columns = ["id", "user_id", "kind", "schedule", "start_day", "target"].map { "\(row).\($0) AS \($0)" }
        return """
            FROM (SELECT \(columns.joined(separator: ", "))) AS tracker
                JOIN completion ON completion.tracker_id = tracker.id WHERE true
            """
    }

    /// The pairs of `source` that count, grouped by person and day, with their two counts: done
    /// (no target, or the value reaches it) on or after the tracker's start day; and of those,
    /// the ones of a habit scheduled on the day's weekday (bit 0 of a schedule is Monday;
    /// SQLite's `%w` counts from Sunday).
    private static func counted(_ source: String) -> String {
        """
        SELECT tracker.user_id AS user_id, completion.day AS day, count(*) AS done,
                sum(tracker.kind = 'habit'
                    AND (tracker.schedule >> ((ifnull(CAST(strftime('%w', completion.day) AS INTEGER), 0) + 6) % 7)) & 1
                ) AS scheduled_done
            \(source)
                AND completion.day >= tracker.start_day
                AND (tracker.target IS NULL OR ifnull(completion.value >= tracker.target, 0))
            GROUP BY tracker.user_id, completion.day
        """
    }

    /// Adds the counted pairs of `source` to their days.
    private static func add(_ source: String) -> String {
        """
        INSERT INTO day_summary (user_id, day, done, scheduled_done)
            \(counted(source))
            ON CONFLICT (user_id, day) DO UPDATE
                SET done = done + excluded.done, scheduled_done = scheduled_done + excluded.scheduled_done
        """
    }

    /// Takes the counted pairs of `source` off their days, and drops the person's days left at
    /// zero (only `day`, when given).
    private static func subtract(_ source: String, userID: String, day: String? = nil) -> String {
        """
        UPDATE day_summary SET done = day_summary.done - removed.done,
                scheduled_done = day_summary.scheduled_done - removed.scheduled_done
            FROM (\(counted(source))) AS removed
            WHERE day_summary.user_id = removed.user_id AND day_summary.day = removed.day;
        DELETE FROM day_summary WHERE user_id = \(userID) \(day.map { "AND day = \($0)" } ?? "") AND done = 0
        """
    }
}
