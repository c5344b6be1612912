extension QRCode {
    /// Light modules around the symbol on every side: the 4 the standard asks for.
    public static let quietZone = 4

    /// Modules on a side of the drawing, quiet zone included.
    public var side: Int { size + 2 * Self.quietZone }

    /// The code as SVG: a white square the size of the symbol and its quiet zone, and one black
    /// path with a rectangle for each run of dark modules in a row. One viewBox unit is a module;
    /// the page sizes it in CSS. Made only of numbers from the matrix and fixed text, never of the
    /// encoded text, so a page may insert it unescaped. The page names the image, around it.
    public var svg: String {
        let quiet = Self.quietZone
        var path = ""
        for row in 0..<size {
            var column = 0
            while column < size {
                guard isDark(row: row, column: column) else {
                    column += 1
                    continue
                }
                let start = column
                while column < size && isDark(row: row, column: column) { column += 1 }
                let run = column - start
                path += "M\(start + quiet) \(row + quiet)h\(run)v1h-\(run)z"
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(side) \(side)\" "
            + "shape-rendering=\"crispEdges\" aria-hidden=\"true\" focusable=\"false\">"
            + "<rect width=\"\(side)\" height=\"\(side)\" fill=\"#fff\"/>"
            + "<path fill=\"#000\" d=\"\(path)\"/></svg>"
    }
}
