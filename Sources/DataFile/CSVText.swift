import Foundation

/// Lines of a CSV file (RFC 4180) for spreadsheets.
public enum CSVText {
    /// One line of cells, ended by CRLF. A cell with a comma, a quote or a line break is quoted;
    /// a cell a spreadsheet would take for a formula (starting with `=`, `+`, `-`, `@`, a tab
    /// or a carriage return) gets a leading apostrophe, as OWASP advises, so that opening the
    /// file runs nothing.
    public static func line(_ cells: [String]) -> String {
        cells.map(cell).joined(separator: ",") + "\r\n"
    }

    static func cell(_ text: String) -> String {
        var text = text
        if let first = text.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first), Double(text) == nil {
            text = "'" + text
        }
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
