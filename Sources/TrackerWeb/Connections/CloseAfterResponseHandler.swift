import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Ends the connection after a response that says `Connection: close` (a 413, say), instead
/// of reading the rest of the request's body first as HTTP/1 keep-alive would. The response
/// is sent, the sending side is shut, what the client still sends is dropped unread, and the
/// connection closes when the client stops or after `linger`, whichever is first. (Closing at
/// once with unread bytes would make the kernel send a reset, which can cost the client the
/// response itself.)
final class CloseAfterResponseHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let linger: TimeAmount
    private var closing = false
    private var discarding = false

    init(linger: TimeAmount = .seconds(2)) { self.linger = linger }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head) where head.headerFields[.connection]?.lowercased() == "close":
            closing = true
            context.write(data, promise: promise)
        case .end where closing:
            let written = context.eventLoop.makePromise(of: Void.self)
            written.futureResult.cascade(to: promise)
            context.writeAndFlush(data, promise: written)
            // Handlers run on their channel's event loop, as does this callback: no hop, no lock.
            written.futureResult.assumeIsolated().whenComplete { [self] _ in shutDown(context: context) }
        default:
            context.write(data, promise: promise)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if !discarding { context.fireChannelRead(data) }
    }

    private func shutDown(context: ChannelHandlerContext) {
        guard !discarding else { return }
        discarding = true
        context.close(mode: .output, promise: nil)
        context.eventLoop.assumeIsolated().scheduleTask(in: linger) { context.close(promise: nil) }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if discarding, let event = event as? ChannelEvent, event == .inputClosed {
            context.close(promise: nil)
        }
        context.fireUserInboundEventTriggered(event)
    }
}
