import Foundation
import Hummingbird
import NIOCore

/// Gzips text responses of 1 KB or more for clients that accept it, with a correct
/// `Content-Length` and `Vary: Accept-Encoding`. One call to libdeflate for the whole body.
struct GzipMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Smaller bodies gain nothing from compression.
    static var minimumSize: Int { 1024 }
    /// Compressors kept between responses, at libdeflate's fastest level: bodies are made per
    /// request. Files that never change are compressed once, at their best, by `StaticFiles`.
    let compressors = GzipCompressors()
    /// Bodies larger than this are sent as they are rather than buffered.
    static var maximumSize: Int { 8 * 1024 * 1024 }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        var response = try await next(request, context)
        guard let type = response.headers[.contentType], Self.isCompressible(type) else { return response }
        response.headers[values: .vary].append("Accept-Encoding")
        guard Self.acceptsGzip(request.headers[.acceptEncoding]), response.headers[.contentEncoding] == nil,
            request.method != .head, response.status != .notModified, response.status != .noContent
        else { return response }
        // A body of unknown length is streamed (the data downloads) and goes as it is, so that
        // it is never gathered whole in memory.
        guard let length = response.body.contentLength, length >= Self.minimumSize, length <= Self.maximumSize else {
            return response
        }
        let plain = try await Self.collect(response.body)
        let compressed = try compressors.gzip(plain)
        response.headers[.contentEncoding] = "gzip"
        response.headers[.contentLength] = String(compressed.readableBytes)
        // An ETag names the plain bytes; the gzip bytes are a different representation.
        if let etag = response.headers[.eTag], !etag.hasPrefix("W/") {
            response.headers[.eTag] = "W/" + etag
        }
        response.body = .init(byteBuffer: compressed)
        return response
    }

    /// Text that compresses well: HTML, CSS, SVG, JSON, plain text, the web manifest.
    static func isCompressible(_ contentType: String) -> Bool {
        let type = contentType.lowercased()
        return type.hasPrefix("text/") || type.hasPrefix("image/svg+xml") || type.hasPrefix("application/json")
            || type.hasPrefix("application/manifest+json") || type.hasPrefix("application/xml")
    }

    /// Whether an `Accept-Encoding` header allows gzip (and does not set its weight to zero).
    static func acceptsGzip(_ header: String?) -> Bool {
        guard let header else { return false }
        for item in header.lowercased().split(separator: ",") {
            let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.first == "gzip" || parts.first == "*" else { continue }
            let refused = parts.dropFirst().contains { $0.replacingOccurrences(of: " ", with: "") == "q=0" }
            return !refused
        }
        return false
    }

    private static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
        let sink = BufferSink()
        try await body.write(CollectingWriter(sink: sink))
        return sink.buffer
    }
}

/// Where a collected body accumulates.
private final class BufferSink {
    var buffer = ByteBuffer()
}

/// A body writer that keeps what is written instead of sending it.
private struct CollectingWriter: ResponseBodyWriter {
    let sink: BufferSink

    mutating func write(_ buffer: ByteBuffer) async throws {
        // A rendered page comes as one buffer: keep it rather than copy it.
        if sink.buffer.readableBytes == 0 {
            sink.buffer = buffer
        } else {
            var buffer = buffer
            sink.buffer.writeBuffer(&buffer)
        }
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
