import Foundation

/// A colour in Björn Ottosson's OKLab: `lightness` from 0 (black) to 1 (white) as the eye sees
/// it, `a` and `b` its hue and strength. Changing only the lightness makes a shade of the same
/// colour, where mixing with black or white greys it.
struct OKLab: Equatable {
    var lightness: Double
    var a: Double
    var b: Double

    /// A `#RRGGBB` colour in OKLab.
    init(_ color: String) {
        let rgb = Palette.channels(color).map { OKLab.linear(Double($0) / 255) }
        let (l, m, s) = (
            cbrt(0.4122214708 * rgb[0] + 0.5363325363 * rgb[1] + 0.0514459929 * rgb[2]),
            cbrt(0.2119034982 * rgb[0] + 0.6806995451 * rgb[1] + 0.1073969566 * rgb[2]),
            cbrt(0.0883024619 * rgb[0] + 0.2817188376 * rgb[1] + 0.6299787005 * rgb[2])
        )
        lightness = 0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s
        a = 1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s
        b = 0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s
    }

    /// The hue angle in degrees, from −180 to 180.
    var hue: Double { atan2(b, a) * 180 / .pi }

    /// As `#RRGGBB`; a channel outside sRGB is clipped to it.
    var hex: String {
        let l = pow(lightness + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m = pow(lightness - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s = pow(lightness - 0.0894841775 * a - 1.2914855480 * b, 3)
        let rgb = [
            4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
            -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
            -0.0041960863 * l - 0.7034186147 * m + 1.7076147010 * s,
        ].map { Int((OKLab.encoded(min(max($0, 0), 1)) * 255).rounded()) }
        return String(format: "#%02X%02X%02X", rgb[0], rgb[1], rgb[2])
    }

    /// sRGB's transfer function undone: a channel from 0 to 1 as light.
    static func linear(_ c: Double) -> Double { c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4) }

    /// sRGB's transfer function: light from 0 to 1 as a channel.
    private static func encoded(_ c: Double) -> Double { c <= 0.0031308 ? 12.92 * c : 1.055 * pow(c, 1 / 2.4) - 0.055 }
}
