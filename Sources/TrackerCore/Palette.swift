import Foundation

/// The fixed choices a tracker's look is made from: 18 emoji and 18 colours, in the design's order.
public enum Palette {
    public static let emoji: [String] = [
        "🙂", "😻", "🌺", "🐶", "❤️", "😱", "😇", "😡", "🥶",
        "🤔", "🙌", "🍔", "🥦", "🏓", "🥇", "🎸", "🏝️", "😪",
    ]

    /// The colours' `#RRGGBB`, in the design's order (`TrackerColor`).
    public static let colors: [String] = TrackerColor.allCases.map(\.rawValue)

    /// The two colours text on a tracker's colour may take: the design's near-black and white.
    public static let darkText = "#1A1B22"
    public static let lightText = "#FFFFFF"

    /// Black, for the few mid-tone colours on which neither the near-black nor white reads at AA.
    public static let blackText = "#000000"

    /// WCAG 2.2 AA's least contrast for text of normal size.
    public static let minimumTextContrast = 4.5

    /// Text on a colour: whichever of `darkText` and `lightText` contrasts with it more (WCAG 2's
    /// contrast ratio), or black when neither reaches AA (#007BFA and #AD56DA: near-black 4.26 and
    /// 4.18, black 5.21 and 5.12).
    public static func textColor(on color: String) -> String {
        let better = contrast(color, darkText) >= contrast(color, lightText) ? darkText : lightText
        return contrast(color, better) >= minimumTextContrast ? better : blackText
    }

    /// The page's backgrounds in the light and dark themes (the design's white and near-black).
    public static let lightBackground = lightText
    public static let darkBackground = darkText

    /// The backgrounds of cards and fields on the page, light and dark (`--field` in app.css).
    public static let lightCard = "#F0F1F3"
    public static let darkCard = "#2C2D35"

    /// WCAG 2.2 AA's least contrast for the edge of a control against what is around it (1.4.11).
    public static let minimumEdgeContrast = 3.0

    /// A theme's two backgrounds a tracker's colour is drawn on: the page, and the cards and
    /// fields on it (`--bg` and `--field` in app.css).
    public enum Theme: CaseIterable, Sendable {
        case light, dark

        public var page: String { self == .light ? lightBackground : darkBackground }
        public var card: String { self == .light ? lightCard : darkCard }
    }

    /// How much each step of `edgeColor` darkens or lightens, in OKLab lightness (0 to 1).
    static let edgeStep = 0.01

    /// A colour as a graphic draws it (a ring, an outline, a chart bar, a done day's edge): the
    /// colour itself where it shows at 3:1 on both of the theme's backgrounds, else a shade of it
    /// (same OKLab hue and strength) darkened on the light theme, lightened on the dark one, in
    /// small steps until it does: Sand #F6C48B becomes a caramel on white, Navy a periwinkle on
    /// near-black.
    public static func edgeColor(of color: String, in theme: Theme) -> String {
        func shows(_ edge: String) -> Bool {
            contrast(edge, theme.page) >= minimumEdgeContrast && contrast(edge, theme.card) >= minimumEdgeContrast
        }
        var shade = OKLab(color)
        var edge = color
        while !shows(edge) && (0...1).contains(shade.lightness) {
            shade.lightness += theme == .light ? -edgeStep : edgeStep
            edge = shade.hex
        }
        return edge
    }

    /// The red, green and blue of a `#RRGGBB` colour, 0 to 255 each.
    static func channels(_ color: String) -> [Int] {
        let value = Int(color.dropFirst(), radix: 16) ?? 0
        return [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF]
    }

    /// WCAG 2's contrast ratio of two `#RRGGBB` colours, from 1 to 21.
    public static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of a `#RRGGBB` colour.
    static func luminance(_ color: String) -> Double {
        let linear = channels(color).map { OKLab.linear(Double($0) / 255) }
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    }

    public static func isEmoji(_ value: String) -> Bool { emoji.contains(value) }
}
