import GRDB

extension Migrations {
    /// Reminders (issue 15): the calendar feed's address holds a secret of which the database
    /// keeps only a hash, as it does for sessions and invites. Nothing wrote the old column.
    static func calendarFeed(_ db: Database) throws {
        try db.execute(
            sql: """
                ALTER TABLE user RENAME COLUMN calendar_token TO calendar_token_hash;
                UPDATE user SET calendar_token_hash = NULL;
                """
        )
    }
}
