import Crypto
import Foundation
import TrackerCore
import TrackerStore

/// The token in a notification's "Done" link: the tracker, the day and when the link expires
/// (the end of that day for its member), signed with the server's key (HMAC-SHA256). Anyone who
/// has it may mark that one tracker done on that one day; the store lets it work once.
///
/// It reads `<tracker>.<YYYYMMDD>.<expiry, Unix seconds>.<signature, URL-safe base64>`.
public struct DoneLink: Sendable, Equatable {
    public var trackerID: Int64
    public var day: Day
    public var expires: Date

    public init(trackerID: Int64, day: Day, expires: Date) {
        self.trackerID = trackerID
        self.day = day
        self.expires = expires
    }

    /// The signed token.
    public func token(key: [UInt8]) -> String {
        let payload = payloadText
        return payload + "." + Self.signature(payload, key: key)
    }

    /// Why a token is refused.
    public enum Refusal: Error, Equatable, Sendable {
        /// Malformed, or signed with another key: it was never made here.
        case invalid
        /// Its day is over.
        case expired
    }

    /// Reads a token made by `token(key:)`, checking its signature and then its expiry.
    public static func read(_ token: String, key: [UInt8], now: Date) -> Result<DoneLink, Refusal> {
        guard token.utf8.count <= 200 else { return .failure(.invalid) }
        let parts = token.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, let id = Int64(parts[0]), id > 0, parts[1].utf8.count == 8,
            let compact = Int(parts[1]), let seconds = Int64(parts[2]),
            let day = Day(year: compact / 10_000, month: compact / 100 % 100, day: compact % 100)
        else { return .failure(.invalid) }
        let link = DoneLink(trackerID: id, day: day, expires: Date(timeIntervalSince1970: TimeInterval(seconds)))
        guard link.payloadText == parts[0...2].joined(separator: "."),
            SecretToken.matches(String(parts[3]), signature(link.payloadText, key: key))
        else { return .failure(.invalid) }
        return now < link.expires ? .success(link) : .failure(.expired)
    }

    private var payloadText: String {
        let compact = day.year * 10_000 + day.month * 100 + day.day
        return "\(trackerID).\(compact).\(Int64(expires.timeIntervalSince1970.rounded(.down)))"
    }

    private static func signature(_ payload: String, key: [UInt8]) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data(("done-link." + payload).utf8), using: SymmetricKey(data: key))
        return Data(mac).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
