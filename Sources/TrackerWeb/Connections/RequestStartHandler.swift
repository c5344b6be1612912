import NIOCore

/// Tells the read deadlines that bytes arrived, so that on an idle kept-alive connection the
/// next request's head clock starts with its first byte. It sits at the very front of the
/// pipeline, before the HTTP decoder, because only raw bytes show that a request has begun:
/// the decoder reports nothing until a whole head is in.
final class RequestStartHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    private let deadlines: ReadDeadlineHandler

    init(deadlines: ReadDeadlineHandler) { self.deadlines = deadlines }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        deadlines.bytesArrived()
        context.fireChannelRead(data)
    }
}
