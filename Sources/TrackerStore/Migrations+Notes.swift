import GRDB

extension Migrations {
    /// Notes (issue 32): a tracker holds at most one note a day, 1–500 characters under the text
    /// rule (line breaks allowed), gone with its tracker. The CHECKs mirror `NoteText` as v4's do
    /// `TextRule`: 1 to 4096 bytes (counted as bytes, since `length()` stops at a NUL), no NUL,
    /// and no other control character but the line feed. Pages are rendered fresh, so there is
    /// no data version to bump (v6 dropped it).
    static func notes(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE note (
                    tracker_id INTEGER NOT NULL REFERENCES tracker(id) ON DELETE CASCADE,
                    day TEXT NOT NULL CHECK (day GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
                    text TEXT NOT NULL CHECK (
                        length(CAST(text AS BLOB)) BETWEEN 1 AND 4096 AND instr(CAST(text AS BLOB), X'00') = 0
                        AND text NOT GLOB '*[' || char(1) || '-' || char(9) || char(11) || '-' || char(31) || char(127) || ']*'
                    ),
                    created_at TEXT NOT NULL,
                    updated_at TEXT NOT NULL,
                    PRIMARY KEY (tracker_id, day)
                ) STRICT, WITHOUT ROWID;
                """
        )
    }
}
