import Foundation

/// The fixed choices a tracker's look is made from: 18 emoji and 18 colours, in the design's order.
public enum Palette {
    public static let emoji: [String] = [
        "🙂", "😻", "🌺", "🐶", "❤️", "😱", "😇", "😡", "🥶",
        "🤔", "🙌", "🍔", "🥦", "🏓", "🥇", "🎸", "🏝️", "😪",
    ]

    public static let colors: [String] = [
        "#FD4C49", "#FF881E", "#007BFA", "#6E44FE", "#33CF69", "#E66DD4",
        "#F9D4D4", "#34A7FE", "#46E69D", "#35347C", "#FF674D", "#FF99CC",
        "#F6C48B", "#7994F5", "#832CF1", "#AD56DA", "#8D72E6", "#2FD058",
    ]

    /// The two colours text on a tracker's colour may take: the design's near-black and white.
    public static let darkText = "#1A1B22"
    public static let lightText = "#FFFFFF"

    /// Text on a colour: whichever of `darkText` and `lightText` contrasts with it more (WCAG 2's
    /// contrast ratio).
    public static func textColor(on color: String) -> String {
        contrast(color, darkText) >= contrast(color, lightText) ? darkText : lightText
    }

    /// WCAG 2's contrast ratio of two `#RRGGBB` colours, from 1 to 21.
    public static func contrast(_ first: String, _ second: String) -> Double {
        let (a, b) = (luminance(first), luminance(second))
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// WCAG 2's relative luminance of a `#RRGGBB` colour.
    static func luminance(_ color: String) -> Double {
        let value = Int(color.dropFirst(), radix: 16) ?? 0
        let channels = [(value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF].map { channel -> Double in
            let c = Double(channel) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
    }

    public static func isEmoji(_ value: String) -> Bool { emoji.contains(value) }
    public static func isColor(_ value: String) -> Bool { colors.contains(value.uppercased()) }
}
