import Foundation

/// An uploaded avatar picture, as served.
public struct AvatarPicture: Sendable {
    public var hash: String
    public var mediaType: String
    public var data: Data
}
