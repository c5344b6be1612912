import Dispatch
import Hummingbird
import Metrics
import NIOConcurrencyHelpers

/// Requests counted by route pattern (`/trackers/:id`, never the path asked for, so ids don't
/// make a series each), method and status, and their latency by route and method. The counter
/// and timer of each combination are made on its first request and then looked up.
final class RequestMetrics: Sendable {
    /// The latency histogram's buckets: pages take a millisecond or two, so finer than the default.
    static let latencyBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500),
        .seconds(5), .seconds(10),
    ]

    /// The route label of a request that matched no route.
    static let unmatched = "unmatched"

    struct Key: Hashable, Sendable {
        let method: HTTPRequest.Method
        /// Hummingbird's pattern (`/trackers/{id}`), nil when nothing matched.
        let endpoint: String?
        let status: Int
    }

    struct Series: Sendable {
        let count: Metrics.Counter
        let latency: Metrics.Timer
    }

    private let factory: any MetricsFactory
    private let series = NIOLockedValueBox<[Key: Series]>([:])

    init(factory: any MetricsFactory) { self.factory = factory }

    /// Counts one request and records how long it took.
    func record(_ key: Key, nanoseconds: UInt64) {
        let found = series.withLockedValue { all in
            if let found = all[key] { return found }
            let made = make(key)
            all[key] = made
            return made
        }
        found.count.increment()
        found.latency.recordNanoseconds(Int64(clamping: nanoseconds))
    }

    private func make(_ key: Key) -> Series {
        let route = Self.route(key.endpoint)
        let method = key.method.rawValue
        return Series(
            count: Metrics.Counter(
                label: "tracker_http_requests_total",
                dimensions: [("method", method), ("route", route), ("status", String(key.status))],
                factory: factory
            ),
            latency: Metrics.Timer(
                label: "tracker_http_request_duration_seconds",
                dimensions: [("method", method), ("route", route)],
                factory: factory
            )
        )
    }

    /// The route as `tracker routes` writes it (`/trackers/:id`), from Hummingbird's pattern.
    static func route(_ endpoint: String?) -> String {
        guard let endpoint, endpoint != "NotFound" else { return unmatched }
        var route = ""
        for character in endpoint {
            switch character {
            case "{": route.append(":")
            case "}": break
            default: route.append(character)
            }
        }
        return route
    }
}

/// Counts each request that reaches the routes (static files are answered before it), with its
/// final status (error pages are made inside it) and latency. Added only with `--metrics`.
struct RequestMetricsMiddleware<Context: RequestContext>: RouterMiddleware {
    let metrics: RequestMetrics

    func handle(
        _ request: Request,
        context: Context,
        next: (Request, Context) async throws -> Response
    ) async throws
        -> Response
    {
        let start = DispatchTime.now().uptimeNanoseconds
        do {
            let response = try await next(request, context)
            record(request, context, status: response.status.code, since: start)
            return response
        } catch {
            // Error pages are made inside; only what escapes them lands here.
            record(request, context, status: (error as? any HTTPResponseError)?.status.code ?? 500, since: start)
            throw error
        }
    }

    private func record(_ request: Request, _ context: Context, status: Int, since start: UInt64) {
        let key = RequestMetrics.Key(method: request.method, endpoint: context.endpointPath, status: Int(status))
        metrics.record(key, nanoseconds: DispatchTime.now().uptimeNanoseconds &- start)
    }
}
