import GRDB

extension Migrations {
    /// Pages are rendered fresh on every request, so nothing reads a person's data version any
    /// more: its triggers (which made every write also write the person's row) and its column go.
    static func dropDataVersion(_ db: Database) throws {
        var drops = ""
        for table in ["tracker", "category", "completion"] {
            for event in ["insert", "update", "delete"] {
                drops += "DROP TRIGGER \(table)_\(event)_versioned;\n"
            }
        }
        try db.execute(sql: drops + "ALTER TABLE user DROP COLUMN data_version;")
    }
}
