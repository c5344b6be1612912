import Hummingbird
import NIOCore
import TrackerStore

/// Reads every POST's form strictly (a malformed one is a 400) and refuses it unless it carries
/// the visitor's CSRF token (403); only a "Done" link from a notification goes without. Either way nothing changes. Every form is small (64 KB at
/// most) except the avatar upload, a multipart form of up to 5 MB on its one route.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The form field that carries the token.
    static let field = "_csrf"

    /// The largest avatar upload: a phone photo is 2–5 MB.
    static let uploadLimit = 5 * 1024 * 1024

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
        if request.uri.path == Paths.avatarPicture, MultipartForm.isMultipart(request.headers[.contentType]) {
            let body: ByteBuffer
            do {
                body = try await request.collectBody(upTo: Self.uploadLimit)
            } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
                throw PageError.pictureTooLarge
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
