import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import OpenAPIRuntime
import TrackerAPI

/// An API error as RFC 9457 problem details (`application/problem+json`): what the gate answers
/// itself (401, 403, 413, 429) and what a handler throws (404, 422, 400). Every status here is
/// described in openapi.yaml for the operations that give it.
struct APIProblem: Error, Sendable, Equatable {
    let status: HTTPResponse.Status
    /// A short, stable name of the problem (`future-day`), made into the problem's `type`.
    let name: String
    let detail: String
    var headers: HTTPFields = [:]

    static let contentType = "application/problem+json"

    /// `urn:tracker:problem:future-day`; `about:blank` for a bare status.
    var type: String { name.isEmpty ? "about:blank" : "urn:tracker:problem:" + name }

    var body: Components.Schemas.Problem {
        Components.Schemas.Problem(_type: type, title: status.reasonPhrase, status: status.code, detail: detail)
    }

    /// The response: the problem as JSON, with its extra headers.
    var response: (HTTPResponse, HTTPBody?) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(body)) ?? Data()
        var fields = headers
        fields[.contentType] = Self.contentType
        fields[.cacheControl] = "no-store"
        return (HTTPResponse(status: status, headerFields: fields), HTTPBody(data))
    }
}

extension APIProblem {
    static func unauthorized(_ detail: String, invalidToken: Bool) -> APIProblem {
        let challenge = invalidToken ? #"Bearer realm="tracker", error="invalid_token""# : #"Bearer realm="tracker""#
        return APIProblem(status: .unauthorized, name: "token", detail: detail, headers: [.wwwAuthenticate: challenge])
    }

    static let readOnly = APIProblem(status: .forbidden, name: "read-only-token", detail: "This token may only read.")

    static let notFound = APIProblem(status: .notFound, name: "not-found", detail: "No such tracker among yours.")

    static func tooManyRequests(retryAfter seconds: Int) -> APIProblem {
        APIProblem(
            status: .tooManyRequests, name: "rate-limit", detail: "Too many requests with this token; try again in \(seconds) s.",
            headers: [.retryAfter: String(seconds)])
    }

    static let tooLarge = APIProblem(
        status: .contentTooLarge, name: "body-too-large", detail: "The body may be at most \(APIGate.bodyLimit / 1024) KB.")

    static func badRequest(_ detail: String) -> APIProblem { APIProblem(status: .badRequest, name: "bad-request", detail: detail) }

    static func refused(_ name: String, _ detail: String) -> APIProblem {
        APIProblem(status: .unprocessableContent, name: name, detail: detail)
    }

    /// A problem for a status the runtime chose (a request it could not read: 400, 415, …).
    static func status(_ status: HTTPResponse.Status, _ detail: String) -> APIProblem {
        APIProblem(status: status, name: "", detail: detail)
    }
}

extension APIProblem {
    /// Everything under this prefix is the API: no cookies, JSON errors.
    static let prefix = "/api/"

    static func covers(_ path: String) -> Bool { path.hasPrefix(prefix) }
}

extension APIProblem {
    /// The problem as the router answers it, for what the router itself refuses under `/api/`
    /// (an address with no operation: 404, 405).
    var pageResponse: Response {
        let (head, _) = response
        let data = (try? JSONEncoder().encode(body)) ?? Data()
        return Response(status: head.status, headers: head.headerFields, body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
