import Foundation

/// Why a piece of text was refused.
public enum TextProblem: Error, Equatable, Sendable {
    case empty
    /// More user-perceived characters than the field allows.
    case tooLong(limit: Int)
    /// Within the character limit, but too many bytes to store (long runs of combining marks).
    case tooManyBytes
    /// A control character (NUL, C0, C1), a line separator, or a bidi override or isolate.
    case forbiddenCharacter
}

/// The one rule set for every stored string people type. The text is NFC-normalised and trimmed;
/// control characters and bidi overrides are refused; it has 1 to `limit` user-perceived
/// characters (grapheme clusters, so 👨‍👩‍👧‍👦 is one) and at most `TextRule.byteCap` bytes of
/// UTF-8. The schema's CHECKs mirror the byte cap and the control characters, so whatever this
/// accepts, the database stores.
public struct TextRule: Sendable {
    public let limit: Int

    public init(limit: Int) { self.limit = limit }

    /// Bytes of UTF-8 at most, for every rule; the schema's CHECKs say the same number.
    /// 40 characters of the longest common emoji (a family, 25 bytes) fit.
    public static let byteCap = 1024

    /// Tracker and category names: at most 38 characters, as the design says.
    public static let trackerName = TextRule(limit: 38)
    public static let categoryName = TextRule(limit: 38)
    /// A person's display name.
    public static let displayName = TextRule(limit: 40)
    /// A measurable tracker's unit ("glasses").
    public static let unit = TextRule(limit: 20)
    /// An API token's name ("Kitchen NFC tag").
    public static let tokenName = TextRule(limit: 40)

    /// The text as it is stored, or the problem with it.
    public func validate(_ raw: String) -> Result<String, TextProblem> {
        let text = raw.precomposedStringWithCanonicalMapping.trimmingWhitespace()
        if text.isEmpty { return .failure(.empty) }
        if text.unicodeScalars.contains(where: Self.isForbidden) { return .failure(.forbiddenCharacter) }
        if text.count > limit { return .failure(.tooLong(limit: limit)) }
        if text.utf8.count > Self.byteCap { return .failure(.tooManyBytes) }
        return .success(text)
    }

    /// Control characters (C0 with DEL, C1), line and paragraph separators, and the bidi
    /// embeddings, overrides and isolates that can make text read differently from its order.
    public static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}

/// A time of day on the 24-hour clock, written `HH:MM` (00:00 to 23:59) and nothing else.
public enum ClockTime {
    /// The time as stored, or `nil` for anything but two digits, a colon and two digits in range.
    public static func parse(_ text: String) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.count == 5, bytes[2] == UInt8(ascii: ":") else { return nil }
        let digits = [bytes[0], bytes[1], bytes[3], bytes[4]].map { Int($0) - Int(UInt8(ascii: "0")) }
        guard digits.allSatisfy({ (0...9).contains($0) }) else { return nil }
        let hour = digits[0] * 10 + digits[1]
        let minute = digits[2] * 10 + digits[3]
        return hour <= 23 && minute <= 59 ? text : nil
    }

    /// Minutes after midnight of an `HH:MM` text, or `nil` when `parse` refuses it.
    public static func minutes(_ text: String) -> Int? {
        guard let valid = parse(text), let hour = Int(valid.prefix(2)), let minute = Int(valid.suffix(2)) else { return nil }
        return hour * 60 + minute
    }

    /// `HH:MM` on the wall clock of `zone` at `instant`.
    public static func text(at instant: Date, in zone: TimeZone) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + zone.secondsFromGMT(for: instant)
        let minute = ((seconds / 60) % (24 * 60) + 24 * 60) % (24 * 60)
        return text(minutes: minute)
    }

    /// `HH:MM` for minutes after midnight (0 to 1439).
    public static func text(minutes: Int) -> String {
        let clamped = min(max(minutes, 0), 24 * 60 - 1)
        let hour = clamped / 60
        let minute = clamped % 60
        return (hour < 10 ? "0" : "") + String(hour) + ":" + (minute < 10 ? "0" : "") + String(minute)
    }
}
