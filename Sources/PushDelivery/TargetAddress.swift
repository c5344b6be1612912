import Foundation
import TrackerStore

/// The rules for a push target as typed in Settings: its address and its token.
public enum TargetAddress {
    /// The longest address and token kept.
    public static let maxURLLength = 2000
    public static let maxTokenLength = 500

    public enum Problem: Error, Equatable, Sendable {
        /// Empty, too long, unparsable, or without a host.
        case malformed
        /// Not `http` or `https`.
        case scheme
        /// A user name or password inside the address (tokens have their own field).
        case credentials
        /// Gotify needs its application token; a token too long or with a line break.
        case token
    }

    /// The address, trimmed, when it is an `http(s)` address with a host and nothing the sender
    /// can't send.
    public static func check(_ text: String) -> Result<String, Problem> {
        let text = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.utf8.count <= maxURLLength, !text.contains(where: \.isWhitespace),
            let parts = URLComponents(string: text), let scheme = parts.scheme?.lowercased()
        else { return .failure(.malformed) }
        guard scheme == "http" || scheme == "https" else { return .failure(.scheme) }
        guard let host = parts.host, !host.isEmpty, parts.fragment == nil, URL(string: text) != nil else {
            return .failure(.malformed)
        }
        guard parts.user == nil, parts.password == nil else { return .failure(.credentials) }
        return .success(text)
    }

    /// The token, trimmed; nil when empty. Gotify's is required.
    public static func token(_ text: String?, for kind: PushKind) -> Result<String?, Problem> {
        let text = (text ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        if text.isEmpty { return kind == .gotify ? .failure(.token) : .success(nil) }
        guard kind != .webhook, text.utf8.count <= maxTokenLength,
            text.unicodeScalars.allSatisfy({ $0.isASCII && $0.value >= 0x21 && $0.value < 0x7F })
        else { return .failure(.token) }
        return .success(text)
    }
}
