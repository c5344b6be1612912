import HTTPTypes
import NIOCore
import Testing

@testable import TrackerWeb

/// `--trusted-proxy`: the ranges it reads, and which address a request is counted as.
@Suite("Trusted proxies")
struct TrustedProxyTests {
    /// An address written out in the test (a typo stops the test at once).
    private func address(_ text: String) -> IPAddress { IPAddress(text)! }

    /// A connection's peer at that address.
    private func peer(_ text: String) -> SocketAddress { try! SocketAddress(ipAddress: text, port: 50_000) }

    private func headers(xForwardedFor: [String] = [], forwarded: [String] = []) -> HTTPFields {
        var fields = HTTPFields()
        for line in xForwardedFor { fields.append(HTTPField(name: ForwardedHeaders.xForwardedForName, value: line)) }
        for line in forwarded { fields.append(HTTPField(name: .forwarded, value: line)) }
        return fields
    }

    @Test func rangesAreReadInIPv4AndIPv6() throws {
        let proxies = try TrustedProxies(parsing: "127.0.0.1/32, 10.0.0.0/8 fd00::/8,192.168.1.7/24, ::1")
        #expect(proxies.ranges.map(\.description) == ["127.0.0.1/32", "10.0.0.0/8", "fd00::/8", "192.168.1.0/24", "::1/128"])
        #expect(proxies.contains(address("10.200.3.4")))
        #expect(proxies.contains(address("192.168.1.254")))
        #expect(!proxies.contains(address("192.168.2.1")))
        #expect(proxies.contains(address("fd12:3456::1")))
        #expect(!proxies.contains(address("fe80::1")))
        #expect(proxies.contains(address("::ffff:10.1.2.3")))
        #expect(proxies.contains(peer("::1")))
        let socket = try SocketAddress(unixDomainSocketPath: "/tmp/tracker.sock")
        #expect(!proxies.contains(socket))
        let everyIPv4 = try TrustedProxies(parsing: "0.0.0.0/0")
        #expect(everyIPv4.contains(address("203.0.113.9")))
        #expect(!everyIPv4.contains(address("2001:db8::1")))
        #expect(try TrustedProxies(parsing: " ").isEmpty)
    }

    @Test(arguments: ["10.0.0.0/33", "10.0.0/8", "proxy.home", "10.0.0.0/", "10.0.0.0/-1", "fd00::/129", "10.0.0.0/8/8", "::1/+8", "1.2.3.4:80"])
    func aBadRangeIsAClearError(text: String) {
        #expect(IPRange(text) == nil)
        let error = #expect(throws: ConfigError.self) { try TrustedProxies(parsing: "127.0.0.1/32," + text) }
        #expect(error?.description.contains("not \(text)") == true)
    }

