import CompressNIO
import NIOConcurrencyHelpers
import NIOCore

/// zlib compressors kept for reuse. Setting one up allocates and clears some 64 KB of tables,
/// which for every page costs more than resetting one that is done; at most `kept` wait idle.
final class GzipCompressors: Sendable {
    /// One compressor, lent to one request at a time.
    private final class Lent: @unchecked Sendable {
        let compressor: ZlibCompressor
        init(_ compressor: ZlibCompressor) { self.compressor = compressor }
    }

    private let idle = NIOLockedValueBox<[Lent]>([])
    private let configuration: ZlibConfiguration
    private let kept: Int

    init(configuration: ZlibConfiguration, kept: Int = 8) {
        self.configuration = configuration
        self.kept = kept
    }

    /// The readable bytes of `plain`, gzipped into a new buffer.
    func gzip(_ plain: inout ByteBuffer) throws -> ByteBuffer {
        let lent = try idle.withLockedValue { $0.popLast() } ?? Lent(ZlibCompressor(algorithm: .gzip, configuration: configuration))
        var compressed = ByteBufferAllocator().buffer(capacity: lent.compressor.maxSize(from: plain))
        try lent.compressor.deflate(from: &plain, to: &compressed, flush: .finish)
        // A compressor that fails to reset is dropped (and freed) rather than kept.
        if (try? lent.compressor.reset()) != nil {
            idle.withLockedValue { if $0.count < kept { $0.append(lent) } }
        }
        return compressed
    }
}
