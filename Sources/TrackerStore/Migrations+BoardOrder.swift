import GRDB

extension Migrations {
    /// The main page's trackers in the member's order, straight from an index: the board's query
    /// (`AppDatabase.boardRows`, which the API's day list reads too) then walks the index in order
    /// instead of sorting every row, with all of its columns, in a temporary b-tree.
    static func boardOrder(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE INDEX tracker_board_order ON tracker(user_id, position, id)
                WHERE archived_at IS NULL AND chore IS NULL
                """
        )
    }
}
