import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import ServiceLifecycle
import Testing

@testable import TrackerWeb

/// A real server on loopback with `ConnectionLimits.serverBuilder()`, and raw clients that
/// trickle, stall or pile up connections the way a hostile guest on the Wi-Fi would.
@Suite("Connection limits", .timeLimit(.minutes(1)))
struct ConnectionLimitTests {
    @Test func trickledHeadersAreCutOffAtTheHeaderTimeout() async throws {
        let limits = ConnectionLimits(headerTimeout: .milliseconds(500), bodyTimeout: .seconds(5), idleTimeout: .seconds(5))
        try await withLimitedServer(limits) { port in
            let start = ContinuousClock.now
            let trickler = try await RawClient.connect(port: port, sending: "GET /healthz HTTP/1.1\r\nHost: x\r\n")
            let silent = try await RawClient.connect(port: port)
            let trickling = trickler.trickle(String(repeating: "X-Slow: a\r\n", count: 20), every: .milliseconds(50))

            let trickledClosedAt = try #require(await trickler.closed(within: .seconds(3)))
            let silentClosedAt = try #require(await silent.closed(within: .seconds(3)))
            trickling.cancel()
            for closedAt in [trickledClosedAt, silentClosedAt] {
                #expect(closedAt - start >= .milliseconds(450))
                #expect(closedAt - start < .seconds(2))
            }
            #expect(trickler.receivedText.isEmpty)
            #expect(silent.receivedText.isEmpty)
        }
    }

    @Test func aSlowBodyIsCutOffAtTheBodyTimeout() async throws {
        let limits = ConnectionLimits(headerTimeout: .seconds(5), bodyTimeout: .milliseconds(500), idleTimeout: .seconds(5))
        try await withLimitedServer(limits) { port in
            let client = try await RawClient.connect(port: port)
            let headSent = ContinuousClock.now
            try await client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n0123456789")
            let trickling = client.trickle(String(repeating: "a", count: 80), every: .milliseconds(50))

            let closedAt = try #require(await client.closed(within: .seconds(3)))
            trickling.cancel()
            #expect(closedAt - headSent >= .milliseconds(450))
            #expect(closedAt - headSent < .seconds(2))
            #expect(client.receivedText.hasPrefix("HTTP/1.1 408"))
        }
    }

    @Test func anIdleKeptAliveConnectionClosesAfterTheIdleTimeout() async throws {
        let limits = ConnectionLimits(headerTimeout: .seconds(5), bodyTimeout: .seconds(5), idleTimeout: .milliseconds(500))
        try await withLimitedServer(limits) { port in
            // Timed from the send: the idle clock starts when the answer is written, never before,
            // while this task may read the answer late on a busy machine (CI saw 0.24 s that way).
            let sentAt = ContinuousClock.now
            let client = try await RawClient.connect(port: port, sending: RawClient.healthz)
            #expect(try await client.response().hasSuffix("\r\n\r\nok"))

            let closedAt = try #require(await client.closed(within: .seconds(3)))
            #expect(closedAt - sentAt >= .milliseconds(400))
            #expect(closedAt - sentAt < .seconds(2))
        }
    }

    @Test func onAKeptAliveConnectionTheHeadClockStartsWithTheNextRequestsFirstByte() async throws {
        let limits = ConnectionLimits(headerTimeout: .milliseconds(500), bodyTimeout: .seconds(5), idleTimeout: .seconds(4))
        try await withLimitedServer(limits) { port in
            let client = try await RawClient.connect(port: port, sending: RawClient.healthz)
            _ = try await client.response()

            // Idle for longer than the header timeout: the idle timeout is the one that counts.
            try await Task.sleep(for: .seconds(1))
            #expect(client.isOpen)

            let firstByteAt = ContinuousClock.now
            try await client.send("G")
            let closedAt = try #require(await client.closed(within: .seconds(3)))
            #expect(closedAt - firstByteAt >= .milliseconds(450))
            #expect(closedAt - firstByteAt < .milliseconds(1900))
        }
    }

