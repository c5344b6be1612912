import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore

/// One file of `Public/`, as it is sent.
struct StaticFile: Sendable {
    let contentType: String
    let plain: ByteBuffer
    /// The gzip form, when it is worth sending (text of 1 KB or more).
    let gzipped: ByteBuffer?
    /// Names the plain bytes; the gzip form's tag adds `-gz`, as it is another representation.
    let etag: String
    /// The tag's first hex digits, for a fingerprinted address.
    var fingerprint: String { String(etag.dropFirst().prefix(10)) }
    /// `no-cache` (ask again each time, a 304 when unchanged), or a year and `immutable` for an
    /// address that names its content.
    var cacheControl = "no-cache"
}

/// The stylesheets' addresses, named for their content: the whole sheet, which every page but
/// the main one links, and the main page's own (`BoardStylesheet`).
struct Stylesheets: Sendable {
    var whole = Paths.stylesheet
    var board = Paths.boardStylesheet
}

/// A request context that carries the stylesheets' fingerprinted addresses to the pages' layout.
protocol StylesheetContext: RequestContext {
    var stylesheets: Stylesheets { get set }
}

/// Serves the files under `Public/`, read and gzipped (at zlib's best level) once at start, from
/// memory and before anything looks up who is asking: a stylesheet request costs no database
/// read and no compression. Only names that exist at start are served, so no request can reach
/// outside the folder; a changed file is served after a restart, like a changed template.
///
/// The stylesheet is also served at an address that names its content (`/css/app.<hash>.css`),
/// cached for a year as immutable; pages link that one, so a repeat visit asks only for the page.
/// So is the main page's own sheet, made from it (`/css/board.css`, `BoardStylesheet`).
struct StaticFilesMiddleware<Context: StylesheetContext>: RouterMiddleware {
    let files: [String: StaticFile]
    /// The stylesheets' fingerprinted addresses, handed to every request's context.
    let stylesheets: Stylesheets

    /// Reads every file under `directory` (following symbolic links), keyed by its address
    /// (`/css/app.css`); hidden files and folders are left out. `additions` are text the server
    /// writes at the end of a file, by its address (the palette's CSS rules).
    init(directory: String, additions: [String: String] = [:]) throws {
        let root = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
        var files: [String: StaticFile] = [:]
        for relative in try FileManager.default.subpathsOfDirectory(atPath: root) {
            guard !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else { continue }
            let url = URL(fileURLWithPath: root).appendingPathComponent(relative).resolvingSymlinksInPath()
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            var data = try Data(contentsOf: url)
            data.append(contentsOf: Array((additions["/" + relative] ?? "").utf8))
            if url.pathExtension == "css" {
                let text = String(decoding: data, as: UTF8.self)
                if "/" + relative == Paths.stylesheet {
                    let board = try BoardStylesheet.of(text)
                    files[Paths.boardStylesheet] = try Self.file(Data(CSSMinifier.minify(board).utf8), pathExtension: "css")
                }
                data = Data(CSSMinifier.minify(text).utf8)
            }
            files["/" + relative] = try Self.file(data, pathExtension: url.pathExtension)
        }
        /// A sheet's address named for its content, served as immutable beside the plain one.
        func fingerprinted(_ path: String) -> String {
            guard var sheet = files[path] else { return path }
            let address = Paths.fingerprinted(path, sheet.fingerprint)
            sheet.cacheControl = "public, max-age=31536000, immutable"
            files[address] = sheet
            return address
        }
        stylesheets = Stylesheets(whole: fingerprinted(Paths.stylesheet), board: fingerprinted(Paths.boardStylesheet))
        self.files = files
    }

    private static func file(_ data: Data, pathExtension: String) throws -> StaticFile {
        let type = MediaType.getMediaType(forExtension: pathExtension).map(\.description) ?? "application/octet-stream"
        let plain = ByteBuffer(bytes: data)
        var gzipped: ByteBuffer?
        if GzipMiddleware<Context>.isCompressible(type), plain.readableBytes >= GzipMiddleware<Context>.minimumSize {
            gzipped = try GzipCompressors(level: 12, kept: 0).gzip(plain)
        }
        let digest = SHA256.hash(data: data).prefix(12).map { String(format: "%02x", $0) }.joined()
        return StaticFile(contentType: type, plain: plain, gzipped: gzipped, etag: "\"\(digest)\"")
    }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        guard request.method == .get || request.method == .head, let file = files[request.uri.path] else {
            var context = context
            context.stylesheets = stylesheets
            return try await next(request, context)
        }
        let useGzip = file.gzipped != nil && GzipMiddleware<Context>.acceptsGzip(request.headers[.acceptEncoding])
        let body = useGzip ? file.gzipped! : file.plain
        let etag = useGzip ? String(file.etag.dropLast()) + "-gz\"" : file.etag
        var headers: HTTPFields = [.contentType: file.contentType, .eTag: etag, .cacheControl: file.cacheControl]
        if file.gzipped != nil { headers[.vary] = "Accept-Encoding" }
        if Self.matches(request.headers[.ifNoneMatch], etag) {
            var notModified = Response(status: .notModified, headers: headers)
            // A 304 has no body; a Content-Length would have to be the 200's, so none is sent.
            notModified.headers[.contentLength] = nil
            return notModified
        }
        if useGzip { headers[.contentEncoding] = "gzip" }
        headers[.contentLength] = String(body.readableBytes)
        return Response(status: .ok, headers: headers, body: request.method == .head ? .init() : .init(byteBuffer: body))
    }

    /// Whether `If-None-Match` names this tag (compared weakly, as RFC 9110 asks for GET), or is `*`.
    static func matches(_ header: String?, _ etag: String) -> Bool {
        guard let header else { return false }
        func opaque(_ tag: String) -> Substring { tag.hasPrefix("W/") ? tag.dropFirst(2) : tag[...] }
        return header.split(separator: ",").contains { item in
            let tag = item.trimmingCharacters(in: .whitespaces)
            return tag == "*" || opaque(tag) == opaque(etag)
        }
    }
}
