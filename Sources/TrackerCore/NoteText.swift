import Foundation

/// A day's note: the text rule with a limit of 500 characters, except that a note may run over
/// several lines. Line breaks of any kind (CR LF, CR) become one line feed, the only control
/// character kept; everything else the text rule refuses, a note refuses too. A note may be
/// longer in bytes than a name (500 characters of emoji), up to `byteCap`.
public enum NoteText {
    /// User-perceived characters at most.
    public static let limit = 500
    /// Bytes of UTF-8 at most; the schema's CHECK says the same number.
    public static let byteCap = 4096

    /// The note as it is stored, or the problem with it (`.empty` for a note that says nothing:
    /// the page takes that as "delete the note").
    public static func validate(_ raw: String) -> Result<String, TextProblem> {
        let text = lines(raw).precomposedStringWithCanonicalMapping.trimmingWhitespace()
        if text.isEmpty { return .failure(.empty) }
        if text.unicodeScalars.contains(where: { $0 != "\n" && TextRule.isForbidden($0) }) { return .failure(.forbiddenCharacter) }
        if text.count > limit { return .failure(.tooLong(limit: limit)) }
        if text.utf8.count > byteCap { return .failure(.tooManyBytes) }
        return .success(text)
    }

    /// A note from elsewhere (a Loop backup) made to fit: line breaks unified, forbidden
    /// characters dropped, trimmed, and cut to `limit` characters (and `byteCap` bytes).
    /// `nil` when nothing is left; `cut` says whether characters were cut off the end.
    public static func fitted(_ raw: String) -> (text: String, cut: Bool)? {
        var scalars = String.UnicodeScalarView()
        for scalar in lines(raw).unicodeScalars where scalar == "\n" || !TextRule.isForbidden(scalar) {
            scalars.append(scalar)
        }
        var text = String(scalars).precomposedStringWithCanonicalMapping.trimmingWhitespace()
        if text.isEmpty { return nil }
        var cut = false
        if text.count > limit {
            text = String(text.prefix(limit)).trimmingWhitespace()
            cut = true
        }
        while text.utf8.count > byteCap {
            text = String(text.dropLast())
            cut = true
        }
        return (text, cut)
    }

    /// Every line break as one line feed, scalar by scalar: Foundation's replacing compares
    /// characters, and a CR followed by a combining mark slipped through it.
    private static func lines(_ raw: String) -> String {
        guard raw.utf8.contains(UInt8(ascii: "\r")) else { return raw }
        var scalars = String.UnicodeScalarView()
        var afterCR = false
        for scalar in raw.unicodeScalars {
            defer { afterCR = scalar == "\r" }
            if scalar == "\n" && afterCR { continue }
            scalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return String(scalars)
    }
}
