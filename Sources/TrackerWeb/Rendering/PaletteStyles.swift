import TrackerCore

/// The palette as CSS: one class per colour, setting `--tracker` and the text colour on it
/// (`--on-tracker`), since the content policy allows no inline styles. The colours are written
/// once, in `Palette`; these rules are added to the end of `/css/app.css` as it is served.
enum PaletteStyles {
    /// The class that paints a palette colour: `color-fd4c49` for `#FD4C49`.
    static func className(_ color: String) -> String { "color-" + color.dropFirst().lowercased() }

    /// A rule per colour.
    static var css: String {
        Palette.colors.map { color in
            ".\(className(color)) { --tracker: \(color); --on-tracker: \(Palette.textColor(on: color)); }\n"
        }.joined()
    }
}
