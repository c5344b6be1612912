import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection whose client is too slow to send a request: the head must be in within
/// the header timeout, however its bytes trickle, and the whole body within the body timeout
/// after that (a slow body gets a 408 first when no response has started). The head's clock
/// starts when the connection opens and, on a kept-alive connection, with the first byte of
/// the next request (`RequestStartHandler` reports it); in between the connection is idle and
/// Hummingbird's idle timeout applies.
///
/// It sits right after the HTTP codec, so it sees whole request heads and response parts.
/// The hot path allocates nothing: a new deadline is only stored, and one timer per connection
/// wakes at most every `tick` (the shorter timeout) to compare the clock with it.
final class ReadDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// Whose turn it is on the connection.
    private enum Phase {
        /// The client is sending a request head; the header deadline applies.
        case head
        /// The client is sending a body; the body deadline applies.
        case body
        /// Every request read is being answered; no read deadline applies.
        case server
        /// Kept alive between requests, until the next request's first byte.
        case idle
        /// A deadline passed and the connection is closing.
        case expired
    }

    private let headerTimeout: TimeAmount
    private let bodyTimeout: TimeAmount
    private let tick: TimeAmount
    var logger: Logger?

    private var phase = Phase.head
    private var deadline = NIODeadline.distantFuture
    /// Request heads read whose response has not ended yet.
    private var responsesOwed = 0
    private var responseStarted = false
    private var timer: Scheduled<Void>?
    private var context: ChannelHandlerContext?

    init(headerTimeout: TimeAmount, bodyTimeout: TimeAmount) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.tick = max(min(headerTimeout, bodyTimeout), .milliseconds(1))
    }

    func handlerAdded(context: ChannelHandlerContext) {
        self.context = context
        if context.channel.isActive { arm(headerTimeout) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        self.context = nil
    }

    func channelActive(context: ChannelHandlerContext) {
        if phase == .head { arm(headerTimeout) }
        context.fireChannelActive()
    }

    /// Bytes arrived, before the decoder saw them: on an idle connection a request has begun.
    func bytesArrived() {
        guard phase == .idle else { return }
        phase = .head
        arm(headerTimeout)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard phase != .expired else { return }
        switch unwrapInboundIn(data) {
        case .head:
            responsesOwed += 1
            phase = .body
            arm(bodyTimeout)
        case .body:
            break
        case .end:
            if phase == .body { phase = responsesOwed > 0 ? .server : .idle }
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard phase != .expired else {
            promise?.fail(ChannelError.ioOnClosedChannel)
            return
        }
        switch unwrapOutboundIn(data) {
        case .head:
            responseStarted = true
        case .body:
            break
        case .end:
            responseStarted = false
            responsesOwed = max(0, responsesOwed - 1)
            if responsesOwed == 0, phase == .server { phase = .idle }
        }
        context.write(data, promise: promise)
    }

    /// Starts a deadline `timeout` from now. A timer is only scheduled when none is pending:
    /// a pending one fires within `tick`, never later than any new deadline, and reschedules.
    private func arm(_ timeout: TimeAmount) {
        let now = NIODeadline.now()
        deadline = now + timeout
        if timer == nil { schedule(at: now + min(timeout, tick)) }
    }

    private func schedule(at time: NIODeadline) {
        guard let context else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(deadline: time) { self.timerFired() }
    }

    private func timerFired() {
        timer = nil
        guard phase == .head || phase == .body else { return }
        let now = NIODeadline.now()
        if now < deadline {
            schedule(at: min(deadline, now + tick))
        } else {
            expire()
        }
    }

    private func expire() {
        guard let context else { return }
        let wasReadingBody = phase == .body
        let canAnswer = wasReadingBody && responsesOwed == 1 && !responseStarted
        phase = .expired
        logger?.debug(
            wasReadingBody ? "Request body too slow, closing the connection" : "Request head too slow, closing the connection",
            metadata: ["client": "\(context.remoteAddress.map(String.init(describing:)) ?? "?")"]
        )
        guard canAnswer else {
            context.close(promise: nil)
            return
        }
        let head = HTTPResponse(status: .requestTimeout, headerFields: [.connection: "close", .contentLength: "0"])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil))).assumeIsolated().whenComplete { _ in
            context.close(promise: nil)
        }
    }
}
