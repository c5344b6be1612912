import GRDB

extension Migrations {
    /// Archive and your order (issue 32). An archived tracker (`archived_at` set) keeps its
    /// history but leaves the main page, statistics, the household, reminders and the feed: the
    /// day counts leave its completions out (`DaySummaryRules.withArchive`), and the household's
    /// index holds only trackers that are shared and not archived.
    ///
    /// Categories keep the member's order in `category.position`. Trackers keep one sequence a
    /// member, `tracker.position` 1…n, in their categories' order and, within a category, in
    /// the member's order: so the pinned group and the household's flat lists follow the same
    /// order with one column. Triggers keep the sequence whole: a new tracker or category goes
    /// last (a tracker last in its category, also when it moves to another), and a reordered
    /// category renumbers its member's trackers. Existing rows are numbered in today's order:
    /// categories by name, trackers by name within them.
    static func archiveAndOrder(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tracker ADD COLUMN archived_at TEXT;
                ALTER TABLE tracker ADD COLUMN position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0);
                ALTER TABLE category ADD COLUMN position INTEGER NOT NULL DEFAULT 0 CHECK (position >= 0);

                UPDATE category SET position = ordered.n FROM (
                    SELECT id, row_number() OVER (PARTITION BY user_id ORDER BY name_key, id) AS n FROM category
                ) AS ordered WHERE category.id = ordered.id;
                UPDATE tracker SET position = ordered.n FROM (
                    SELECT tracker.id AS id, row_number() OVER (
                        PARTITION BY tracker.user_id ORDER BY category.position, category.id, tracker.name_key, tracker.id
                    ) AS n
                    FROM tracker JOIN category ON category.id = tracker.category_id
                ) AS ordered WHERE tracker.id = ordered.id;

                CREATE TRIGGER category_placed AFTER INSERT ON category WHEN NEW.position = 0 BEGIN
                    UPDATE category SET position = (SELECT ifnull(max(position), 0) + 1 FROM category WHERE user_id = NEW.user_id)
                        WHERE id = NEW.id;
                END;
                CREATE TRIGGER tracker_placed AFTER INSERT ON tracker WHEN NEW.position = 0 BEGIN
                    \(placeLast("NEW"))
                END;
                CREATE TRIGGER tracker_moved AFTER UPDATE OF category_id ON tracker
                    WHEN OLD.category_id <> NEW.category_id
                BEGIN
                    \(placeLast("NEW"))
                END;
                CREATE TRIGGER category_reordered AFTER UPDATE OF position ON category BEGIN
                    \(renumber(userID: "NEW.user_id"))
                END;

                DROP INDEX tracker_public_order;
                CREATE INDEX tracker_public_order ON tracker(
                    user_id, pinned DESC, position, id, kind, schedule, start_day, target, name, emoji, color, is_limit
                ) WHERE is_public = 1 AND archived_at IS NULL;
                CREATE INDEX tracker_archived ON tracker(user_id) WHERE archived_at IS NOT NULL;
                """
        )
        try resummarizeDays(db, DaySummaryRules.withArchive)
    }

    /// Puts the tracker `row` after every other tracker of its member, then renumbers them so it
    /// ends its category.
    private static func placeLast(_ row: String) -> String {
        """
        UPDATE tracker SET position = (SELECT ifnull(max(position), 0) + 1 FROM tracker WHERE user_id = \(row).user_id)
            WHERE id = \(row).id;
        \(renumber(userID: "\(row).user_id"))
        """
    }

    /// Numbers the member's trackers 1…n in their categories' order, keeping the order within each.
    private static func renumber(userID: String) -> String {
        """
        UPDATE tracker SET position = ordered.n FROM (
            SELECT tracker.id AS id, row_number() OVER (
                ORDER BY category.position, category.id, tracker.position, tracker.id
            ) AS n
            FROM tracker JOIN category ON category.id = tracker.category_id
            WHERE tracker.user_id = \(userID)
        ) AS ordered WHERE tracker.id = ordered.id AND tracker.position <> ordered.n;
        """
    }
}

extension Migrations.DaySummaryRules {
    /// The counts with limits, leaving archived trackers out: archiving takes a tracker's days
    /// off the counts, restoring puts them back (the tracker's `archived_at` is watched).
    static let withArchive = Migrations.DaySummaryRules(
        trackerColumns: withLimits.trackerColumns + ["archived_at"],
        columns: withLimits.columns,
        counts: withLimits.counts.map { count in
            precondition(count.sql.hasPrefix("sum("))
            return (count.name, "sum(tracker.archived_at IS NULL AND " + count.sql.dropFirst(4))
        },
        isEmpty: withLimits.isEmpty
    )
}
