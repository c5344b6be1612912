/// A colour of the palette, as `#RRGGBB` in capitals: a tracker's colour, or the background of an
/// emoji avatar. Only the palette's 18 colours exist, in the design's order (`Palette.colors`); the
/// names are the English ones a colour picker reads out (`color.1` … `color.18` in the catalog).
public enum TrackerColor: String, CaseIterable, Codable, Sendable {
    case red = "#FD4C49"
    case orange = "#FF881E"
    case blue = "#007BFA"
    case violet = "#6E44FE"
    case green = "#33CF69"
    case orchid = "#E66DD4"
    case blush = "#F9D4D4"
    case skyBlue = "#34A7FE"
    case mint = "#46E69D"
    case navy = "#35347C"
    case coral = "#FF674D"
    case pink = "#FF99CC"
    case peach = "#F6C48B"
    case periwinkle = "#7994F5"
    case purple = "#832CF1"
    case lilac = "#AD56DA"
    case lavender = "#8D72E6"
    case grassGreen = "#2FD058"

    /// The palette's colour written as `text` in either case (`#fd4c49` is red), as a form sends it;
    /// nil for any other text.
    public init?(anyCase text: some StringProtocol) {
        self.init(rawValue: text.uppercased())
    }

    /// `#RRGGBB`, as stored and as the styles name it.
    public var hex: String { rawValue }
}
