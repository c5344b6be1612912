import CompressNIO
import HTTPTypes
import Hummingbird
import NIOCore

/// A whole page as it is sent: its HTML, and that HTML gzipped.
struct SentPage: Sendable {
    let plain: ByteBuffer
    let gzipped: ByteBuffer

    /// Both forms' bytes, which is what remembering it costs.
    var size: Int { plain.readableBytes + gzipped.readableBytes }
}

extension Renderer {
    /// A whole page remembered as the bytes sent, plain and gzipped, by a key that stands for
    /// everything on it, the layout included (whose page, its data version, the query, the day,
    /// the language and the CSRF token). A page loaded again unchanged is then neither read,
    /// rendered nor compressed again. `make` renders the page (and may read the database).
    /// It is sent gzipped when the request accepts that.
    func page(
        for key: some Hashable & Sendable,
        request: Request,
        make: () async throws -> String
    ) async throws -> Response {
        let acceptsGzip = GzipMiddleware<AppRequestContext>.acceptsGzip(request.headers[.acceptEncoding])
        let page = try await pages.value(for: key) {
            var plain = ByteBuffer(string: try await make())
            let gzipped = try plain.compress(with: .gzip(configuration: .init(compressionLevel: 6)))
            plain.moveReaderIndex(to: 0)
            return SentPage(plain: plain, gzipped: gzipped)
        }
        // The gzip middleware leaves a body that says its encoding as it is, and adds `Vary`.
        var headers: HTTPFields = [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"]
        if acceptsGzip { headers[.contentEncoding] = "gzip" }
        return Response(status: .ok, headers: headers, body: .init(byteBuffer: acceptsGzip ? page.gzipped : page.plain))
    }
}
