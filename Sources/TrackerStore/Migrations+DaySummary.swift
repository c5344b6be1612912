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
        try db.execute(sql: summaryTable(DaySummaryRules.first))
    }

    /// The day counts again, for quotas and limits (issue 31): a limit's marks are not done days
    /// but slips, counted apart on the days the limit is scheduled; a habit with a quota is never
    /// scheduled. A day with neither done trackers nor slips has no row.
    static func summarizeDaysWithLimits(_ db: Database) throws {
        try resummarizeDays(db, DaySummaryRules.withLimits)
    }

    /// Makes the day counts anew under `rules`, in place of the ones kept so far.
    static func resummarizeDays(_ db: Database, _ rules: DaySummaryRules) throws {
        try db.execute(
            sql: """
                DROP TRIGGER completion_summed;
                DROP TRIGGER completion_unsummed;
                DROP TRIGGER completion_resummed;
                DROP TRIGGER tracker_unsummed;
                DROP TRIGGER tracker_resummed;
                DROP TABLE day_summary;
                \(summaryTable(rules))
                """
        )
    }

    /// What a version of the day counts reads and keeps.
    struct DaySummaryRules {
        /// The tracker columns the counts read.
        let trackerColumns: [String]
        /// The columns kept besides the person and the day, with their checks.
        let columns: String
        /// The counts of `counted`, each `SELECT` expression with its name.
        let counts: [(name: String, sql: String)]
        /// A row's counts are all zero.
        let isEmpty: String

        /// Bit 0 of a schedule is Monday; SQLite's `%w` counts from Sunday.
        static let scheduledOnDay =
            "(tracker.schedule >> ((ifnull(CAST(strftime('%w', completion.day) AS INTEGER), 0) + 6) % 7)) & 1"
        static let reachesTarget = "(tracker.target IS NULL OR ifnull(completion.value >= tracker.target, 0))"

        static let first = DaySummaryRules(
            trackerColumns: ["id", "user_id", "kind", "schedule", "start_day", "target"],
            columns: "done INTEGER NOT NULL CHECK (done >= 0), scheduled_done INTEGER NOT NULL CHECK (scheduled_done BETWEEN 0 AND done)",
            counts: [
                ("done", "sum(\(reachesTarget))"),
                ("scheduled_done", "sum(\(reachesTarget) AND tracker.kind = 'habit' AND \(scheduledOnDay))"),
            ],
            isEmpty: "done = 0"
        )

        static let withLimits = DaySummaryRules(
            trackerColumns: ["id", "user_id", "kind", "schedule", "start_day", "target", "quota_times", "is_limit"],
            columns: """
                done INTEGER NOT NULL CHECK (done >= 0),
                    scheduled_done INTEGER NOT NULL CHECK (scheduled_done BETWEEN 0 AND done),
                    slips INTEGER NOT NULL CHECK (slips >= 0)
                """,
            counts: [
                ("done", "sum(NOT tracker.is_limit AND \(reachesTarget))"),
                (
                    "scheduled_done",
                    "sum(NOT tracker.is_limit AND \(reachesTarget) AND tracker.kind = 'habit' AND tracker.quota_times IS NULL AND \(scheduledOnDay))"
                ),
                (
                    "slips",
                    "sum(tracker.is_limit AND (tracker.target IS NULL OR ifnull(completion.value > tracker.target, 0)) AND \(scheduledOnDay))"
                ),
            ],
            isEmpty: "done = 0 AND slips = 0"
        )
    }

    /// The table and the triggers that keep it.
    private static func summaryTable(_ rules: DaySummaryRules) -> String {
        let watched = (rules.trackerColumns.filter { $0 != "id" }).joined(separator: ", ")
        return """
            CREATE TABLE day_summary (
                user_id INTEGER NOT NULL,
                day TEXT NOT NULL,
                \(rules.columns),
                PRIMARY KEY (user_id, day)
            ) STRICT, WITHOUT ROWID;

            \(add(allCompletions, rules));

            CREATE TRIGGER completion_summed AFTER INSERT ON completion BEGIN
                \(add(oneCompletion("NEW"), rules));
            END;
            CREATE TRIGGER completion_unsummed AFTER DELETE ON completion BEGIN
                \(subtract(oneCompletion("OLD"), rules, userID: "(SELECT user_id FROM tracker WHERE id = OLD.tracker_id)", day: "OLD.day"));
            END;
            CREATE TRIGGER completion_resummed AFTER UPDATE OF tracker_id, day, value ON completion BEGIN
                \(subtract(oneCompletion("OLD"), rules, userID: "(SELECT user_id FROM tracker WHERE id = OLD.tracker_id)", day: "OLD.day"));
                \(add(oneCompletion("NEW"), rules));
            END;
            CREATE TRIGGER tracker_unsummed BEFORE DELETE ON tracker BEGIN
                \(subtract(completions(of: "OLD", rules), rules, userID: "OLD.user_id"));
            END;
            CREATE TRIGGER tracker_resummed AFTER UPDATE OF \(watched) ON tracker BEGIN
                \(subtract(completions(of: "OLD", rules), rules, userID: "OLD.user_id"));
                \(add(completions(of: "NEW", rules), rules));
            END;
            """
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
    private static func completions(of row: String, _ rules: DaySummaryRules) -> String {
        let columns = rules.trackerColumns.map { "\(row).\($0) AS \($0)" }
        return """
            FROM (SELECT \(columns.joined(separator: ", "))) AS tracker
                JOIN completion ON completion.tracker_id = tracker.id WHERE true
            """
    }

    /// The pairs of `source` on or after their tracker's start day, grouped by person and day,
    /// with the rules' counts; groups whose counts are all zero are left out.
    private static func counted(_ source: String, _ rules: DaySummaryRules) -> String {
        let counts = rules.counts.map { "\($0.sql) AS \($0.name)" }.joined(separator: ", ")
        let names = rules.counts.map(\.name)
        return """
            SELECT tracker.user_id AS user_id, completion.day AS day, \(counts)
                \(source)
                    AND completion.day >= tracker.start_day
                GROUP BY tracker.user_id, completion.day
                HAVING \(names.map { "\($0) > 0" }.joined(separator: " OR "))
            """
    }

    /// Adds the counted pairs of `source` to their days.
    private static func add(_ source: String, _ rules: DaySummaryRules) -> String {
        let names = rules.counts.map(\.name)
        return """
            INSERT INTO day_summary (user_id, day, \(names.joined(separator: ", ")))
                \(counted(source, rules))
                ON CONFLICT (user_id, day) DO UPDATE
                    SET \(names.map { "\($0) = \($0) + excluded.\($0)" }.joined(separator: ", "))
            """
    }

    /// Takes the counted pairs of `source` off their days, and drops the person's days left at
    /// zero (only `day`, when given).
    private static func subtract(_ source: String, _ rules: DaySummaryRules, userID: String, day: String? = nil) -> String {
        let names = rules.counts.map(\.name)
        return """
            UPDATE day_summary SET \(names.map { "\($0) = day_summary.\($0) - removed.\($0)" }.joined(separator: ", "))
                FROM (\(counted(source, rules))) AS removed
                WHERE day_summary.user_id = removed.user_id AND day_summary.day = removed.day;
            DELETE FROM day_summary WHERE user_id = \(userID) \(day.map { "AND day = \($0)" } ?? "") AND \(rules.isEmpty)
            """
    }
}
