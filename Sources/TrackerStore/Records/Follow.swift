import Foundation
import GRDB

/// One person following another (table `follow`).
public struct Follow: SnakeCaseRecord, Equatable, Sendable {
    public static let databaseTableName = "follow"
    public var followerId: Int64
    public var followeeId: Int64
    public var createdAt: Date
}
