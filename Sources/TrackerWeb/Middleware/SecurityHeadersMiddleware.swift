import HTTPTypes
import Hummingbird

/// Adds the site's security headers to every response: no script at all, no framing, no sniffing.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var policy: String {
        "default-src 'self'; script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'self'; "
            + "frame-ancestors 'none'; img-src 'self' data:; style-src 'self'"
    }

    // HTTPTypes has no name of its own for this header; the literal is a valid token.
    static var referrerPolicy: HTTPField.Name { HTTPField.Name("Referrer-Policy") ?? .contentSecurityPolicy }

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        var response = try await next(request, context)
        response.headers[.contentSecurityPolicy] = Self.policy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[Self.referrerPolicy] = "same-origin"
        return response
    }
}
