import GRDB

extension Migrations {
    /// Languages come from catalogue files now (`Locales/<code>.po`), so `user.language` holds
    /// any language code (`de`, `uk`, `pt-br`) instead of only `en` or `ru`. Whether the server
    /// speaks it is the application's check; a code whose file is gone reads as English.
    static func languageCodes(_ db: Database) throws {
        try rebuild(
            db,
            table: "user",
            replacing: [
                "language IN ('en', 'ru')":
                    "length(language) BETWEEN 2 AND 24 AND language GLOB '[a-z][a-z]*' AND language NOT GLOB '*[^a-z0-9-]*'"
            ]
        )
    }
}
