import Hummingbird
import NIOCore
import TrackerStore

/// The middleware of a route group: reads a POST's body once, within the endpoint's limit, and
/// refuses it unless it carries the visitor's CSRF token (403). A URL-encoded form is parsed
/// strictly (`FormBody`; a malformed one is a 400) and kept on the context for the handler's
/// typed form; an upload's multipart form likewise. Either way a refused request changes nothing.
struct FormMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The form field that carries the token.
    static let field = "_csrf"

    let csrf: CSRFPolicy
    let body: BodyRule
    let access: Access

    /// The group this middleware makes: one per policy.
    var key: String { "\(access.rawValue) \(csrf.rawValue) \(body.limit)" }

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
        switch csrf {
        case .none:
            return try await next(request, context)
        case .signedLink:
            // The address carries its own signed permission, and ntfy posts it from the phone
            // with no form at all; only the size limit applies.
            _ = try await request.collectBody(upTo: body.limit)
            return try await next(request, context)
        case .token:
            break
        case .bearer:
            // The JSON API's changes (issue 34) don't come through here: their gate reads the token.
            return try await next(request, context)
        }
        let given: String?
        if case .upload(let limit, let tooLarge) = body, MultipartForm.isMultipart(request.headers[.contentType]) {
            // Only members upload: a visitor's file is not read at all.
            guard access == .anyone || access == .visitor || context.signedIn != nil else { throw SignInRequired() }
            let bytes: ByteBuffer
            do {
                bytes = try await request.collectBody(upTo: limit)
            } catch let error as any HTTPResponseError where error.status == .contentTooLarge {
                throw tooLarge
            }
            guard let form = MultipartForm(body: bytes, contentType: request.headers[.contentType]) else {
                throw HTTPError(.badRequest)
            }
            given = form.text(Self.field)
            context.upload = form
        } else {
            // Buffering keeps the body readable for the handler; over the limit, this throws 413.
            let bytes = try await request.collectBody(upTo: BodyRule.formLimit)
            let form = try FormBody(bytes.readableBytesView)
            given = form.value(Self.field)
            context.form = form
        }
        guard let given, !context.csrfToken.isEmpty, SecretToken.matches(given, context.csrfToken) else {
            throw HTTPError(.forbidden)
        }
        return try await next(request, context)
    }
}
