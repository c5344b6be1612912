import GRDB

extension Migrations {
    /// Your data (issue 16): an uploaded file waits here, as Tracker JSON, between its preview
    /// and the member's choice of how to import it.
    static func pendingImports(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE pending_import (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    source TEXT NOT NULL CHECK (source IN ('tracker', 'loop-backup', 'loop-csv')),
                    file_name TEXT NOT NULL CHECK (length(file_name) <= 800),
                    data BLOB NOT NULL,
                    created_at TEXT NOT NULL
                ) STRICT;
                CREATE INDEX pending_import_user ON pending_import(user_id);
                """
        )
    }
}
