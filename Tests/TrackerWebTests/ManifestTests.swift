import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing

@testable import TrackerWeb

@Suite("Home-screen install: the web app manifest and its icons")
struct ManifestTests {
    /// Width, height and colour type from a PNG's IHDR chunk (type 2 is RGB, 6 is RGBA).
    static func pngHeader(_ bytes: [UInt8]) -> (width: Int, height: Int, colorType: UInt8)? {
        let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        guard bytes.count > 26, Array(bytes[0..<8]) == signature, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR"
        else { return nil }
        func number(_ start: Int) -> Int { bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20), bytes[25])
    }

    @Test func theManifestIsServedToAnyoneWithEveryIconItNames() async throws {
        try await withApp { visitor in
            let manifest = try await visitor.get("/manifest.webmanifest")
            #expect(manifest.status == .ok)
            #expect(manifest.headers[.contentType] == "application/manifest+json")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(manifest.body.readableBytesView)) as? [String: Any])
            #expect(object["name"] as? String == "Tracker" && object["short_name"] as? String == "Tracker")
            #expect(object["start_url"] as? String == "/" && object["scope"] as? String == "/")
            #expect(object["display"] as? String == "standalone")
            #expect(object["theme_color"] as? String == "#FFFFFF" && object["background_color"] as? String == "#FFFFFF")
            // The dark theme's colours, for browsers that read the manifest's colour-scheme preferences;
            // the same as the pages' dark `theme-color`.
            let preferences = object["user_preferences"] as? [String: [String: String]]
            let dark = try #require(preferences?["color_scheme_dark"])
            #expect(dark == ["theme_color": "#1A1B22", "background_color": "#1A1B22"])
            let page = try await visitor.get("/onboarding").text
            #expect(page.contains(##"<meta name="theme-color" content="#1A1B22" media="(prefers-color-scheme: dark)">"##))
            let icons = try #require(object["icons"] as? [[String: String]])
            #expect(Set(icons.compactMap { $0["sizes"] }) == ["192x192", "512x512"])
            #expect(icons.contains { $0["purpose"] == "maskable" })
            for icon in icons {
                let image = try await visitor.get(try #require(icon["src"]))
                #expect(image.status == .ok && image.headers[.contentType] == "image/png")
                let header = try #require(Self.pngHeader(Array(image.body.readableBytesView)))
                #expect("\(header.width)x\(header.height)" == icon["sizes"])
                // A maskable icon fills its square: no transparency to show the mask's edge.
                if icon["purpose"] == "maskable" { #expect(header.colorType == 2) }
            }
        }
    }

    @Test func everyPageLinksTheManifestAndAnOpaqueAppleTouchIcon() async throws {
        try await withApp { visitor in
            let page = try await visitor.get("/onboarding").text
            #expect(page.contains(#"<link rel="manifest" href="/manifest.webmanifest">"#))
            #expect(page.contains(#"<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">"#))
            let icon = try await visitor.get("/icons/apple-touch-icon.png")
            let header = try #require(Self.pngHeader(Array(icon.body.readableBytesView)))
            #expect(header.width == 180 && header.height == 180 && header.colorType == 2)
        }
    }
}
