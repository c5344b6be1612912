import Foundation

/// Reads the year view's squares back from a page's markup: each `<rect class="…">`, and each
/// square drawn as a subpath (`M`/`m x y h5v5h-5z`) of a `<path class="…">`, with its cell's top
/// left corner. Tests count and place squares with it, as a person counts them on the screen.
enum YearMarkup {
    struct Square: Equatable {
        let x: Int
        let y: Int
        let classes: String
    }

    static func squares(in html: String) -> [Square] {
        var squares: [Square] = []
        for match in html.matches(of: /<path class="(heat[^"]*)" d="([^"]*)"\/>/) {
            var (x, y) = (0, 0)
            for move in String(match.2).matches(of: /([Mm])(-?\d+) (-?\d+)h5v5h-5z/) {
                let (dx, dy) = (Int(move.2)!, Int(move.3)!)
                (x, y) = move.1 == "M" ? (dx, dy) : (x + dx, y + dy)
                squares.append(Square(x: x - 3, y: y - 3, classes: String(match.1)))
            }
        }
        for match in html.matches(of: /<rect class="(heat[^"]*)" x="(\d+)" y="(\d+)" width="11" height="11"\/>/) {
            squares.append(Square(x: Int(match.2)!, y: Int(match.3)!, classes: String(match.1)))
        }
        return squares
    }

    /// How many squares have exactly these classes.
    static func count(_ classes: String, in html: String) -> Int {
        squares(in: html).filter { $0.classes == classes }.count
    }
}
