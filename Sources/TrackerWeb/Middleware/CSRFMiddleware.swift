import Hummingbird
import TrackerStore

/// Reads every POST's form strictly (a malformed one is a 400) and refuses it unless it carries
/// the visitor's CSRF token (403). Either way nothing changes.
struct CSRFMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext

    /// The form field that carries the token.
    static let field = "_csrf"

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        guard request.method == .post else { return try await next(request, context) }
        var request = request
        // Buffering keeps the body readable for the handler; over the limit, this throws 413.
        let body = try await request.collectBody(upTo: context.maxUploadSize)
        let given = try FormBody(body.readableBytesView).value(Self.field)
        guard let given, !context.csrfToken.isEmpty, SecretToken.matches(given, context.csrfToken) else {
            throw HTTPError(.forbidden)
        }
        return try await next(request, context)
    }
}
