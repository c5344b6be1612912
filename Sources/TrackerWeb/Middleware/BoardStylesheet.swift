import Foundation

/// The main page's stylesheet: the whole stylesheet without the regions marked
/// `/* @not-board */` … `/* @end */`, which hold rules no element of the main page matches in
/// any of its states (forms, settings, the details page, onboarding…). What is left keeps its
/// order, so on the main page the cascade is the whole sheet's, with a little over half its
/// bytes. Every other page links the whole sheet. The browser suite checks, on the main page in
/// its states, that no rule left out matches anything (docs/DECISIONS.md, "The main page's own
/// stylesheet").
enum BoardStylesheet {
    static let start = "/* @not-board */"
    static let end = "/* @end */"

    /// The sheet without its marked regions. Regions don't nest; a start without its end, or an
    /// end without its start, is a mistake in the file, refused at start-up.
    static func of(_ css: String) throws -> String {
        var kept = ""
        var rest = css[...]
        while let open = rest.range(of: start) {
            let before = rest[..<open.lowerBound]
            guard !before.contains(end) else { throw StylesheetError(problem: "\(end) without \(start) before it") }
            kept += before
            rest = rest[open.upperBound...]
            guard let close = rest.range(of: end) else { throw StylesheetError(problem: "\(start) without \(end)") }
            guard !rest[..<close.lowerBound].contains(start) else {
                throw StylesheetError(problem: "\(start) inside another region")
            }
            rest = rest[close.upperBound...]
        }
        guard !rest.contains(end) else { throw StylesheetError(problem: "\(end) without \(start) before it") }
        return kept + rest
    }
}

/// The stylesheet's regions are not marked as `BoardStylesheet` reads them.
struct StylesheetError: Error, CustomStringConvertible {
    let problem: String
    var description: String { "Public/css/app.css: \(problem)" }
}