    @Test func aBadRangeStopsTheServerFromStarting() {
        let error = #expect(throws: ConfigError.self) {
            try AppConfig(flags: ConfigFlags(trustedProxy: "192.168.1.0/24,nonsense"), environment: [:])
        }
        #expect(error?.description == "a trusted proxy must be an address or a range such as 192.168.1.0/24 or fd00::/8, not nonsense")
        #expect(throws: ConfigError.self) { try AppConfig(flags: ConfigFlags(), environment: ["TRACKER_TRUSTED_PROXY": "10.0.0.0/99"]) }
    }

    @Test func theSettingsAreReadFromFlagsAndEnvironment() throws {
        let config = try AppConfig(
            flags: ConfigFlags(writeTimeout: 5),
            environment: ["TRACKER_TRUSTED_PROXY": "127.0.0.1/32,::1", "TRACKER_AUTH_HEADER": "Remote-User"]
        )
        #expect(config.trustedProxies.ranges.count == 2)
        #expect(config.authHeader == "Remote-User")
        #expect(config.connections.writeTimeout == .seconds(5))
        let plain = try AppConfig(flags: ConfigFlags(), environment: [:])
        #expect(plain.trustedProxies.isEmpty && plain.authHeader == nil)
        #expect(plain.connections.writeTimeout == .seconds(30))
    }

    @Test func anAuthHeaderWithoutATrustedProxyStopsTheServerFromStarting() {
        let error = #expect(throws: ConfigError.self) {
            try AppConfig(flags: ConfigFlags(authHeader: "Remote-User"), environment: [:])
        }
        #expect(error?.description.contains("--auth-header needs --trusted-proxy") == true)
        #expect(throws: ConfigError.self) {
            try AppConfig(flags: ConfigFlags(trustedProxy: "127.0.0.1", authHeader: "Remote User"), environment: [:])
        }
    }

    @Test func anUntrustedPeersForwardedHeadersChangeNothing() throws {
        let proxies = try TrustedProxies(parsing: "10.0.0.0/8")
        let spoofed = headers(xForwardedFor: ["198.51.100.7"], forwarded: ["for=198.51.100.8"])
        #expect(proxies.client(peer: address("192.168.1.20"), headers: spoofed) == address("192.168.1.20"))
        #expect(TrustedProxies.none.client(peer: address("10.0.0.2"), headers: spoofed) == address("10.0.0.2"))
        #expect(proxies.client(peer: nil, headers: spoofed) == nil)
    }

    @Test func behindATrustedProxyTheRightMostUntrustedAddressIsTheClient() throws {
        let proxies = try TrustedProxies(parsing: "10.0.0.0/8,fd00::/8")
        let proxy = address("10.0.0.2")
        func client(_ fields: HTTPFields) -> String? { proxies.client(peer: proxy, headers: fields)?.description }

        #expect(client(headers(xForwardedFor: ["192.168.1.20"])) == "192.168.1.20")
        // A client's own made-up entry sits left of the one the proxy wrote.
        #expect(client(headers(xForwardedFor: ["1.1.1.1, 192.168.1.20"])) == "192.168.1.20")
        // A chain of trusted proxies is walked past, over several header lines.
        #expect(client(headers(xForwardedFor: ["1.1.1.1, 192.168.1.20", "10.0.0.9 , fd00::5"])) == "192.168.1.20")
        // Every hop trusted: the left-most.
        #expect(client(headers(xForwardedFor: ["10.1.1.1, 10.0.0.9"])) == "10.1.1.1")
        // Not an address: the chain ends at the proxy that wrote it.
        #expect(client(headers(xForwardedFor: ["192.168.1.20, unknown"])) == "10.0.0.2")
        #expect(client(headers(xForwardedFor: ["192.168.1.20, unknown, 10.0.0.9"])) == "10.0.0.9")
        // Ports and brackets are dropped; IPv6 is read.
        #expect(client(headers(xForwardedFor: ["[2001:db8::7]:4711"])) == "2001:db8::7")
        #expect(client(headers(xForwardedFor: ["192.168.1.20:50000"])) == "192.168.1.20")
        #expect(client(headers(xForwardedFor: ["2001:db8::7"])) == "2001:db8::7")
        // No header: the proxy itself.
        #expect(client(headers()) == "10.0.0.2")
    }

    @Test func forwardedIsReadWhenThereIsNoXForwardedFor() throws {
        let proxies = try TrustedProxies(parsing: "10.0.0.0/8")
        let proxy = address("10.0.0.2")
        func client(_ fields: HTTPFields) -> String? { proxies.client(peer: proxy, headers: fields)?.description }

        #expect(client(headers(forwarded: ["for=192.0.2.60;proto=https;by=10.0.0.2"])) == "192.0.2.60")
        #expect(client(headers(forwarded: [#"for=1.1.1.1, For="[2001:db8:cafe::17]:4711""#])) == "2001:db8:cafe::17")
        #expect(client(headers(forwarded: [#"for="192.0.2.43:47011";proto=http, for=10.9.9.9"#])) == "192.0.2.43")
        #expect(client(headers(forwarded: ["for=_hidden"])) == "10.0.0.2")
        #expect(client(headers(forwarded: ["proto=https"])) == "10.0.0.2")
        // X-Forwarded-For, which the common proxies write, wins over a Forwarded they pass on.
        #expect(client(headers(xForwardedFor: ["192.168.1.20"], forwarded: ["for=198.51.100.1"])) == "192.168.1.20")
    }

    @Test func iPv6ClientsAreCountedPerSlash64() throws {
        let one = ClientAddress(address("2001:db8:1:2:aaaa::1"))
        #expect(one.ip == "2001:db8:1:2::/64")
        #expect(one == ClientAddress(address("2001:db8:1:2:ffff:ffff:ffff:ffff")))
        #expect(one != ClientAddress(address("2001:db8:1:3::1")))
        #expect(ClientAddress(peer("2001:db8:1:2::99")) == one)
        #expect(ClientAddress(address("192.168.1.20")).ip == "192.168.1.20")
        #expect(ClientAddress(address("::ffff:192.168.1.20")).ip == "192.168.1.20")
        #expect(ClientAddress(IPAddress?.none).ip == "local")
    }

    @Test func loopbackOrTrustedAnswersForMetrics() throws {
        let proxies = try TrustedProxies(parsing: "192.168.1.2")
        #expect(proxies.isLoopbackOrTrusted(peer("127.0.0.1")))
        #expect(proxies.isLoopbackOrTrusted(peer("::1")))
        #expect(proxies.isLoopbackOrTrusted(peer("192.168.1.2")))
        #expect(!proxies.isLoopbackOrTrusted(peer("192.168.1.3")))
        #expect(!TrustedProxies.none.isLoopbackOrTrusted(nil))
    }
}
