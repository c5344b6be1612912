import TrackerCore

/// The palette as CSS: one class per colour, setting `--tracker` and the text colour on it
/// (`--on-tracker`), since the content policy allows no inline styles. The colours are written
/// once, in `Palette`; these rules are added to the end of `/css/app.css` as it is served.
enum PaletteStyles {
    /// The class that paints a palette colour: `color-fd4c49` for `#FD4C49`.
    static func className(_ color: String) -> String { paletteClassNames[color] ?? makeClassName(color) }

    /// The class that paints a tracker's or an avatar's colour.
    static func className(_ color: TrackerColor) -> String { className(color.hex) }

    private static func makeClassName(_ color: String) -> String { "color-" + color.dropFirst().lowercased() }

    /// The palette's class names, made once: every card and shared tracker on a page asks.
    private static let paletteClassNames = Dictionary(uniqueKeysWithValues: Palette.colors.map { ($0, makeClassName($0)) })

    /// A rule per colour (its `--tracker` and the text on it), and per colour and theme the colour
    /// as a graphic draws it (`--edge`: rings, outlines, chart bars, done days;
    /// 3:1 on the theme's page and cards). Every rule sets its own `--edge`, so a swatch never
    /// inherits another colour's from around it.
    static var css: String {
        let light = Palette.colors.map { color in
            ".\(className(color)) { --tracker: \(color); --on-tracker: \(Palette.textColor(on: color)); "
                + themed(color, .light) + " }\n"
        }
        let dark = Palette.colors.map { color in ".\(className(color)) { \(themed(color, .dark)) }\n" }
        return light.joined() + "@media (prefers-color-scheme: dark) {\n" + dark.joined() + "}\n"
    }

    /// `--edge: …;` for a colour in a theme.
    private static func themed(_ color: String, _ theme: Palette.Theme) -> String {
        "--edge: \(Palette.edgeColor(of: color, in: theme));"
    }
}
