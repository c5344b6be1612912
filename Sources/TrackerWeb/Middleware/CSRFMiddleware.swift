import Hummingbird
import NIOCore
import TrackerStore

/// Reads every POST's form strictly (a malformed one is a 400) and refuses it unless it carries
/// the visitor's CSRF token (403); only a "Done" link from a notification goes without. Either way nothing changes. Every form is small (64 KB at
/// most) except the two uploads, multipart forms on their own routes: the avatar (5 MB) and
/// a file to import (20 MB).
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The form field that carries the token.
    static let field = "_csrf"

    /// The largest avatar upload: a phone photo is 2–5 MB.
    static let uploadLimit = 5 * 1024 * 1024
    /// The largest file to import: ten years of thirty trackers is about 1.5 MB of JSON.
    static let importLimit = 20 * 1024 * 1024

    /// The routes that take a file, as `multipart/form-data`: their size limit, and the page
    /// for a file over it.
    static let uploads: [String: (limit: Int, tooLarge: PageError)] = [
        Paths.avatarPicture: (uploadLimit, .pictureTooLarge),
        Paths.dataImport: (importLimit, .importTooLarge),
    ]

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        guard request.method == .post else { return try await next(request, context) }
        var request = request
        var context = context
        let given: String?
        if let upload = Self.uploads[request.uri.path], MultipartForm.isMultipart(request.headers[.contentType]) {
            // Only members upload: a visitor's file is not read at all.
            guard context.signedIn != nil else { throw SignInRequired() }
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: upload.limit)
            } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
                throw upload.tooLarge
            }
            guard let form = MultipartForm(body: body, contentType: request.headers[.contentType]) else {
                throw HTTPError(.badRequest)
            }
            given = form.text(Self.field)
            context.upload = form
        } else if request.uri.path.hasPrefix(Paths.reminderDonePrefix) {
            // A notification's "Done" link carries its own signed permission, and ntfy posts it
            // from the phone with no form at all; only the size limit applies.
            _ = try await request.collectBody(upTo: context.maxUploadSize)
            return try await next(request, context)
        } else {
            // Buffering keeps the body readable for the handler; over the limit, this throws 413.
            let body = try await request.collectBody(upTo: context.maxUploadSize)
            given = try FormBody(body.readableBytesView).value(Self.field)
        }
        guard let given, !context.csrfToken.isEmpty, SecretToken.matches(given, context.csrfToken) else {
            throw HTTPError(.forbidden)
        }
        return try await next(request, context)
    }
}
