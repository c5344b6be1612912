import AsyncHTTPClient
import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// How one send went. Only this is kept and shown: never what the target answered.
public enum SendOutcome: Equatable, Sendable {
    /// A 2xx answer.
    case delivered
    /// Any other answer, with its status code (a redirect is not followed).
    case status(Int)
    /// No answer within the time limit.
    case timeout
    /// No connection: a name that doesn't resolve, a refused connection, a TLS failure.
    case unreachable

    /// As stored in `push_target.last_status`.
    public var stored: String {
        switch self {
        case .delivered: "delivered"
        case .status(let code): "http \(code)"
        case .timeout: "timeout"
        case .unreachable: "unreachable"
        }
    }

    /// Read back from `stored`.
    public init?(stored: String) {
        switch stored {
        case "delivered": self = .delivered
        case "timeout": self = .timeout
        case "unreachable": self = .unreachable
        default:
            guard stored.hasPrefix("http "), let code = Int(stored.dropFirst(5)) else { return nil }
            self = .status(code)
        }
    }

    /// Worth trying again: the target may be back soon. A 4xx other than 408 and 429 (a wrong
    /// token, a missing topic) won't mend itself.
    public var isRetryable: Bool {
        switch self {
        case .delivered: false
        case .status(let code): code >= 500 || code == 408 || code == 429
        case .timeout, .unreachable: true
        }
    }
}

/// Sends one request and says how it went; tests give the scheduler their own.
public protocol PushTransport: Sendable {
    func send(_ request: PushRequest) async -> SendOutcome
}

/// Sends with AsyncHTTPClient: 5 seconds to connect and 5 for the whole answer, no redirects
/// followed, and the answer's body read (up to 64 KB) only to be dropped.
public struct HTTPPushTransport: PushTransport {
    /// The time limit for one send.
    public static let timeout = TimeAmount.seconds(5)

    public init() {}

    /// One client for the life of the process, made on the first send, so that a server without
    /// push targets never starts it. Like `HTTPClient.shared`, it is never shut down.
    private static let client: HTTPClient = {
        var configuration = HTTPClient.Configuration()
        configuration.redirectConfiguration = .disallow
        configuration.timeout = .init(connect: timeout, read: timeout)
        configuration.decompression = .disabled
        return HTTPClient(
            eventLoopGroup: HTTPClient.defaultEventLoopGroup,
            configuration: configuration,
            backgroundActivityLogger: Logger(label: "tracker.push")
        )
    }()

    public func send(_ request: PushRequest) async -> SendOutcome {
        var outgoing = HTTPClientRequest(url: request.url)
        outgoing.method = .POST
        for (name, value) in request.headers { outgoing.headers.add(name: name, value: value) }
        outgoing.body = .bytes(ByteBuffer(bytes: request.body))
        do {
            let response = try await Self.client.execute(outgoing, timeout: Self.timeout)
            _ = try? await response.body.collect(upTo: 64 * 1024)
            return (200..<300).contains(Int(response.status.code)) ? .delivered : .status(Int(response.status.code))
        } catch let error as HTTPClientError
            where error == .deadlineExceeded || error == .readTimeout || error == .connectTimeout || error == .writeTimeout
        {
            return .timeout
        } catch {
            return .unreachable
        }
    }
}
