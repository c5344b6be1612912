import AvatarImage
import NIOCore
import NIOPosix

/// Turns uploaded photos into avatars (`AvatarImage`: upright, square, at most 256 px, no
/// metadata) on NIO's thread pool, one at a time with a few waiting, so a burst of uploads
/// can't take the cores from the pages.
struct Pictures: Sendable {
    private let gate = WorkGate(width: 1, queueLimit: 4)

    /// The avatar made from `bytes`, or why it can't be made.
    func avatar(from bytes: [UInt8]) async throws -> Result<[UInt8], AvatarImageError> {
        try await gate.run {
            try await NIOThreadPool.singleton.runIfActive {
                Result { () throws(AvatarImageError) in try AvatarImage.square(from: bytes) }
            }
        }
    }
}
