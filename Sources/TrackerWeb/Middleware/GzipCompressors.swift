import CLibdeflate
import NIOConcurrencyHelpers
import NIOCore

/// One-shot gzip of whole bodies with libdeflate, its compressors kept for reuse (allocating one
/// costs more than compressing a page); at most `kept` wait idle. A rendered page is in memory
/// whole already, so nothing gains from zlib's streaming: libdeflate's level 1 gzips the main
/// page in about two thirds of zlib's time at its fastest settings, and some 12% smaller
/// (docs/DECISIONS.md, "Gzip with libdeflate").
final class GzipCompressors: Sendable {
    /// One compressor, lent to one request at a time.
    private final class Lent: @unchecked Sendable {
        let compressor: OpaquePointer
        init?(level: Int32) {
            guard let compressor = libdeflate_alloc_compressor(level) else { return nil }
            self.compressor = compressor
        }
        deinit { libdeflate_free_compressor(compressor) }
    }

    private let idle = NIOLockedValueBox<[Lent]>([])
    private let level: Int32
    private let kept: Int

    /// `level` from 1 (fastest: for bodies made per request) to 12 (smallest: for files compressed
    /// once).
    init(level: Int32 = 1, kept: Int = 4) {
        self.level = level
        self.kept = kept
    }

    /// The readable bytes of `plain`, gzipped into a new buffer.
    func gzip(_ plain: ByteBuffer) throws -> ByteBuffer {
        guard let lent = idle.withLockedValue({ $0.popLast() }) ?? Lent(level: level) else { throw GzipFailed() }
        defer { idle.withLockedValue { if $0.count < kept { $0.append(lent) } } }
        return try plain.withUnsafeReadableBytes { input in
            let bound = libdeflate_gzip_compress_bound(lent.compressor, input.count)
            var compressed = ByteBufferAllocator().buffer(capacity: bound)
            let written = compressed.writeWithUnsafeMutableBytes(minimumWritableBytes: bound) { output in
                libdeflate_gzip_compress(lent.compressor, input.baseAddress, input.count, output.baseAddress, output.count)
            }
            // 0 means the output did not fit, which the bound rules out.
            guard written > 0 else { throw GzipFailed() }
            return compressed
        }
    }
}

/// libdeflate could not allocate a compressor, or its output did not fit.
struct GzipFailed: Error {}
