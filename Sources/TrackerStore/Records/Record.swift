import GRDB

/// The column naming every record shares: Swift camelCase properties, SQL snake_case columns.
public protocol SnakeCaseRecord: Codable, FetchableRecord, PersistableRecord {}

extension SnakeCaseRecord {
    public static var databaseColumnDecodingStrategy: DatabaseColumnDecodingStrategy { .convertFromSnakeCase }
    public static var databaseColumnEncodingStrategy: DatabaseColumnEncodingStrategy { .convertToSnakeCase }
}
