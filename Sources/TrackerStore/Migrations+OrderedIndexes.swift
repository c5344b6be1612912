import GRDB

extension Migrations {
    /// Two indexes that let the busiest reads walk in order without visiting tables:
    /// - the main page's trackers in the member's order: the board's query
    ///   (`AppDatabase.boardRows`, which the API's day list reads too) walks it in order instead
    ///   of sorting every row, with all of its columns, in a temporary b-tree;
    /// - `tracker_public_order` with the two columns its own condition names (`is_public`,
    ///   `archived_at`): without them in the index, SQLite could not use it alone and read each
    ///   shared tracker's table row as well, for the Household tab and a member's page.
    static func orderedIndexes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX tracker_board_order ON tracker(user_id, position, id)
                WHERE archived_at IS NULL AND chore IS NULL;
                DROP INDEX tracker_public_order;
                CREATE INDEX tracker_public_order ON tracker(
                    user_id, pinned DESC, position, id, kind, schedule, start_day, target, name, emoji, color, is_limit,
                    is_public, archived_at
                ) WHERE is_public = 1 AND archived_at IS NULL;
                """
        )
    }
}
