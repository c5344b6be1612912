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

    public static func isEmoji(_ value: String) -> Bool { emoji.contains(value) }
    public static func isColor(_ value: String) -> Bool { colors.contains(value.uppercased()) }
}
