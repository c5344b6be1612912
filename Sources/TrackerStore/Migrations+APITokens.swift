import GRDB

extension Migrations {
    /// API tokens (issue 34): a member's bearer tokens for the JSON API. Only the token's hash is
    /// kept; `scope` is `read` or `write` (read and write). `last_used_at` is written at most once
    /// a minute per token, so the API's reads don't each write.
    static func apiTokens(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE api_token (
                    id INTEGER PRIMARY KEY,
                    user_id INTEGER NOT NULL REFERENCES user(id) ON DELETE CASCADE,
                    token_hash TEXT NOT NULL UNIQUE,
                    name TEXT NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
                    scope TEXT NOT NULL CHECK (scope IN ('read', 'write')),
                    created_at TEXT NOT NULL,
                    last_used_at TEXT
                ) STRICT;
                CREATE INDEX api_token_user ON api_token(user_id);
                """
        )
    }
}
