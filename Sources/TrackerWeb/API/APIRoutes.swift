import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOConcurrencyHelpers
import OpenAPIHummingbird
import OpenAPIRuntime
import TrackerAPI

/// The JSON API on the router: the operations generated from openapi.yaml, registered by the
/// generated code under `/api/v1`, behind the gate; and the same registration recorded for
/// `tracker routes`, so that no API route is listed by hand.
enum APIRoutes {
    /// `/api/v1`, openapi.yaml's server.
    static let prefix: String = (try? Servers.Server1.url().path) ?? "/api/v1"
    static let documentPath = prefix + "/openapi.json"

    /// JSON as compact as it comes: the runtime's default sorts every object's keys and indents
    /// them, a fifth of the day list's time for output no client reads by eye.
    static let configuration = Configuration(jsonEncodingOptions: [])

    static func add(to router: Router<AppRequestContext>, services: Services, config: AppConfig, logger: Logger) throws {
        let gate = APIGate(
            database: services.database, clock: services.clock, buckets: RateLimiter(limit: config.apiRequestsPerMinute, per: 60),
            logger: logger)
        let handler = APIHandler(services: services, document: try APIDocumentJSON.load())
        try handler.registerHandlers(on: router, serverURL: try Servers.Server1.url(), configuration: configuration, middlewares: [gate])
    }

    /// Each operation as `tracker routes` lists it, with its own access (`token-read`,
    /// `token-write`, or `anyone` for the document) and no CSRF: the token is no ambient credential.
    static func entries(services: Services) throws -> [RouteEntry] {
        let recorder = RecordingTransport()
        try APIHandler(services: services, document: OpenAPIObjectContainer()).registerHandlers(on: recorder, serverURL: try Servers.Server1.url())
        return recorder.operations.withLockedValue { $0 }.map { method, template in
            let path = template.replacingOccurrences(of: "{", with: ":").replacingOccurrences(of: "}", with: "")
            let names = path.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
            let kinds = Dictionary(uniqueKeysWithValues: names.map { name in
                guard let kind = parameterKinds[name] else { preconditionFailure("openapi.yaml's {\(name)} has no ParameterKind") }
                return (name, kind)
            })
            let access = APIAccess.of(method: method, path: path)
            return RouteEntry(
                method: method.rawValue,
                path: path,
                access: access == .anyone ? .anyone : access == .tokenRead ? .tokenRead : .tokenWrite,
                csrf: method == .get ? .none : .bearer,
                bodyLimit: method == .put ? APIGate.bodyLimit : 0,
                form: nil,
                parameters: kinds,
                example: names.reduce(path) { $0.replacingOccurrences(of: ":" + $1, with: $1 == "day" ? "2026-11-21" : "1") }
            )
        }
    }

    /// What the API's path parameters name, for the sweeps.
    private static let parameterKinds: [String: ParameterKind] = ["id": .tracker, "day": .day]
}

/// A transport that only notes what the generated code registers.
private final class RecordingTransport: ServerTransport, Sendable {
    let operations = NIOLockedValueBox<[(HTTPRequest.Method, String)]>([])

    func register(
        _ handler: @Sendable @escaping (HTTPRequest, HTTPBody?, ServerRequestMetadata) async throws -> (HTTPResponse, HTTPBody?),
        method: HTTPRequest.Method,
        path: String
    ) throws {
        operations.withLockedValue { $0.append((method, path)) }
    }
}
