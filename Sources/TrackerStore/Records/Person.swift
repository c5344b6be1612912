import GRDB
import TrackerCore

/// A member as other members see them: names and avatar. The avatar is the uploaded picture
/// when there is one, else the emoji on its colour, else the initials.
public struct Person: Sendable, Hashable {
    public var id: Int64
    public var username: String
    public var displayName: String
    public var avatarEmoji: String?
    public var avatarColor: TrackerColor?
    /// The hash that names the uploaded picture's address, when there is a picture.
    public var pictureHash: String?

    public init(
        id: Int64,
        username: String,
        displayName: String,
        avatarEmoji: String? = nil,
        avatarColor: TrackerColor? = nil,
        pictureHash: String? = nil
    ) {
        self.id = id
        self.username = username
        self.displayName = displayName
        self.avatarEmoji = avatarEmoji
        self.avatarColor = avatarColor
        self.pictureHash = pictureHash
    }

    /// The columns `init(row:at:)` reads, for `FROM user LEFT JOIN avatar ON avatar.user_id = user.id`.
    static let columns = "user.id, user.username, user.display_name, user.avatar_emoji, user.avatar_color, avatar.hash"

    init(row: some StoredColumns, at start: Int = 0) throws {
        id = try row.stored(atIndex: start)
        username = try row.stored(atIndex: start + 1)
        displayName = try row.stored(atIndex: start + 2)
        avatarEmoji = try row.stored(atIndex: start + 3)
        avatarColor = try row.stored(atIndex: start + 4)
        pictureHash = try row.stored(atIndex: start + 5)
    }
}
