import Foundation

/// Reads the year view's squares back from a page's markup: each `<rect class="…">`, and each
/// square drawn as a vertex (`M x y`, then `l dx dy …`) of a `<path class="…">` whose markers draw
/// it, at its top left corner. Tests count and place squares with it, as a person counts them on
/// the screen.
enum YearMarkup {
    struct Square: Equatable {
        let x: Int
        let y: Int
        let classes: String
    }

    static func squares(in html: String) -> [Square] {
        var squares: [Square] = []
        for match in html.matches(of: /<path class="(heat[^"]*)" d="M(-?\d+) (-?\d+)l([-\d ]*)" marker-start="url\(#(y\d)\)" marker-mid="url\(#\5\)" marker-end="url\(#\5\)"\/>/) {
            var (x, y) = (Int(match.2)!, Int(match.3)!)
            squares.append(Square(x: x, y: y, classes: String(match.1)))
            let numbers = String(match.4).matches(of: /-?\d+/).map { Int($0.output)! }
            for pair in stride(from: 0, to: numbers.count - 1, by: 2) {
                (x, y) = (x + numbers[pair], y + numbers[pair + 1])
                squares.append(Square(x: x, y: y, classes: String(match.1)))
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