    @Test func aKeptAliveConnectionServesRequestAfterRequest() async throws {
        // Generous timeouts, so a loaded machine's late wake-ups can't close the connection:
        // CI once saw a 400 ms pause overrun a 1.5 s idle timeout while every suite ran at once.
        let limits = ConnectionLimits(
            headerTimeout: .seconds(3),
            bodyTimeout: .seconds(3),
            idleTimeout: .seconds(3)
        )
        try await withLimitedServer(limits) { port in
            let client = try await RawClient.connect(port: port)
            // Pauses a third of each timeout, but longer than all of them together.
            for _ in 0..<10 {
                try await client.send(RawClient.healthz)
                #expect(try await client.response().hasSuffix("\r\n\r\nok"))
                try await Task.sleep(for: .seconds(1))
            }
            try await client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\nhello")
            #expect(try await client.response().hasSuffix("\r\n\r\nhello"))
            // Two requests in one write (pipelined) get two answers, in order.
            try await client.send("POST /echo HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\none" + RawClient.healthz)
            #expect(try await client.response().hasSuffix("\r\n\r\none"))
            #expect(try await client.response().hasSuffix("\r\n\r\nok"))
            #expect(client.isOpen)
        }
    }

    @Test func pastThePerClientCapANewConnectionIsClosedAtOnce() async throws {
        let limits = ConnectionLimits(maxConnections: 100, maxConnectionsPerClient: 3)
        try await withLimitedServer(limits) { port in
            var held: [RawClient] = []
            for _ in 0..<3 {
                held.append(try #require(await RawClient.served(port: port)))
            }

            let refusedAt = ContinuousClock.now
            let fourth = try await RawClient.connect(port: port)
            let closedAt = try #require(await fourth.closed(within: .seconds(2)))
            #expect(closedAt - refusedAt < .milliseconds(500))
            #expect(fourth.receivedText.isEmpty)

            let neighbour = try #require(await RawClient.served(port: port, from: "127.0.0.2"))
            await neighbour.close()

            // Once one of the three closes, the address may connect again.
            await held.removeFirst().close()
            let again = try #require(await RawClient.served(port: port, retryingFor: .seconds(2)))
            for client in held + [again] { await client.close() }
        }
    }

    @Test func pastTheOverallCapANewConnectionIsClosedAtOnce() async throws {
        let limits = ConnectionLimits(maxConnections: 3, maxConnectionsPerClient: 100)
        try await withLimitedServer(limits) { port in
            var held: [RawClient] = []
            for source in ["127.0.0.1", "127.0.0.1", "127.0.0.2"] {
                held.append(try #require(await RawClient.served(port: port, from: source)))
            }

            let refusedAt = ContinuousClock.now
            let fourth = try await RawClient.connect(port: port, from: "127.0.0.3")
            let closedAt = try #require(await fourth.closed(within: .seconds(2)))
            #expect(closedAt - refusedAt < .milliseconds(500))
            #expect(fourth.receivedText.isEmpty)

            await held.removeFirst().close()
            await held.removeFirst().close()
            for _ in 0..<2 {
                held.append(try #require(await RawClient.served(port: port, from: "127.0.0.3", retryingFor: .seconds(2))))
            }
            for client in held { await client.close() }
        }
    }

    @Test func moreChannelHandlersCanJoinTheLimits() async throws {
        let limits = ConnectionLimits(headerTimeout: .seconds(5), bodyTimeout: .seconds(5), idleTimeout: .seconds(5))
        let server = limits.serverBuilder(additionalChannelHandlers: { [CloseAfterResponseHandler()] })
        try await withLimitedServer(limits, server: server) { port in
            let client = try await RawClient.connect(port: port)
            try await client.send("POST /too-large HTTP/1.1\r\nHost: x\r\nContent-Length: 100000\r\n\r\n" + String(repeating: "a", count: 1000))
            #expect(try await client.response().hasPrefix("HTTP/1.1 413"))
            #expect(await client.closed(within: .seconds(1)) != nil)
        }
    }

    @Test func aClientThatNeverReadsIsCutOffAtTheWriteTimeout() async throws {
        let limits = ConnectionLimits(headerTimeout: .seconds(5), bodyTimeout: .seconds(5), idleTimeout: .seconds(30), writeTimeout: .seconds(1))
        try await withLimitedServer(limits) { port in
            // One that reads gets the whole of a response far larger than the socket buffers.
            let reader = try await RawClient.connect(port: port, sending: RawClient.big)
            #expect(await reader.received(RawClient.bigSize, within: .seconds(10)))

            // One that never reads is closed once the response has stood still for the timeout.
            let stalled = try await RawClient.connect(port: port, sending: RawClient.big, reading: false)
            try await Task.sleep(for: .seconds(3))
            stalled.startReading()
            let closedAt = try #require(await stalled.closed(within: .seconds(5)))
            #expect(stalled.receivedCount < RawClient.bigSize / 2)
            #expect(closedAt - stalled.connectedAt < .seconds(8))
            #expect(reader.isOpen)
            await reader.close()
        }
    }

    @Test func aTrustedProxysConnectionsCountAgainstTheOverallCapOnly() async throws {
        let limits = ConnectionLimits(maxConnections: 5, maxConnectionsPerClient: 2)
        let server = limits.serverBuilder(trustedProxies: try TrustedProxies(parsing: "127.0.0.1/32"))
        try await withLimitedServer(limits, server: server) { port in
            var held: [RawClient] = []
            for _ in 0..<4 {
                held.append(try #require(await RawClient.served(port: port)))
            }
            // An untrusted neighbour still has its per-client cap of two.
            held.append(try #require(await RawClient.served(port: port, from: "127.0.0.2")))
            #expect(await RawClient.served(port: port, from: "127.0.0.2") == nil)
            for client in held { await client.close() }
        }
    }

    @Test func theConnectionCapStaysBelowTheDescriptorLimit() {
        let limits = ConnectionLimits(maxConnections: 2000)
        #expect(limits.clamped(toFileDescriptorLimit: 1024).maxConnections == 960)
        #expect(limits.clamped(toFileDescriptorLimit: 1 << 20).maxConnections == 2000)
        #expect(limits.clamped(toFileDescriptorLimit: 10).maxConnections == 1)
        #expect(limits.clamped(toFileDescriptorLimit: 1024).maxConnectionsPerClient == 64)
    }

    @Test func applyingTheDescriptorLimitRaisesTheSoftLimitToTheHardOne() throws {
        let limits = ConnectionLimits(maxConnections: 1 << 30).applyingFileDescriptorLimit()
        let now = try #require(FileDescriptorLimit.current())
        if now.hard <= 1 << 20 { #expect(now.soft == now.hard) }
        #expect(UInt64(limits.maxConnections) == min(1 << 30, now.soft - ConnectionLimits.reservedFileDescriptors))
        #expect(ConnectionLimits().applyingFileDescriptorLimit() == ConnectionLimits())
    }

    @Test func clientsAreCountedByAddressWithoutPort() throws {
        let a = ClientAddress(try SocketAddress(ipAddress: "192.168.1.20", port: 50_000))
        #expect(a == ClientAddress(try SocketAddress(ipAddress: "192.168.1.20", port: 50_001)))
        #expect(a == ClientAddress(try SocketAddress(ipAddress: "::ffff:192.168.1.20", port: 1)))
        #expect(a != ClientAddress(try SocketAddress(ipAddress: "192.168.1.21", port: 50_000)))
        #expect(ClientAddress(try SocketAddress(ipAddress: "2001:db8:0:1::1", port: 1)) != ClientAddress(try SocketAddress(ipAddress: "2001:db8:0:2::1", port: 1)))
        #expect(ClientAddress(try SocketAddress(ipAddress: "fe80::1", port: 1)) == ClientAddress(try SocketAddress(ipAddress: "fe80::2", port: 1)))
        #expect(ClientAddress(SocketAddress?.none) == ClientAddress(try SocketAddress(unixDomainSocketPath: "/tmp/x")))
    }

    @Test func theGateCountsConnectionsInAndOut() {
        let gate = ConnectionGate(maxConnections: 3, maxConnectionsPerClient: 2)
        let one = ClientAddress(try? SocketAddress(ipAddress: "10.0.0.1", port: 1))
        let two = ClientAddress(try? SocketAddress(ipAddress: "10.0.0.2", port: 1))
        #expect(gate.admit(one) == nil)
        #expect(gate.admit(one) == nil)
        #expect(gate.admit(one) == .perClient)
        #expect(gate.admit(two) == nil)
        #expect(gate.admit(two) == .overall)
        gate.release(one)
        #expect(gate.openCount(from: one) == 1)
        #expect(gate.admit(two) == nil)
        #expect(gate.openCount() == 3)
        for client in [one, two, two] { gate.release(client) }
        #expect(gate.openCount() == 0)
        #expect(gate.openCount(from: two) == 0)
    }
}

/// Runs `test` against a real server on 127.0.0.1 (a free port) built with `limits`, with
/// `/healthz`, an `/echo` that answers with the body it read, and a `/too-large` that answers
/// 413 without reading the body.
private func withLimitedServer(
    _ limits: ConnectionLimits,
    server: HTTPServerBuilder? = nil,
    _ test: (Int) async throws -> Void
) async throws {
    let router = Router()
    router.post("/too-large") { _, _ in
        Response(status: .contentTooLarge, headers: [.connection: "close", .contentLength: "0"])
    }
    router.get("/healthz") { _, _ in "ok" }
    router.get("/big") { _, _ in
        Response(status: .ok, body: ResponseBody(byteBuffer: ByteBuffer(repeating: 0x61, count: RawClient.bigSize)))
    }
    router.post("/echo") { request, _ -> String in
        String(buffer: try await request.body.collect(upTo: 1 << 16))
    }
    var logger = Logger(label: "connection-limit-tests")
    logger.logLevel = .critical
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let app = Application(
        router: router,
        server: server ?? limits.serverBuilder(),
        configuration: .init(address: .hostname("127.0.0.1", port: 0), serverName: "Tracker"),
        onServerRunning: { channel in
            portSink.yield(channel.localAddress?.port ?? 0)
            portSink.finish()
        },
        logger: logger
    )
    let services = ServiceGroup(configuration: .init(services: [app], logger: logger))
    try await withThrowingTaskGroup(of: Void.self) { group in
        group.addTask { try await services.run() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        do {
            try await test(port)
        } catch {
            await services.triggerGracefulShutdown()
            throw error
        }
        await services.triggerGracefulShutdown()
        try await group.waitForAll()
    }
}

/// A client that writes raw bytes and records what comes back and when the server closed.
private final class RawClient: Sendable {
    static let healthz = "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    /// A response far larger than the sockets' buffers can hold (several MB on loopback).
    static let big = "GET /big HTTP/1.1\r\nHost: x\r\n\r\n"
    static let bigSize = 24 << 20

    let channel: any Channel
    private let recorder: Recorder

    /// When the connection was made.
    let connectedAt = ContinuousClock.now

    private init(channel: any Channel, recorder: Recorder) {
        self.channel = channel
        self.recorder = recorder
    }

    /// What the channel saw, written on its event loop and read by the test.
    final class Recorder: ChannelInboundHandler, Sendable {
        typealias InboundIn = ByteBuffer

        let state = NIOLockedValueBox((received: ByteBuffer(), closedAt: ContinuousClock.Instant?.none, count: 0))
        /// Past this many bytes only the count is kept.
        static let kept = 1 << 20

        func channelRead(context: ChannelHandlerContext, data: NIOAny) {
            var bytes = unwrapInboundIn(data)
            state.withLockedValue { state in
                state.count += bytes.readableBytes
                if state.received.readableBytes < Self.kept { _ = state.received.writeBuffer(&bytes) }
            }
        }

        func channelInactive(context: ChannelHandlerContext) {
            state.withLockedValue { $0.closedAt = .now }
            context.fireChannelInactive()
        }

        func errorCaught(context: ChannelHandlerContext, error: any Error) {
            context.close(promise: nil)
        }
    }

    /// Connects to the server on 127.0.0.1 from the loopback address `source`.
    /// A connection; with `sending`, those bytes are written on the connection's event loop as
    /// soon as it is made, so no wait for this task to run again (seconds on a starved machine)
    /// comes between the connect and the first byte that the server's head clock times.
    /// With `reading` false nothing is read until `startReading()`, and the receive buffer is small.
    static func connect(
        port: Int,
        from source: String = "127.0.0.1",
        sending first: String? = nil,
        reading: Bool = true
    ) async throws -> RawClient {
        let recorder = Recorder()
        let channel = try await ClientBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .channelOption(.autoRead, value: reading)
            .channelOption(.socketOption(.so_rcvbuf), value: reading ? 1 << 17 : 4096)
            .bind(to: try SocketAddress(ipAddress: source, port: 0))
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(recorder) }
            }
            .connect(to: try SocketAddress(ipAddress: "127.0.0.1", port: port))
            .flatMap { channel in
                guard let first else { return channel.eventLoop.makeSucceededFuture(channel) }
                return channel.writeAndFlush(ByteBuffer(string: first)).map { channel }
            }
            .get()
        return RawClient(channel: channel, recorder: recorder)
    }

    /// A connection whose `/healthz` was answered, or nil when the server closed it instead;
    /// tries again every 50 ms for `retryingFor`.
    static func served(port: Int, from source: String = "127.0.0.1", retryingFor patience: Duration = .zero) async -> RawClient? {
        let giveUp = ContinuousClock.now + patience
        repeat {
            if let client = try? await connect(port: port, from: source) {
                try? await client.send(healthz)
                if (try? await client.response()) != nil { return client }
                await client.close()
            }
            try? await Task.sleep(for: .milliseconds(50))
        } while ContinuousClock.now < giveUp
        return nil
    }

    var isOpen: Bool { recorder.state.withLockedValue { $0.closedAt == nil } }
    /// Bytes received so far.
    var receivedCount: Int { recorder.state.withLockedValue { $0.count } }

    /// Reads from now on, for a client connected with `reading: false`.
    func startReading() {
        channel.setOption(.autoRead, value: true).whenSuccess { [channel] _ in channel.read() }
    }

    /// Whether at least `count` bytes arrive within `limit`.
    func received(_ count: Int, within limit: Duration) async -> Bool {
        let giveUp = ContinuousClock.now + limit
        while receivedCount < count, ContinuousClock.now < giveUp {
            try? await Task.sleep(for: .milliseconds(20))
        }
        return receivedCount >= count
    }
    var receivedText: String { recorder.state.withLockedValue { String(buffer: $0.received) } }

    func send(_ text: String) async throws {
        try await channel.writeAndFlush(ByteBuffer(string: text)).get()
    }

    /// Sends `text` a byte at a time until it runs out or the server closes the connection.
    func trickle(_ text: String, every pause: Duration) -> Task<Void, Never> {
        Task {
            for byte in text.utf8 {
                guard isOpen, (try? await Task.sleep(for: pause)) != nil else { return }
                try? await channel.writeAndFlush(ByteBuffer(bytes: [byte])).get()
            }
        }
    }

    /// When the server closed the connection, waiting at most `limit`; nil if it is still open.
    func closed(within limit: Duration) async -> ContinuousClock.Instant? {
        let giveUp = ContinuousClock.now + limit
        while ContinuousClock.now < giveUp {
            if let closedAt = recorder.state.withLockedValue({ $0.closedAt }) { return closedAt }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return recorder.state.withLockedValue { $0.closedAt }
    }

    /// The next whole response (its head and a `Content-Length` body), taken off what was received.
    func response(within limit: Duration = .seconds(2)) async throws -> String {
        let giveUp = ContinuousClock.now + limit
        while ContinuousClock.now < giveUp {
            if let response = recorder.state.withLockedValue({ Self.takeResponse(from: &$0.received) }) { return response }
            if !isOpen { throw ChannelError.eof }
            try await Task.sleep(for: .milliseconds(5))
        }
        throw ChannelError.eof
    }

    private static func takeResponse(from buffer: inout ByteBuffer) -> String? {
        let text = String(buffer: buffer)
        guard let headEnd = text.range(of: "\r\n\r\n") else { return nil }
        let head = text[..<headEnd.lowerBound].lowercased()
        let length =
            head.split(separator: "\r\n")
            .first { $0.hasPrefix("content-length:") }
            .flatMap { Int($0.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) } ?? 0
        let headBytes = text[..<headEnd.upperBound].utf8.count
        guard buffer.readableBytes >= headBytes + length else { return nil }
        return buffer.readString(length: headBytes + length)
    }

    func close() async {
        try? await channel.close()
    }
}
