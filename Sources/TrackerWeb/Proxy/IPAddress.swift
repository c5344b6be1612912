#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An IP address as its bytes: 4 for IPv4, 16 for IPv6. An IPv4 address mapped into IPv6
/// (`::ffff:192.168.1.20`) is that IPv4 address, so both spellings are one client.
public struct IPAddress: Hashable, Sendable, CustomStringConvertible {
    public let bytes: [UInt8]

    /// Reads `192.168.1.20`, `2001:db8::1` or `fe80::1%eth0` (the zone is dropped); nil for
    /// anything else, such as a host name, a port or a shortened IPv4 form like `10.1`.
    public init?(_ text: some StringProtocol) {
        var text = String(text)
        if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }
        let isIPv6 = text.contains(":")
        var bytes = [UInt8](repeating: 0, count: isIPv6 ? 16 : 4)
        guard inet_pton(isIPv6 ? AF_INET6 : AF_INET, text, &bytes) == 1 else { return nil }
        self.init(bytes: bytes)
    }

    /// The address from its bytes, 4 or 16 of them; a mapped IPv4 address becomes the IPv4 one.
    init(bytes: [UInt8]) {
        precondition(bytes.count == 4 || bytes.count == 16, "an IP address has 4 or 16 bytes")
        if bytes.count == 16, bytes[..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xff, bytes[11] == 0xff {
            self.bytes = Array(bytes[12...])
        } else {
            self.bytes = bytes
        }
    }

    public var isIPv4: Bool { bytes.count == 4 }

    /// 127.0.0.0/8 or ::1.
    public var isLoopback: Bool {
        isIPv4 ? bytes[0] == 127 : bytes == Array(repeating: 0, count: 15) + [1]
    }

    /// The address with every bit past the first `prefix` cleared.
    func masked(to prefix: Int) -> IPAddress {
        var result = bytes
        for index in result.indices {
            let kept = min(8, max(0, prefix - index * 8))
            result[index] &= kept == 8 ? 0xff : ~(0xff >> UInt8(kept))
        }
        return IPAddress(bytes: result)
    }

    /// The usual text: `192.168.1.20`, `2001:db8::1`.
    public var description: String {
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        var bytes = bytes
        _ = inet_ntop(isIPv4 ? AF_INET : AF_INET6, &bytes, &text, socklen_t(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// A range of addresses in CIDR form (`192.168.1.0/24`, `fd00::/8`); a bare address is a
/// range of one.
public struct IPRange: Hashable, Sendable, CustomStringConvertible {
    public let network: IPAddress
    public let prefix: Int

    /// Reads `10.0.0.0/8`, `2001:db8::/32` or a bare address; nil for anything else. Bits past
    /// the prefix are ignored (`192.168.1.7/24` is `192.168.1.0/24`).
    public init?(_ text: some StringProtocol) {
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard let address = IPAddress(parts[0]) else { return nil }
        let bits = address.bytes.count * 8
        var prefix = bits
        if parts.count == 2 {
            guard let number = Int(parts[1]), (0...bits).contains(number), parts[1].allSatisfy(\.isNumber) else { return nil }
            prefix = number
        }
        self.network = address.masked(to: prefix)
        self.prefix = prefix
    }

    /// Whether `address` is in the range. An IPv4 range holds no IPv6 address, and the reverse.
    public func contains(_ address: IPAddress) -> Bool {
        address.bytes.count == network.bytes.count && address.masked(to: prefix) == network
    }

    public var description: String { "\(network)/\(prefix)" }
}
