import Logging
import NIOCore

/// Closes a connection whose client stops taking its response: once more than NIO's high
/// watermark (64 KiB) is waiting to be sent, the channel is unwritable, and if it stays so for
/// the write timeout the connection is closed. A client that reads slowly but keeps reading
/// makes the channel writable again and is left alone. (A response's last few kilobytes that
/// never leave are the idle timeout's: the response has ended by then.) Nothing runs per
/// write; the timer is armed only while the channel is unwritable.
final class WriteTimeoutHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let timeout: TimeAmount
    private let logger: Logger
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount, logger: Logger) {
        self.timeout = timeout
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive, !context.channel.isWritable { arm(context: context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if context.channel.isWritable {
            timer?.cancel()
            timer = nil
        } else {
            arm(context: context)
        }
        context.fireChannelWritabilityChanged()
    }

    func channelInactive(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        context.fireChannelInactive()
    }

    private func arm(context: ChannelHandlerContext) {
        guard timer == nil else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) { [self] in
            timer = nil
            logger.debug(
                "Client stopped reading its response, closing the connection",
                metadata: ["client": "\(context.remoteAddress.map(String.init(describing:)) ?? "?")"]
            )
            context.close(promise: nil)
        }
    }
}
