import TrackerCore

/// The palette as CSS: one class per colour, setting `--tracker` and the text colour on it
/// (`--on-tracker`), since the content policy allows no inline styles. The colours are written
/// once, in `Palette`; these rules are added to the end of `/css/app.css` as it is served.
enum PaletteStyles {
    /// The class that paints a palette colour: `color-fd4c49` for `#FD4C49`.
    static func className(_ color: String) -> String { paletteClassNames[color] ?? makeClassName(color) }

    private static func makeClassName(_ color: String) -> String { "color-" + color.dropFirst().lowercased() }

    /// The palette's class names, made once: every card and shared tracker on a page asks.
    private static let paletteClassNames = Dictionary(uniqueKeysWithValues: Palette.colors.map { ($0, makeClassName($0)) })

    /// The done circle's fade, a rule per colour, and per colour the done tick's colour in the
    /// dark theme.
    static var css: String {
        let light = Palette.colors.map { color in
            ".\(className(color)) { --tracker: \(color); --on-tracker: \(Palette.textColor(on: color)); "
                + "--on-done: \(Palette.doneTickColor(on: color, background: Palette.lightBackground)); }\n"
        }
        let dark = Palette.colors.map { color in
            ".\(className(color)) { --on-done: \(Palette.doneTickColor(on: color, background: Palette.darkBackground)); }\n"
        }
        let fade = ".is-done .mark-button::before { opacity: \(Palette.doneOpacity); }\n"
        return fade + light.joined() + "@media (prefers-color-scheme: dark) {\n" + dark.joined() + "}\n"
    }
}
