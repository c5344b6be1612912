import Hummingbird
import Logging
import NIOHTTP1
import TrackerCore
import TrackerStore

/// Turns every error into a page in the layout, with its status kept and no internals shown.
/// An unexpected error is logged and shown as "Something went wrong" (500).
struct ErrorPageMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let renderer: Renderer

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch is SignInRequired {
            // After signing in, a person lands where they were going (GET pages only).
            let path = request.uri.path
            return .redirect(to: request.method == .get && path != Paths.home.path ? Paths.signIn(next: path) : Paths.signIn.path)
        } catch {
            let explained = Self.explained(error)
            let status = explained?.status ?? Self.status(for: error)
            if status == .internalServerError {
                context.logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            }
            // The JSON API's errors are problem details, not pages (issue 34).
            if APIProblem.covers(request.uri.path) { return APIProblem.status(status, status.reasonPhrase).pageResponse }
            var context = context
            context.language = Language.preferred(acceptLanguage: request.headers[.acceptLanguage])
            if let refused = error as? Refused { context.language = refused.language }
            let page = ErrorPage(status: status, context: context, specific: explained)
            var response = try renderer.response(page, context, status: status)
            if status == .contentTooLarge {
                // The rest of a too-large body is not worth reading: the connection ends here.
                response.headers[.connection] = "close"
            }
            if status == .serviceUnavailable { response.headers[.retryAfter] = "5" }
            return response
        }
    }

    /// The status an error answers with: its own for HTTP errors, 400 for a request that can't be
    /// read (a form the decoder refuses, such as `days[]` mixed with `days`), 404 for a missing record, 503 when bcrypt's queue is full, else 500.
    static func status(for error: any Error) -> HTTPResponse.Status {
        switch error {
        case let error as any HTTPResponseError: return error.status
        case is MalformedRequest, is HTTPParserError, is DecodingError, is URLEncodedFormError: return .badRequest
        case is ServerBusy: return .serviceUnavailable
        case StoreError.notFound: return .notFound
        case StoreError.inviteUnusable: return .notFound
        default: return .internalServerError
        }
    }

    /// The error with its own explanation for people, if it has one.
    static func explained(_ error: any Error) -> PageError? {
        switch error {
        case let error as PageError: return error
        case let refused as Refused: return refused.page
        case StoreError.dayNotMarkable: return .dayNotMarkable
        case StoreError.notMeasurable: return .notMeasurable
        case StoreError.valueBelowZero: return .valueBelowZero
        default: return nil
        }
    }
}

/// The page for an error: a title and a sentence for its status, and a link back.
struct ErrorPage: Page {
    static let template = "error"
    let frame: Frame
    let code: Int
    let message: String
    let backHref = Paths.home.path

    init(status: HTTPResponse.Status, context: AppRequestContext, specific: PageError? = nil) {
        let known = [400, 403, 404, 405, 413, 422, 500, 503]
        let key = known.contains(status.code) ? status.code : (status.code < 500 ? 400 : 500)
        let catalog = Catalog.of(context.language)
        self.code = status.code
        frame = Frame(title: catalog.text(specific?.titleKey ?? "error.\(key).title"))
        self.message = catalog.text(specific?.textKey ?? "error.\(key).text")
    }
}
