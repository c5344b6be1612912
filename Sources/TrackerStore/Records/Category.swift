import Foundation
import GRDB

/// A person's group of trackers (table `category`).
public struct Category: SnakeCaseRecord, Identifiable, Equatable, Sendable {
    public static let databaseTableName = "category"
    public var id: Int64
    public var userId: Int64
    public var name: String
    public var nameKey: String
    public var createdAt: Date
    /// Its place in the member's order of categories.
    public var position: Int = 0
}
