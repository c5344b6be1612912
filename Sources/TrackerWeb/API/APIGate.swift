import Foundation
import HTTPTypes
import Logging
import OpenAPIRuntime
import TrackerAPI
import TrackerStore

/// Who an API request acts for, set by the gate for the handler (the generated server hands its
/// handlers only the operation's input).
enum APICaller {
    @TaskLocal static var bearer: TokenBearer?
}

/// What stands before every API operation (an OpenAPI server middleware): the token
/// (`Authorization: Bearer trk_…`, else 401), the per-token rate limit (429), a write with a
/// read token (403), the body's size (16 KB, 413), and every error made into problem details,
/// so that nothing the API answers is a 5xx unless the server itself failed. No cookie is read.
struct APIGate: ServerMiddleware {
    let database: AppDatabase
    let clock: AppClock
    let buckets: RateLimiter<Int64>
    let logger: Logger

    /// The largest body an API request may carry: a day's change is a few hundred bytes.
    static let bodyLimit = 16 * 1024

    func intercept(
        _ request: HTTPRequest,
        body: HTTPBody?,
        metadata: ServerRequestMetadata,
        operationID: String,
        next: @Sendable (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let access = APIAccess.of(method: request.method, path: request.path ?? "")
        var bearer: TokenBearer?
        if access != .anyone {
            switch try await admit(request, access: access) {
            case .success(let found): bearer = found
            case .failure(let problem): return problem.response
            }
        }
        var body = body
        if let received = body {
            if case .known(let length) = received.length, length > Self.bodyLimit { return APIProblem.tooLarge.response }
            var bytes: [UInt8] = []
            for try await chunk in received {
                bytes += chunk
                if bytes.count > Self.bodyLimit { return APIProblem.tooLarge.response }
            }
            body = HTTPBody(bytes)
        }
        do {
            return try await APICaller.$bearer.withValue(bearer) { try await next(request, body, metadata) }
        } catch {
            return problem(for: error, operationID: operationID).response
        }
    }

    /// The token's member, or why not: no token or an unknown one (401), past the rate (429),
    /// a read token's write (403).
    private func admit(_ request: HTTPRequest, access: APIAccess) async throws -> Result<TokenBearer, APIProblem> {
        guard let secret = Self.bearerSecret(request.headerFields[.authorization]) else {
            return .failure(.unauthorized("Send an API token: Authorization: Bearer trk_…", invalidToken: false))
        }
        let now = clock.now()
        guard let bearer = try await database.tokenBearer(secret: secret, now: now) else {
            return .failure(.unauthorized("The token is unknown or revoked.", invalidToken: true))
        }
        if let wait = buckets.take(bearer.token.id, now: now) { return .failure(.tooManyRequests(retryAfter: wait)) }
        if access == .tokenWrite && bearer.token.scope != .write { return .failure(.readOnly) }
        return .success(bearer)
    }

    /// The secret of `Bearer <secret>` (the scheme in any case), without the spaces and tabs
    /// around it (HTTP's optional white space); nil for anything else. Trimmed by hand:
    /// Foundation's `trimmingCharacters` went through `NSString`, a hundredth of the day list's work.
    static func bearerSecret(_ header: String?) -> String? {
        guard let header else { return nil }
        let parts = header.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: true)
        guard parts.count == 2, parts[0].lowercased() == "bearer" else { return nil }
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        var secret = parts[1].drop(while: isBlank)
        while let last = secret.last, isBlank(last) { secret = secret.dropLast() }
        return secret.isEmpty ? nil : String(secret)
    }

    /// The problem an operation's error answers with: the handler's own, or the status the
    /// runtime gave a request it could not read; anything else is the server's fault (500, logged).
    private func problem(for error: any Error, operationID: String) -> APIProblem {
        guard let error = error as? ServerError else { return unexpected(error, operationID: operationID) }
        if let problem = error.underlyingError as? APIProblem { return problem }
        if let refusal = error.underlyingError as? StoreError, let problem = APIProblem(refusal) { return problem }
        guard (400..<500).contains(error.httpStatus.code) else { return unexpected(error, operationID: operationID) }
        return .status(error.httpStatus, Self.readable(error))
    }

    private func unexpected(_ error: any Error, operationID: String) -> APIProblem {
        logger.error("API request failed", metadata: ["operation": "\(operationID)", "error": "\(error)"])
        return .status(.internalServerError, "Something went wrong.")
    }

    /// What was wrong with the request, in a sentence, without the request echoed back.
    private static func readable(_ error: ServerError) -> String {
        switch error.underlyingError {
        case let decoding as DecodingError:
            switch decoding {
            case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context), .keyNotFound(_, let context):
                let field = context.codingPath.map(\.stringValue).joined(separator: ".")
                return field.isEmpty ? "The body is not the JSON this operation takes." : "The field \(field) is not what it should be."
            @unknown default: return "The body is not the JSON this operation takes."
            }
        default: return error.causeDescription
        }
    }
}

extension APIProblem {
    /// The page rules' refusals, as the API answers them.
    init?(_ error: StoreError) {
        switch error {
        case .notFound: self = .notFound
        case .dayNotMarkable: self = .refused("day-not-markable", "That day can't be changed: it is in the future or before the tracker's start.")
        case .dayNotSkippable: self = .refused("day-not-skippable", "That day can't be skipped: it is not a day the habit is due.")
        case .notMeasurable: self = .refused("not-measurable", "A yes/no tracker has no value; send done instead.")
        case .valueBelowZero: self = .refused("value-below-zero", "A value can't be below 0.")
        default: return nil
        }
    }
}
