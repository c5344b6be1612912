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

    /// The done circle's fade, a rule per colour, and per colour and theme the done tick's colour
    /// and the not-done edge's (`--edge`, 3:1 on the page). An edge is written only where it
    /// differs from what the rule before leaves: the tracker's colour, or the light theme's edge.
    static var css: String {
        let light = Palette.colors.map { color in
            ".\(className(color)) { --tracker: \(color); --on-tracker: \(Palette.textColor(on: color)); "
                + "--on-done: \(Palette.doneTickColor(on: color, background: Palette.lightBackground));"
                + edge(color, on: Palette.lightBackground, after: color) + " }\n"
        }
        let dark = Palette.colors.map { color in
            let lightEdge = Palette.edgeColor(of: color, background: Palette.lightBackground)
            return ".\(className(color)) { --on-done: \(Palette.doneTickColor(on: color, background: Palette.darkBackground));"
                + edge(color, on: Palette.darkBackground, after: lightEdge) + " }\n"
        }
        let fade = ".is-done .mark-button::before { opacity: \(Palette.doneOpacity); }\n"
        return fade + light.joined() + "@media (prefers-color-scheme: dark) {\n" + dark.joined() + "}\n"
    }

    /// ` --edge: …;` when the colour's edge on `background` is not `inherited`, else nothing.
    private static func edge(_ color: String, on background: String, after inherited: String) -> String {
        let edge = Palette.edgeColor(of: color, background: background)
        return edge == inherited ? "" : " --edge: \(edge);"
    }
}
