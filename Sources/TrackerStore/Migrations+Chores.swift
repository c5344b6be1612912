import GRDB

extension Migrations {
    /// Household trackers (chores, issue 33). A chore is an ordinary `tracker` row kept by the
    /// member who made it (its category, triggers and counts stay as they are), marked by `chore`:
    /// `shared`, or `turns` when its members take turns. `chore_member` lists who takes part, in
    /// turn order; a member who leaves the household leaves with their rows. `completion.marked_by`
    /// says who marked a day (its `created_at` says when); it is empty for marks older than this.
    /// `chore_reminder` records each member's push reminder of a chore's day, as `reminder_delivery`
    /// (one row a tracker and day) does for a member's own tracker.
    static func chores(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE tracker ADD COLUMN chore TEXT CHECK (chore IN ('shared', 'turns'));
                ALTER TABLE completion ADD COLUMN marked_by INTEGER REFERENCES user(id) ON DELETE SET NULL;

                CREATE TABLE chore_member (
                    tracker_id INTEGER NOT NULL REFERENCES tracker(id) ON DELETE CASCADE,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    position INTEGER NOT NULL CHECK (position >= 0),
                    PRIMARY KEY (tracker_id, user_id),
                    UNIQUE (tracker_id, position)
                ) STRICT, WITHOUT ROWID;
                CREATE INDEX chore_member_user ON chore_member(user_id, tracker_id);
                CREATE INDEX completion_marked_by ON completion(marked_by) WHERE marked_by IS NOT NULL;

                CREATE TABLE chore_reminder (
                    tracker_id INTEGER NOT NULL REFERENCES tracker(id) ON DELETE CASCADE,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
                    PRIMARY KEY (tracker_id, day, user_id)
                ) STRICT, WITHOUT ROWID;
                CREATE INDEX chore_reminder_user ON chore_reminder(user_id);
                """
        )
    }
}
