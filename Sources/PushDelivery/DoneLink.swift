import Crypto
import Foundation
import TrackerCore
import TrackerStore

/// The token in a notification's "Done" link: the tracker, the day and when the link expires
/// (the end of that day for its member), signed with the server's key (HMAC-SHA256). Anyone who
/// has it may mark that one tracker done on that one day; the store lets it work once.
///
/// It reads `<tracker>.<YYYYMMDD>.<expiry, Unix seconds>[.<member>].<signature, URL-safe base64>`:
/// the member whose notification it was, so that a household tracker's day says who marked it
/// (links made before had no member; they still work, naming nobody).
public struct DoneLink: Sendable, Equatable {
    public var trackerID: Int64
    public var day: Day
    public var expires: Date
    /// The member the notification went to.
    public var memberID: Int64?

    public init(trackerID: Int64, day: Day, expires: Date, memberID: Int64? = nil) {
        self.trackerID = trackerID
        self.day = day
        self.expires = expires
        self.memberID = memberID
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
        guard parts.count == 4 || parts.count == 5, let id = Int64(parts[0]), id > 0, parts[1].utf8.count == 8,
            let compact = Int(parts[1]), let seconds = Int64(parts[2]),
            let day = Day(year: compact / 10_000, month: compact / 100 % 100, day: compact % 100)
        else { return .failure(.invalid) }
        var link = DoneLink(trackerID: id, day: day, expires: Date(timeIntervalSince1970: TimeInterval(seconds)))
        if parts.count == 5 {
            guard let member = Int64(parts[3]), member > 0 else { return .failure(.invalid) }
            link.memberID = member
        }
        guard link.payloadText == parts.dropLast().joined(separator: "."),
            SecretToken.matches(String(parts[parts.count - 1]), signature(link.payloadText, key: key))
        else { return .failure(.invalid) }
        return now < link.expires ? .success(link) : .failure(.expired)
    }

    private var payloadText: String {
        let (year, month, date) = day.parts
        let compact = year * 10_000 + month * 100 + date
        return "\(trackerID).\(compact).\(Int64(expires.timeIntervalSince1970.rounded(.down)))" + (memberID.map { ".\($0)" } ?? "")
    }

    private static func signature(_ payload: String, key: [UInt8]) -> String {
        let mac = HMAC<SHA256>.authenticationCode(for: Data(("done-link." + payload).utf8), using: SymmetricKey(data: key))
        return Data(mac).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }
}
